import { describe, expect, it } from 'vitest';
import { applyMarkdownFormat } from './markdownFormatting';

const at = (value: string, selected: string) => [value.indexOf(selected), value.indexOf(selected) + selected.length] as const;

describe('the newsletter toolbar’s Markdown', () => {
  it('bold wraps the selection and keeps it selected; with none, writes words to type over', () => {
    const value = 'The Tokyo chapter meets.';
    expect(applyMarkdownFormat(value, ...at(value, 'Tokyo chapter'), 'bold')).toEqual({ value: 'The **Tokyo chapter** meets.', selectionStart: 6, selectionEnd: 19 });
    expect(applyMarkdownFormat('Hi ', 3, 3, 'bold')).toEqual({ value: 'Hi **bold text**', selectionStart: 5, selectionEnd: 14 });
  });

  it('a heading and a list take whole lines, even when only part of one is selected', () => {
    const value = 'Intro\nHello members\nmore';
    expect(applyMarkdownFormat(value, 8, 10, 'heading').value).toBe('Intro\n## Hello members\nmore');
    expect(applyMarkdownFormat('# Old\n', 0, 5, 'heading').value).toBe('## Old\n');
    const list = 'First\nSecond\n\nThird';
    const edit = applyMarkdownFormat(list, 0, 12, 'list');
    expect(edit.value).toBe('- First\n- Second\n\nThird');
    expect(edit.value.slice(edit.selectionStart, edit.selectionEnd)).toBe('- First\n- Second');
    expect(applyMarkdownFormat('- done\nnew', 0, 10, 'list').value).toBe('- done\n- new');
  });

  it('a link keeps the words and selects the address to type', () => {
    const value = 'See our events here';
    const edit = applyMarkdownFormat(value, ...at(value, 'our events'), 'link');
    expect(edit.value).toBe('See [our events](https://) here');
    expect(edit.value.slice(edit.selectionStart, edit.selectionEnd)).toBe('https://');
    const empty = applyMarkdownFormat('', 0, 0, 'link');
    expect(empty.value.slice(empty.selectionStart, empty.selectionEnd)).toBe('link text');
  });
});

/**
 * What the newsletter editor's toolbar writes (issue 56, item 12): Markdown at the selection, as a
 * person would type it, and where the selection goes next so they can type on. Pure: the editor
 * applies the result to its textarea.
 */
export type MarkdownFormat = 'heading' | 'bold' | 'link' | 'list';

export interface Edit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** The whole lines the selection touches: from the start of its first line to the end of its last. */
function lineSpan(value: string, start: number, end: number): [number, number] {
  const from = value.lastIndexOf('\n', start - 1) + 1;
  // A selection ending just after a line break ends on the line before it.
  const last = end > start && value[end - 1] === '\n' ? end - 1 : end;
  const lineEnd = value.indexOf('\n', last);
  return [from, lineEnd === -1 ? value.length : lineEnd];
}

/** Replaces the selected lines, each through `rewrite`; the selection then covers the new lines. */
function rewriteLines(value: string, start: number, end: number, rewrite: (line: string) => string): Edit {
  const [from, to] = lineSpan(value, start, end);
  const lines = value.slice(from, to).split('\n').map(rewrite).join('\n');
  return { value: value.slice(0, from) + lines + value.slice(to), selectionStart: from, selectionEnd: from + lines.length };
}

export function applyMarkdownFormat(value: string, start: number, end: number, format: MarkdownFormat): Edit {
  const selected = value.slice(start, end);
  const before = value.slice(0, start);
  const after = value.slice(end);
  switch (format) {
    case 'bold': {
      const text = selected === '' ? 'bold text' : selected;
      return { value: `${before}**${text}**${after}`, selectionStart: start + 2, selectionEnd: start + 2 + text.length };
    }
    case 'link': {
      const text = selected === '' ? 'link text' : selected;
      const address = 'https://';
      const written = `[${text}](${address})`;
      // With words chosen, the address is what is left to type; with none, the words are.
      const edit = { value: `${before}${written}${after}` };
      return selected === ''
        ? { ...edit, selectionStart: start + 1, selectionEnd: start + 1 + text.length }
        : { ...edit, selectionStart: start + text.length + 3, selectionEnd: start + text.length + 3 + address.length };
    }
    case 'heading':
      // A line that is already a heading becomes a level-2 heading; an empty line stays empty.
      return rewriteLines(value, start, end, (line) => (line.trim() === '' ? line : `## ${line.replace(/^#{1,6}\s*/, '')}`));
    case 'list':
      return rewriteLines(value, start, end, (line) => (line.trim() === '' || /^\s*[-*+]\s/.test(line) ? line : `- ${line}`));
  }
}

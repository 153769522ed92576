import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterBody, newsletterText } from './NewsletterBody';

describe('NewsletterBody', () => {
  it('draws Markdown as elements, a # heading as an h2', () => {
    const { container } = render(<NewsletterBody markdown={'# Hello\n\nSome **bold** text and a [link](https://example.org/x).\n\n- one\n- two'} />);
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('h2')?.textContent).toBe('Hello');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.org/x');
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it('keeps HTML as text and drops a javascript: link', () => {
    const { container } = render(<NewsletterBody markdown={'<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) ![i](data:image/png;base64,AA)'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(container.querySelector('img')?.hasAttribute('src')).toBe(false);
  });

  it("gives an issue's words on one line, blocks apart, emphasis and links as their words, HTML as text", () => {
    expect(newsletterText('# Inside\n\nRead [the events](/events) and **three** lines.\n\n- one\n- two\n\n> quoted\n\n<b>kept</b>')).toBe(
      'Inside Read the events and three lines. one two quoted <b>kept</b>',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { renderWithTheme } from 'shared-ui/testing';
import { theme } from 'shared-ui';
import { newsletterHtml } from '../../../supabase/functions/outbox-worker/kinds/newsletterHtml.ts';
import { NewsletterBody, NewsletterProse } from './NewsletterBody';
import { NEWSLETTER_ELEMENT_STYLES } from './newsletterStyles';

// Every element the editor's Markdown makes (CommonMark: headings, paragraphs with single line
// breaks, emphasis, links, lists, quotes, code, rules, images).
const EVERYTHING = [
  '# A heading',
  '## A subheading',
  '### A smaller one',
  'See you soon,\nAda and the team',
  'Some **bold**, some *emphasis*, a [link](https://example.org/x) and `code`.',
  '- one\n- two',
  '1. first\n2. second',
  '> A quote\n> on two lines\n>\n> and a second paragraph',
  '```\nconst a = 1;\n```',
  '---',
  '![A picture](https://example.org/p.png)',
].join('\n\n');

/** The properties a reader sees, as the browser computes them (jsdom's cascade for the site, the `style` attribute for the email). */
const SEEN = ['font-size', 'font-weight', 'font-style', 'color', 'background-color', 'border-left-width', 'border-left-style', 'border-left-color', 'margin-top', 'margin-bottom', 'padding-left', 'text-decoration', 'font-family'] as const;

function seen(element: Element): Record<string, string> {
  const style = getComputedStyle(element);
  return Object.fromEntries(SEEN.map((property) => [property, style.getPropertyValue(property)]).filter(([, value]) => value !== ''));
}

function email(): Document {
  const document = new DOMParser().parseFromString(`<body>${newsletterHtml(EVERYTHING, 'https://site.example')}</body>`, 'text/html');
  return document;
}

describe("a newsletter's elements in the email and on the site", () => {
  it('keep a single line break as written, in both', () => {
    const { container } = renderWithTheme(<NewsletterBody markdown={'See you soon,\nAda'} />);
    expect(container.querySelector('p')?.innerHTML).toBe('See you soon,<br>\nAda');
    expect(newsletterHtml('See you soon,\nAda', 'https://site.example')).toContain('See you soon,<br>\nAda');
  });

  it('look the same: each element of the email carries inline the style the site computes for it', () => {
    const { container } = renderWithTheme(
      <NewsletterProse>
        <NewsletterBody markdown={EVERYTHING} />
      </NewsletterProse>,
    );
    const mail = email();
    const tags = ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'blockquote', 'a', 'strong', 'em', 'code', 'pre', 'hr', 'img'];
    for (const tag of tags) {
      const onSite = [...container.querySelectorAll(tag)];
      const inMail = [...mail.querySelectorAll(tag)];
      expect(inMail.length, tag).toBe(onSite.length);
      expect(inMail.length, tag).toBeGreaterThan(0);
      onSite.forEach((element, i) => {
        const mailed = inMail[i]!;
        // In the email the style is the element's own: a mail app keeps nothing else.
        expect(mailed.getAttribute('style'), `${tag} ${i}`).toBeTruthy();
        const inline = Object.fromEntries(SEEN.map((property) => [property, (mailed as HTMLElement).style.getPropertyValue(property)]).filter(([, value]) => value !== ''));
        const site = seen(element);
        for (const [property, value] of Object.entries(inline)) expect(site[property], `${tag} ${i} ${property}`).toBe(value);
      });
    }
    // The quote is the example: styled, not plain, in the email.
    expect((mail.querySelector('blockquote') as HTMLElement).style.getPropertyValue('border-left-color')).toMatch(/^(#0066cc|rgb\(0, 102, 204\))$/i);
  });

  it("takes the site's colours from the theme", () => {
    const declared = Object.values(NEWSLETTER_ELEMENT_STYLES).join(' ');
    const colours = new Set(declared.match(/#[0-9A-F]{6}/gi));
    const themeColours = new Set(Object.values(theme.colors).map((colour) => colour.toUpperCase()));
    for (const colour of colours) expect(themeColours.has(colour.toUpperCase()), colour).toBe(true);
  });
});

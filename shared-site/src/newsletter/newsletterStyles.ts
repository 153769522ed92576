/**
 * How a newsletter issue's elements look, once for the site and the email: the archive and the
 * admin's preview draw them as CSS (`NewsletterProse`), the outbox worker writes them inline in the
 * email's HTML (supabase/functions/outbox-worker/kinds/newsletterHtml.ts imports this file as it
 * is, on Deno too: it imports nothing). Mail apps drop <style> blocks and classes, so the email
 * carries each element's own `style`. Colours are the theme's (shared-ui/src/theme/theme.ts; a test
 * keeps them equal), in px so both read the same.
 */
const TEXT = '#1A1F2B';
const PRIMARY = '#0066CC';
const PRIMARY_SOFT = '#E6F0FA';
const SUBTLE = '#F4F6FA';
const BORDER = '#D5DBE5';

/** Every element the Markdown editor can make, with its declarations. */
export const NEWSLETTER_ELEMENT_STYLES = {
  h2: `font-size: 24px; font-weight: 800; line-height: 1.3; margin: 32px 0 12px; color: ${TEXT}`,
  h3: `font-size: 20px; font-weight: 700; line-height: 1.3; margin: 28px 0 8px; color: ${TEXT}`,
  h4: `font-size: 17px; font-weight: 700; line-height: 1.3; margin: 24px 0 8px; color: ${TEXT}`,
  p: 'margin: 0 0 20px',
  ul: 'margin: 0 0 20px; padding-left: 24px',
  ol: 'margin: 0 0 20px; padding-left: 24px',
  li: 'margin: 0',
  blockquote: `margin: 28px 0; padding: 12px 20px; border-left: 4px solid ${PRIMARY}; background-color: ${PRIMARY_SOFT}; border-radius: 0 8px 8px 0; font-style: italic; color: ${TEXT}`,
  a: `color: ${PRIMARY}; text-decoration: underline`,
  strong: `font-weight: 700; color: ${TEXT}`,
  em: 'font-style: italic',
  code: `font-family: Menlo, Consolas, monospace; font-size: 14px; background-color: ${SUBTLE}; border-radius: 4px; padding: 2px 4px`,
  pre: `font-family: Menlo, Consolas, monospace; font-size: 14px; background-color: ${SUBTLE}; border-radius: 8px; padding: 12px 16px; margin: 0 0 20px; white-space: pre-wrap`,
  hr: `border: 0px none; border-top: 1px solid ${BORDER}; margin: 28px 0`,
  img: 'max-width: 100%; height: auto',
  del: 'text-decoration: line-through',
} as const;

export type NewsletterElement = keyof typeof NEWSLETTER_ELEMENT_STYLES;

/** An item after the first in its list; the last paragraph of a quote; code inside a block of code. */
export const NEWSLETTER_POSITION_STYLES = {
  laterItem: 'margin-top: 6px',
  lastInQuote: 'margin-bottom: 0',
  codeInBlock: `background-color: ${SUBTLE}; padding: 0; font-size: inherit`,
} as const;

/** The same as one style sheet, for the site (scoped to `scope`, the body's wrapper). */
export function newsletterCss(scope: string): string {
  const rules = Object.entries(NEWSLETTER_ELEMENT_STYLES).map(([element, declarations]) => `${scope} ${element} { ${declarations}; }`);
  rules.push(`${scope} li + li { ${NEWSLETTER_POSITION_STYLES.laterItem}; }`);
  rules.push(`${scope} blockquote > :last-child { ${NEWSLETTER_POSITION_STYLES.lastInQuote}; }`);
  rules.push(`${scope} pre code { ${NEWSLETTER_POSITION_STYLES.codeInBlock}; }`);
  return rules.join('\n');
}

/**
 * The one look of every outbox email (issue 43, item 7): the site's header band, a heading,
 * paragraphs, details as label/value rows, an optional inline image (the check-in QR code), a
 * button, a secondary line ("Can't go? ..."), and a footer that says why the person gets this
 * email and links to what they can do about it. Every email is HTML plus the same content as plain
 * text, from the same content, so the two never say different things.
 *
 * What people typed (an event's title and place, an organiser's reason) is plain text: escaped,
 * and written so that no mail client makes a link of it (issue 42, finding 3: a place of
 * "verify at https://evil.example/login" must not become a link in the site's branding). Only
 * what the site means as a link is one: its own pages, and an event's online link when it is
 * http(s). An organiser's message body keeps its http(s) addresses as links (`linkify`).
 */
import type { RenderedEmail } from './types.ts';

/** A paragraph: plain text, or an organiser's message whose http(s) addresses become links. */
export type Paragraph = string | { text: string; linkify: true };

export interface Detail {
  label: string;
  value: string;
  /** Set only for a link the site vouches for as one (an event's online link, http(s) only). */
  href?: string;
}

export interface EmailContent {
  heading: string;
  paragraphs: Paragraph[];
  /** Rows such as When, Where, Online. */
  details?: Detail[];
  /** An inline image after the details (the check-in code): its caption in the HTML, `text` in its place in the text part. */
  image?: { cid: string; alt: string; width: number; caption: string; text: string };
  /** HTML made elsewhere and already safe (a newsletter issue's Markdown), with its text. */
  body?: { html: string; text: string };
  action?: { label: string; url: string };
  /** A line under the button, with one link: "Can't go? Cancel your place on the event page." */
  secondary?: { text: string; label: string; url: string };
  /** A note above the heading (a newsletter test). */
  note?: string;
  footer: {
    /** Why this person gets this email, e.g. "You receive this because you cancelled your RSVP to X." */
    reason: string;
    links: { label: string; url: string }[];
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/**
 * Addresses in text people typed: anything with a scheme ("https://", "javascript:"), "www.",
 * "mailto:", or a lower-case name with dots ending in a word of letters ("evil.example/login").
 */
const ADDRESS_LIKE = /\b[a-zA-Z][a-zA-Z0-9+.-]{1,20}:\/\/[^\s<>"']*|\b(?:www|WWW)\.[^\s<>"']+|\b(?:mailto|javascript|data|tel):[^\s<>"']+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}\b(?:\/[^\s<>"']*)?/g;

/**
 * Text people typed, written so no mail client makes a link of it: in anything that looks like
 * an address, "://" becomes "[:]//", a scheme's ":" becomes "[:]" and each "." becomes "[.]", the
 * way security notices quote a suspicious address. The reader still sees what was typed.
 */
export function unlinkable(text: string): string {
  return text.replace(ADDRESS_LIKE, (address) =>
    address
      .replace(/^([a-zA-Z][a-zA-Z0-9+.-]*):\/\//, (_, scheme: string) => `${scheme.replace(/\./g, '[.]')}[:]//`)
      .replace(/^(mailto|javascript|data|tel):/i, '$1[:]')
      .replace(/\.(?=[^\s])/g, '[.]'),
  );
}

/**
 * The headers of an email, written as its body writes what people typed (issue 55, finding 7): the
 * subject and a Reply-To name carry event titles, members' names, an organiser's subject, and a
 * mail app shows them, and may link them, before the body. The addresses themselves are the site's.
 */
export function unlinkableHeaders(email: RenderedEmail): RenderedEmail {
  return {
    ...email,
    subject: unlinkable(email.subject),
    ...(email.replyTo ? { replyTo: { ...email.replyTo, name: email.replyTo.name === null ? null : unlinkable(email.replyTo.name) } } : {}),
  };
}

/** An http(s) URL as the site would link it, or null (any other scheme, or not a URL at all). */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * An organiser's message as HTML: everything escaped, line breaks kept, and only http(s) addresses
 * made links (a `javascript:` or `data:` address stays text). A closing bracket or sentence
 * punctuation right after an address is not part of it.
 */
export function plainTextToHtml(text: string): string {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(/\bhttps?:\/\/[^\s<>"']+/gi)) {
    let url = match[0];
    const trailing = /[.,;:!?)\]}]+$/.exec(url);
    if (trailing) url = url.slice(0, -trailing[0].length);
    if (!httpUrl(url)) continue;
    parts.push(escapeHtml(text.slice(last, match.index)));
    parts.push(`<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
    last = match.index + url.length;
  }
  parts.push(escapeHtml(text.slice(last)));
  return parts.join('').replace(/\r\n|\r|\n/g, '<br>\n');
}

const BRAND = 'EO Asia Pacific';
const LINK = 'color:#0066cc';

function paragraphHtml(paragraph: Paragraph): string {
  const html = typeof paragraph === 'string' ? escapeHtml(unlinkable(paragraph)).replace(/\r\n|\r|\n/g, '<br>\n') : plainTextToHtml(paragraph.text);
  return `<p style="font-size:16px;line-height:1.5;margin:0 0 16px">${html}</p>`;
}

function paragraphText(paragraph: Paragraph): string {
  return typeof paragraph === 'string' ? unlinkable(paragraph) : paragraph.text;
}

function detailHtml(detail: Detail): string {
  const href = detail.href ? httpUrl(detail.href) : null;
  const value = href ? `<a href="${escapeHtml(href)}" style="${LINK}">${escapeHtml(detail.value)}</a>` : escapeHtml(unlinkable(detail.value));
  return `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;vertical-align:top;white-space:nowrap">${escapeHtml(detail.label)}</th><td style="padding:4px 0;word-break:break-word">${value}</td></tr>`;
}

function detailText(detail: Detail): string {
  const value = detail.href && httpUrl(detail.href) ? detail.value : unlinkable(detail.value);
  return detail.label ? `${detail.label}: ${value}` : `  ${value}`;
}

function renderHtml(content: EmailContent, siteUrl: string): string {
  const details = content.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;font-size:15px;line-height:1.5">${content.details.map(detailHtml).join('')}</table>`
    : '';
  const image = content.image
    ? `<p style="margin:16px 0"><img src="cid:${escapeHtml(content.image.cid)}" alt="${escapeHtml(content.image.alt)}" width="${content.image.width}" height="${content.image.width}" style="display:block;max-width:100%;height:auto"></p><p style="font-size:14px;line-height:1.5;color:#4f5868">${escapeHtml(content.image.caption)}</p>`
    : '';
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;background:#0066cc;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const secondary = content.secondary
    ? `<p style="font-size:15px;line-height:1.5;margin:0 0 16px">${escapeHtml(content.secondary.text)} <a href="${escapeHtml(content.secondary.url)}" style="${LINK}">${escapeHtml(content.secondary.label)}</a></p>`
    : '';
  const footerLinks = [{ label: BRAND, url: siteUrl }, ...content.footer.links]
    .map((link) => `<a href="${escapeHtml(link.url)}" style="${LINK}">${escapeHtml(link.label)}</a>`)
    .join(' · ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;padding:16px;background:#f4f6f9;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px;background:#0066cc;color:#ffffff;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${BRAND}</td></tr>
<tr><td style="padding:24px">${content.note ? `<p style="padding:8px 12px;background:#fff4d6;border-radius:4px">${escapeHtml(content.note)}</p>` : ''}<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${escapeHtml(unlinkable(content.heading))}</h1>
${content.paragraphs.map(paragraphHtml).join('\n')}
${content.body ? `<div style="font-size:16px;line-height:1.5">${content.body.html}</div>` : ''}${details}${image}${button}${secondary}
<hr style="border:none;border-top:1px solid #dde2ea;margin:24px 0 16px">
<p style="font-size:13px;line-height:1.5;color:#4f5868;margin:0 0 8px">${escapeHtml(unlinkable(content.footer.reason))}</p>
<p style="font-size:13px;line-height:1.5;color:#4f5868;margin:0">${footerLinks}</p>
</td></tr></table></body></html>`;
}

function renderText(content: EmailContent, siteUrl: string): string {
  return [
    BRAND,
    '',
    ...(content.note ? [content.note, ''] : []),
    unlinkable(content.heading),
    '',
    ...content.paragraphs.flatMap((p) => [paragraphText(p), '']),
    ...(content.body ? [content.body.text, ''] : []),
    ...(content.details?.length ? [...content.details.map(detailText), ''] : []),
    ...(content.image ? [content.image.text, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.secondary ? [`${content.secondary.text} ${content.secondary.label}: ${content.secondary.url}`, ''] : []),
    '--',
    unlinkable(content.footer.reason),
    `${BRAND}: ${siteUrl}`,
    ...content.footer.links.map((link) => `${link.label}: ${link.url}`),
    '',
  ].join('\n');
}

/** Both parts of an email from one content. */
export function renderParts(content: EmailContent, siteUrl: string): { text: string; html: string } {
  return { text: renderText(content, siteUrl), html: renderHtml(content, siteUrl) };
}

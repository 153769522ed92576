/**
 * The look shared by the outbox's emails: the site's header, a heading, paragraphs, an optional
 * button, details as label/value rows, and a footer with the preferences link. Every email is
 * HTML plus the same content as plain text. Values are escaped here; renderers pass plain text.
 */

export interface EmailContent {
  heading: string;
  paragraphs: string[];
  /** Label/value rows (When, Where, Online). */
  details?: { label: string; value: string }[];
  action?: { label: string; url: string };
  /** An inline image after the details (the check-in code), with its text equivalent. */
  image?: { cid: string; alt: string; width: number; caption: string; text: string };
  /** Links in the footer (event page, preferences, unsubscribe). */
  footer: { label: string; url: string }[];
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export function renderHtml(content: EmailContent, siteUrl: string): string {
  const details = content.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;font-size:15px;line-height:1.5">${content.details
        .map((d) => `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(d.label)}</th><td style="padding:4px 0">${escapeHtml(d.value)}</td></tr>`)
        .join('')}</table>`
    : '';
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;background:#0066cc;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const footer = [`<a href="${escapeHtml(siteUrl)}" style="color:#0066cc">EO Asia Pacific</a>`, ...content.footer.map((link) => `<a href="${escapeHtml(link.url)}" style="color:#0066cc">${escapeHtml(link.label)}</a>`)].join(' · ');
  return `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f4f6f9;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;background:#0066cc;color:#ffffff;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">EO Asia Pacific</td></tr>
<tr><td style="padding:32px"><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${details}${content.image ? `<p style="margin:16px 0"><img src="cid:${escapeHtml(content.image.cid)}" alt="${escapeHtml(content.image.alt)}" width="${content.image.width}" height="${content.image.width}" style="display:block"></p><p style="font-size:14px;line-height:1.5;color:#4f5868">${escapeHtml(content.image.caption)}</p>` : ''}${button}
<p style="font-size:13px;line-height:1.5;color:#4f5868">${footer}</p>
</td></tr></table></body></html>`;
}

export function renderText(content: EmailContent, siteUrl: string): string {
  return [
    'EO Asia Pacific',
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.details?.length ? [...content.details.map((d) => (d.label ? `${d.label}: ${d.value}` : `  ${d.value}`)), ''] : []),
    ...(content.image ? [content.image.caption, content.image.text, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    `EO Asia Pacific: ${siteUrl}`,
    ...content.footer.map((link) => `${link.label}: ${link.url}`),
  ].join('\n');
}

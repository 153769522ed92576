/**
 * The newsletter's emails, sent over SMTP with nodemailer (npm; Deno imports it through deno.json):
 * locally to the mail catcher the backend names (SMTP_HOST, SMTP_PORT), on a hosted project to
 * the SMTP server set as secrets (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS; port 465 is TLS;
 * edge functions may not use ports 25 and 587). Each email is HTML plus plain text, from
 * SMTP_SENDER, and carries a one-click unsubscribe (RFC 8058: List-Unsubscribe with the function's
 * address, List-Unsubscribe-Post).
 */
import nodemailer from 'nodemailer';
import { getEnv } from '../_shared/env.ts';
import { smtpSettings } from '../_shared/smtpSettings.ts';

export interface NewsletterMail {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** The function's own unsubscribe address (one click, POST) and the page a person lands on. */
  unsubscribe: { oneClick: string; page: string };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

function html(mail: NewsletterMail, siteUrl: string): string {
  const button = mail.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;padding:12px 24px;background:#0066cc;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(mail.action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f4f6f9;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;background:#0066cc;color:#ffffff;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">EO Asia Pacific</td></tr>
<tr><td style="padding:32px"><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(mail.heading)}</h1>
${mail.paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="font-size:13px;line-height:1.5;color:#4f5868">EO Asia Pacific · <a href="${escapeHtml(siteUrl)}" style="color:#0066cc">${escapeHtml(siteUrl)}</a> · <a href="${escapeHtml(mail.unsubscribe.page)}" style="color:#0066cc">Unsubscribe</a></p>
</td></tr></table></body></html>`;
}

function text(mail: NewsletterMail, siteUrl: string): string {
  return [
    'EO Asia Pacific',
    '',
    mail.heading,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`, ''] : []),
    `EO Asia Pacific · ${siteUrl}`,
    `Unsubscribe: ${mail.unsubscribe.page}`,
  ].join('\n');
}

export async function sendNewsletterMail(mail: NewsletterMail, siteUrl: string): Promise<void> {
  const transport = nodemailer.createTransport(smtpSettings());
  try {
    await transport.sendMail({
      from: getEnv('SMTP_SENDER') ?? 'EO Asia Pacific <no-reply@eo-apac.test>',
      to: mail.to,
      subject: mail.subject,
      html: html(mail, siteUrl),
      text: text(mail, siteUrl),
      headers: {
        'List-Unsubscribe': `<${mail.unsubscribe.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  } finally {
    transport.close();
  }
}

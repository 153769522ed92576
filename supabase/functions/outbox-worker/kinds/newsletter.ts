/**
 * `newsletter`: one issue to one confirmed subscriber (enqueued by public.send_newsletter_issue or
 * the scheduled release, migration 20261127200000_newsletter_issues.sql). The payload is the issue
 * as it was sent: `{ issue_id, slug, subject, markdown }`.
 *
 * Every email carries the subscriber's own one-click unsubscribe: the `newsletter` function's
 * signed link for this address (List-Unsubscribe + List-Unsubscribe-Post, RFC 8058) and the same
 * link as a page in the footer, and a link to the issue in the site's archive.
 */
import { getEnv } from '../../_shared/env.ts';
import { signLink } from '../../newsletter/token.ts';
import { escapeHtml } from './layout.ts';
import { newsletterHtml } from './newsletterHtml.ts';
import type { RenderContext, RenderedEmail, Renderer } from './types.ts';

function text(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new Error(`The newsletter payload has no ${name}.`);
  return value;
}

/** The subscriber's own unsubscribe: the function's one-click address and the site's page. */
async function unsubscribeLinks(email: string, siteUrl: string): Promise<{ oneClick: string; page: string }> {
  const api = getEnv('SUPABASE_URL')?.replace(/\/$/, '');
  if (!api) throw new Error('SUPABASE_URL is not set');
  const token = await signLink({ p: 'unsubscribe', e: email });
  const oneClick = new URL(`${api}/functions/v1/newsletter`);
  oneClick.search = new URLSearchParams({ action: 'unsubscribe', token }).toString();
  return { oneClick: oneClick.toString(), page: `${siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}` };
}

/** The issue as an email; `isTest` marks the subject and says so above the body. */
export async function renderIssue(payload: Record<string, unknown>, context: RenderContext, isTest: boolean): Promise<RenderedEmail> {
  const subject = text(payload.subject, 'subject');
  const markdown = text(payload.markdown, 'markdown');
  const slug = text(payload.slug, 'slug');
  const site = context.siteUrl;
  const archive = `${site}/newsletter/issues/${encodeURIComponent(slug)}`;
  const unsubscribe = await unsubscribeLinks(context.message.recipient_email, site);
  const testNote = isTest ? 'This is a test: only you received it.' : '';
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f4f6f9;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;background:#0066cc;color:#ffffff;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">EO Asia Pacific</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.5">${testNote ? `<p style="padding:8px 12px;background:#fff4d6;border-radius:4px">${escapeHtml(testNote)}</p>` : ''}
<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(subject)}</h1>
${newsletterHtml(markdown, site)}
<p style="font-size:13px;line-height:1.5;color:#4f5868;margin-top:32px">You receive this because you subscribed to the EO Asia Pacific newsletter. <a href="${escapeHtml(archive)}" style="color:#0066cc">Read it on the site</a> · <a href="${escapeHtml(unsubscribe.page)}" style="color:#0066cc">Unsubscribe</a></p>
</td></tr></table></body></html>`;
  const plain = [
    'EO Asia Pacific',
    '',
    ...(testNote ? [testNote, ''] : []),
    subject,
    '',
    markdown,
    '',
    `Read it on the site: ${archive}`,
    `Unsubscribe: ${unsubscribe.page}`,
  ].join('\n');
  return { subject: isTest ? `[Test] ${subject}` : subject, text: plain, html, unsubscribe: unsubscribe.oneClick };
}

export const newsletter: Renderer = (payload, context) => renderIssue(payload, context, false);

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
import { renderParts } from './layout.ts';
import { newsletterHtml } from './newsletterHtml.ts';
import { newsletterText } from './newsletterText.ts';
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

/** The issue as an email, in the one layout; `isTest` marks the subject and says so above the body. */
export async function renderIssue(payload: Record<string, unknown>, context: RenderContext, isTest: boolean): Promise<RenderedEmail> {
  const subject = text(payload.subject, 'subject');
  const markdown = text(payload.markdown, 'markdown');
  const slug = text(payload.slug, 'slug');
  const site = context.siteUrl;
  const archive = `${site}/newsletter/issues/${encodeURIComponent(slug)}`;
  const unsubscribe = await unsubscribeLinks(context.message.recipient_email, site);
  const parts = renderParts(
    {
      ...(isTest ? { note: 'This is a test: only you received it.' } : {}),
      heading: subject,
      paragraphs: [],
      body: { html: newsletterHtml(markdown, site), text: newsletterText(markdown, site) },
      footer: {
        reason: 'You receive this because you subscribed to the EO Asia Pacific newsletter.',
        links: [
          { label: 'Read it on the site', url: archive },
          { label: 'Unsubscribe', url: unsubscribe.page },
        ],
      },
    },
    site,
  );
  return { subject: isTest ? `[Test] ${subject}` : subject, ...parts, unsubscribe: unsubscribe.oneClick };
}

export const newsletter: Renderer = (payload, context) => renderIssue(payload, context, false);

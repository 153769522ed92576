/**
 * `newsletter_test`: an issue sent to the admin who asked for it (public.send_newsletter_test),
 * drawn exactly as the subscribers' emails, its subject marked "[Test]".
 */
import { renderIssue } from './newsletter.ts';
import type { Renderer } from './types.ts';

export const newsletter_test: Renderer = (payload, context) => renderIssue(payload, context, true);

/**
 * `status`: is the image service configured? `{ ok: true }` when the RUNWARE_API_KEY secret is
 * set, `{ ok: false }` otherwise. Never returns or logs the key itself.
 */
import { withCors } from '../_shared/cors.ts';
import { getEnv } from '../_shared/env.ts';
import { jsonResponse } from '../_shared/respond.ts';

const respond = withCors(async () => jsonResponse({ ok: Boolean(getEnv('RUNWARE_API_KEY')?.trim()) }));

export default async function handler(req: Request): Promise<Response> {
  return respond(req);
}

/**
 * `status`: is the image service configured? For signed-in admins only: `{ ok: true }` when the
 * RUNWARE_API_KEY secret is set, `{ ok: false }` otherwise. A caller without a signed-in user
 * (the anon key) gets 401 and a member 403, so visitors are never told about the key. Never
 * returns or logs the key itself.
 */
import { checkAdmin } from '../_shared/admin.ts';
import { withCors } from '../_shared/cors.ts';
import { getEnv } from '../_shared/env.ts';
import { errorResponse, jsonResponse } from '../_shared/respond.ts';

const respond = withCors(async (req) => {
  try {
    const caller = await checkAdmin(req);
    if (caller.refusal) return caller.refusal;
  } catch (error) {
    console.error('status could not check the caller:', error instanceof Error ? error.message : error);
    return errorResponse(500, 'Could not check the image service status');
  }
  return jsonResponse({ ok: Boolean(getEnv('RUNWARE_API_KEY')?.trim()) });
});

export default async function handler(req: Request): Promise<Response> {
  return respond(req);
}

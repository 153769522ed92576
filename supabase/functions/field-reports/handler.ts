/**
 * `field-reports`: where the shell's field data arrives (issue 45; verify_jwt = false: browsers
 * send it with `navigator.sendBeacon`, no Authorization, as text/plain so no preflight is needed).
 *
 * POST one batch (JSON, at most 16 KiB): `public.record_field_reports` checks its shape, keeps
 * what names a part and release the registry serves on that side and drops the rest, and counts
 * the batch against the caller's address (600 per 10 minutes by default, `private.rate_limits`).
 * Answers 202 `{ accepted, dropped }`; 413 for a larger body (read no further than the limit),
 * 400 for one that is not a batch, 429 over the address's limit. It is an open endpoint: nothing in
 * a batch is trusted beyond what the database checks.
 */
import { requestClientAddress } from '../_shared/clientAddress.ts';
import { withCors } from '../_shared/cors.ts';
import { getEnv } from '../_shared/env.ts';
import { errorResponse, jsonResponse } from '../_shared/respond.ts';

export const MAX_BATCH_BYTES = 16 * 1024;

const TOO_LARGE = `A report batch is limited to ${MAX_BATCH_BYTES} bytes.`;
const NOT_A_BATCH = 'A report batch is a JSON object.';

/** The body as text, or null once it passes the limit (the rest is not read). */
async function readLimited(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > MAX_BATCH_BYTES) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BATCH_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(body);
}

async function record(batch: unknown, client: string): Promise<Response> {
  const url = getEnv('SUPABASE_URL')?.replace(/\/$/, '');
  const serviceKey = getEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !serviceKey) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are not set');
  const response = await fetch(`${url}/rest/v1/rpc/record_field_reports`, {
    method: 'POST',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ batch, client }),
  });
  const answer = (await response.json().catch(() => null)) as { message?: string } | null;
  if (response.status === 429 || response.status === 400) return errorResponse(response.status, answer?.message ?? NOT_A_BATCH);
  if (!response.ok) throw new Error(`record_field_reports answered HTTP ${response.status}: ${JSON.stringify(answer)}`);
  return jsonResponse(answer, 202);
}

async function handle(request: Request): Promise<Response> {
  if (request.method !== 'POST') return errorResponse(405, 'Use POST.', { Allow: 'POST' });
  const text = await readLimited(request);
  if (text === null) return errorResponse(413, TOO_LARGE, { Connection: 'close' });
  let batch: unknown;
  try {
    batch = JSON.parse(text);
  } catch {
    return errorResponse(400, NOT_A_BATCH);
  }
  if (!batch || typeof batch !== 'object' || Array.isArray(batch)) return errorResponse(400, NOT_A_BATCH);
  return record(batch, requestClientAddress(request.headers));
}

export default withCors(async (request) => {
  try {
    return await handle(request);
  } catch (error) {
    console.error('field-reports failed:', error);
    return errorResponse(500, "We couldn't record this right now.");
  }
});

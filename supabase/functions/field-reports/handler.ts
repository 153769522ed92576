/**
 * `field-reports`: where the shell's field data arrives (issue 45; verify_jwt = false: browsers
 * send it with `navigator.sendBeacon`, no Authorization, as text/plain so no preflight is needed).
 *
 * POST one batch (JSON, at most 16 KiB): `public.record_field_reports` counts it against the
 * caller's address (600 per 10 minutes by default, `private.rate_limits`), checks its shape, keeps
 * what names a part and release the registry serves on that side with a keyed hash of the address
 * (the guard counts addresses by it), and drops the rest. Answers 202 `{ accepted, dropped }`; 413
 * for a larger body (read no further than the limit), 400 for one that is not a batch, 429 over the
 * address's limit. A body refused here is counted in the database too (a null batch), so refusals
 * cannot be sent without end (issue 55). It is an open endpoint: nothing in a batch is trusted
 * beyond what the database checks, and no answer carries the database's own text.
 */
import { requestClientAddress } from '../_shared/clientAddress.ts';
import { withCors } from '../_shared/cors.ts';
import { getEnv } from '../_shared/env.ts';
import { errorResponse, jsonResponse } from '../_shared/respond.ts';

export const MAX_BATCH_BYTES = 16 * 1024;

const TOO_LARGE = `A report batch is limited to ${MAX_BATCH_BYTES} bytes.`;
const NOT_A_BATCH = 'A report batch is a JSON object.';
const TOO_MANY = 'Too many reports from your network. Please try again later.';

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

/** What the function refused by itself: the database still counts it against the address. */
interface Refusal {
  status: 400 | 413;
  message: string;
  headers?: Record<string, string>;
}

type Recorded = { accepted: number; dropped: number } | { refused: string };

/**
 * PostgreSQL's text cannot hold U+0000, which a JSON string can (`\u0000`, not after an escaped
 * backslash): such a batch would fail in the API's own parsing, with the database's message and
 * before anything is counted.
 */
const ESCAPED_NUL = /(?<!\\)(?:\\\\)*\\u0000/;

/** A batch nests three levels (batch, parts, part); past this it is not one, and deep enough it would overflow a stack. */
const MAX_NESTING = 8;

/** How deep the JSON text nests its arrays and objects, strings skipped; counted without recursion. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, (depth += 1));
    else if (char === ']' || char === '}') depth -= 1;
  }
  return deepest;
}

/** Counts the batch against `client` and records it; with `refusal`, a batch refused here, only counted. */
async function record(client: string, batch: object | null, refusal?: Refusal): Promise<Response> {
  const url = getEnv('SUPABASE_URL')?.replace(/\/$/, '');
  const serviceKey = getEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !serviceKey) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are not set');
  const response = await fetch(`${url}/rest/v1/rpc/record_field_reports`, {
    method: 'POST',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ batch, client }),
  });
  const answer = (await response.json().catch(() => null)) as (Recorded & { message?: string }) | null;
  // The limit's own sentence (private.rate_limits); any other failure is ours, answered as a 500.
  if (response.status === 429) return errorResponse(429, answer?.message ?? TOO_MANY);
  if (!response.ok || !answer) throw new Error(`record_field_reports answered HTTP ${response.status}: ${JSON.stringify(answer)}`);
  if (refusal) return errorResponse(refusal.status, refusal.message, refusal.headers);
  if ('refused' in answer) return errorResponse(400, answer.refused);
  return jsonResponse(answer, 202);
}

async function handle(request: Request): Promise<Response> {
  if (request.method !== 'POST') return errorResponse(405, 'Use POST.', { Allow: 'POST' });
  const client = requestClientAddress(request.headers);
  const text = await readLimited(request);
  if (text === null) return record(client, null, { status: 413, message: TOO_LARGE, headers: { Connection: 'close' } });
  const notABatch: Refusal = { status: 400, message: NOT_A_BATCH };
  if (nestingDepth(text) > MAX_NESTING) return record(client, null, notABatch);
  let batch: unknown;
  try {
    batch = JSON.parse(text);
  } catch {
    return record(client, null, notABatch);
  }
  if (!batch || typeof batch !== 'object' || Array.isArray(batch) || ESCAPED_NUL.test(JSON.stringify(batch))) return record(client, null, notABatch);
  return record(client, batch);
}

export default withCors(async (request) => {
  try {
    return await handle(request);
  } catch (error) {
    console.error('field-reports failed:', error);
    return errorResponse(500, "We couldn't record this right now.");
  }
});

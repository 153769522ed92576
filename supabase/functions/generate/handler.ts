/**
 * `generate`: makes page images with the image service, for admins only, within a daily cap.
 *
 * 1. The platform has verified the JWT (verify_jwt). A caller without a signed-in user gets 401;
 *    the admin check asks the database (`is_admin()` through PostgREST with the caller's own JWT,
 *    so the profile's role decides, never a claim the client controls): a member gets 403.
 * 2. The body is validated (400 naming the field) and SPEC's defaults are filled in.
 * 3. At most IMAGE_DAILY_LIMIT images (default 200) a UTC day across all admins: the images are
 *    reserved in the database (`reserve_image_budget`, one atomic update, so concurrent calls
 *    cannot overrun the cap) before the service is called; beyond the cap 429. What the service
 *    did not make is given back (`release_image_budget`): all of it when it refused the task or
 *    could not be reached, the rest when fewer images came back. After a timeout or an unreadable
 *    answer the reservation stays: the service may have made, and billed, the images anyway.
 * 4. One imageInference task goes to the service (RUNWARE_API_URL, RUNWARE_API_KEY); its errors,
 *    a timeout (RUNWARE_TIMEOUT_MS, default 60 s) or an unreadable answer become 502/504.
 * 5. Every image is recorded in `generated_images` (service role) and returned.
 */
import { checkAdmin } from '../_shared/admin.ts';
import { withCors } from '../_shared/cors.ts';
import { getEnv } from '../_shared/env.ts';
import { errorResponse, jsonResponse } from '../_shared/respond.ts';
import { DEFAULT_API_URL, DEFAULT_TIMEOUT_MS, generateImages, ImageServiceError, type GeneratedImage } from './imageService.ts';
import { parseGenerateRequest, RequestError, type GenerateRequest } from './request.ts';

const DEFAULT_DAILY_LIMIT = 200;
const NOT_CONFIGURED = 'The image service API key not configured. Please check with your administrator.';

function positiveNumber(name: string, fallback: number): number {
  const value = Number(getEnv(name));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function backend() {
  const url = getEnv('SUPABASE_URL')?.replace(/\/$/, '');
  const serviceKey = getEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !serviceKey) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are not set');
  return { url, serviceKey };
}

/** A database function called with the service role (the budget's functions are service role only). */
async function serviceRpc(name: string, args: Record<string, unknown>): Promise<unknown> {
  const { url, serviceKey } = backend();
  const response = await fetch(`${url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${name} answered HTTP ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

interface Reservation {
  reserved: boolean;
  /** Images taken from the day's budget so far, these included when reserved. */
  used: number;
  /** The UTC day (YYYY-MM-DD) the images were taken from; given back to the same day. */
  day: string;
}

/** Takes `images` images from today's budget of `limit` in one atomic step, or nothing. */
async function reserveImages(images: number, limit: number): Promise<Reservation> {
  const answer = (await serviceRpc('reserve_image_budget', { images, day_limit: limit })) as Partial<Reservation> | null;
  if (typeof answer?.reserved !== 'boolean' || typeof answer.used !== 'number' || typeof answer.day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(answer.day)) {
    throw new Error('reserve_image_budget gave an answer without reserved, used and day');
  }
  return answer as Reservation;
}

/** Gives back images the service did not make. Never fails the call: a lost release only lowers the day's cap. */
async function releaseImages(day: string, images: number): Promise<void> {
  if (images < 1) return;
  await serviceRpc('release_image_budget', { day, images }).catch((error: unknown) => {
    console.error('generate could not give back its reservation:', error instanceof Error ? error.message : error);
  });
}

interface StoredImage {
  id: string;
  image_url: string;
  seed: number | null;
  cost: number;
  nsfw: boolean;
  created_at: string;
}

async function record(request: GenerateRequest, images: GeneratedImage[], userId: string): Promise<StoredImage[]> {
  const { url, serviceKey } = backend();
  const rows = images.map((image) => ({
    page_key: request.pageKey,
    prompt: request.positivePrompt,
    image_url: image.imageURL,
    seed: image.seed,
    cost: image.cost,
    nsfw: image.NSFWContent,
    width: request.width,
    height: request.height,
    output_format: request.outputFormat,
    model: request.model,
    created_by: userId,
  }));
  const response = await fetch(`${url}/rest/v1/generated_images?select=id,image_url,seed,cost,nsfw,created_at`, {
    method: 'POST',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json', Prefer: 'return=representation' },
    body: JSON.stringify(rows),
  });
  if (!response.ok) throw new Error(`recording the images answered HTTP ${response.status}: ${await response.text()}`);
  return (await response.json()) as StoredImage[];
}

async function generate(req: Request): Promise<Response> {
  if (req.method !== 'POST') return errorResponse(405, 'Use POST to generate an image.', { Allow: 'POST, OPTIONS' });
  const caller = await checkAdmin(req);
  if (caller.refusal) return caller.refusal;

  let request: GenerateRequest;
  try {
    request = parseGenerateRequest(await req.json().catch(() => null));
  } catch (error) {
    if (error instanceof RequestError) return errorResponse(400, error.message);
    throw error;
  }

  const apiKey = getEnv('RUNWARE_API_KEY')?.trim();
  if (!apiKey) return errorResponse(503, NOT_CONFIGURED);

  const now = new Date();
  const limit = Math.floor(positiveNumber('IMAGE_DAILY_LIMIT', DEFAULT_DAILY_LIMIT));
  const reservation = await reserveImages(request.numberResults, limit);
  if (!reservation.reserved) {
    const resetsAt = Date.parse(`${reservation.day}T00:00:00Z`) + 86_400_000;
    const seconds = Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000));
    return errorResponse(
      429,
      `Today's limit of ${limit} images is reached (${reservation.used} made). It resets at midnight UTC, in ${Math.ceil(seconds / 3600)} hour${seconds > 3600 ? 's' : ''}.`,
      { 'Retry-After': String(seconds) },
    );
  }

  let images: GeneratedImage[];
  try {
    images = await generateImages(request, {
      apiKey,
      apiUrl: getEnv('RUNWARE_API_URL')?.trim() || DEFAULT_API_URL,
      timeoutMs: positiveNumber('RUNWARE_TIMEOUT_MS', DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    if (!(error instanceof ImageServiceError && error.mayHaveCharged)) await releaseImages(reservation.day, request.numberResults);
    if (error instanceof ImageServiceError) return errorResponse(error.status, error.message);
    throw error;
  }
  await releaseImages(reservation.day, request.numberResults - images.length);

  // The images are paid for: if the record cannot be written, the admin still gets them.
  const stored = await record(request, images, caller.userId).catch((error: unknown) => {
    console.error('generate could not record its images:', error instanceof Error ? error.message : error);
    return undefined;
  });
  const createdAt = now.toISOString();
  return jsonResponse({
    pageKey: request.pageKey,
    prompt: request.positivePrompt,
    images: images.map((image, index) => {
      const row = stored?.[index];
      return { id: row?.id ?? null, imageURL: image.imageURL, seed: image.seed, cost: image.cost, NSFWContent: image.NSFWContent, createdAt: row?.created_at ?? createdAt };
    }),
  });
}

const respond = withCors(async (req) => {
  try {
    return await generate(req);
  } catch (error) {
    // Never the key: errors here come from the database calls, which do not see it.
    console.error('generate failed:', error instanceof Error ? error.message : error);
    return errorResponse(500, 'Failed to generate image');
  }
});

export default async function handler(req: Request): Promise<Response> {
  return respond(req);
}

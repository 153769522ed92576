/**
 * `generate`: makes page images with the image service, for admins only, within a daily cap.
 *
 * 1. The platform has verified the JWT (verify_jwt). A caller without a signed-in user gets 401;
 *    the admin check asks the database (`is_admin()` through PostgREST with the caller's own JWT,
 *    so the profile's role decides, never a claim the client controls): a member gets 403.
 * 2. The body is validated (400 naming the field) and SPEC's defaults are filled in.
 * 3. At most IMAGE_DAILY_LIMIT images (default 200) a UTC day across all admins: beyond it 429.
 * 4. One imageInference task goes to the service (RUNWARE_API_URL, RUNWARE_API_KEY); its errors,
 *    a timeout (RUNWARE_TIMEOUT_MS, default 60 s) or an unreadable answer become 502/504.
 * 5. Every image is recorded in `generated_images` (service role) and returned.
 */
import { withCors } from '../_shared/cors.ts';
import { getEnv } from '../_shared/env.ts';
import { callerClaims } from '../_shared/jwt.ts';
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
  const anonKey = getEnv('SUPABASE_ANON_KEY');
  const serviceKey = getEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !anonKey || !serviceKey) throw new Error('SUPABASE_URL and the API keys are not set');
  return { url, anonKey, serviceKey };
}

/** The database's answer to "is the caller an admin?", asked with the caller's own JWT. */
async function isAdmin(authorization: string): Promise<boolean> {
  const { url, anonKey } = backend();
  const response = await fetch(`${url}/rest/v1/rpc/is_admin`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: authorization, 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`is_admin answered HTTP ${response.status}`);
  return (await response.json()) === true;
}

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Images recorded since midnight UTC, across all admins. */
async function imagesToday(now: Date): Promise<number> {
  const { url, serviceKey } = backend();
  const since = encodeURIComponent(startOfUtcDay(now).toISOString());
  const response = await fetch(`${url}/rest/v1/generated_images?select=id&created_at=gte.${since}`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, Prefer: 'count=exact', Range: '0-0' },
  });
  if (!response.ok) throw new Error(`counting today's images answered HTTP ${response.status}`);
  const total = Number(response.headers.get('content-range')?.split('/')[1]);
  if (!Number.isFinite(total)) throw new Error('counting today\'s images gave no total');
  return total;
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
  const claims = callerClaims(req);
  const authorization = req.headers.get('authorization');
  if (!authorization || claims?.role !== 'authenticated' || typeof claims.sub !== 'string') {
    return errorResponse(401, 'Sign in as an administrator to generate images.');
  }
  if (!(await isAdmin(authorization))) return errorResponse(403, 'Only administrators can generate images.');

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
  const used = await imagesToday(now);
  if (used + request.numberResults > limit) {
    const resetsAt = new Date(startOfUtcDay(now).getTime() + 86_400_000);
    const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
    return errorResponse(
      429,
      `Today's limit of ${limit} images is reached (${used} made). It resets at midnight UTC, in ${Math.ceil(seconds / 3600)} hour${seconds > 3600 ? 's' : ''}.`,
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
    if (error instanceof ImageServiceError) return errorResponse(error.status, error.message);
    throw error;
  }

  // The images are paid for: if the record cannot be written, the admin still gets them.
  const stored = await record(request, images, claims.sub).catch((error: unknown) => {
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

import { getAppConfig } from '../config/appConfig';
import { getSupabase } from '../client/supabaseClient';

/** Request fields of the `generate` function (SPEC section 3). */
export interface ImageGenerationRequest {
  positivePrompt: string;
  model?: string;
  width?: number;
  height?: number;
  numberResults?: number;
  outputFormat?: 'WEBP' | 'PNG' | 'JPG';
  CFGScale?: number;
  scheduler?: string;
  strength?: number;
  promptWeighting?: string;
  seed?: number;
  lora?: { model: string; weight: number }[];
}

export interface GeneratedImage {
  imageURL: string;
  seed: number;
  cost: number;
  NSFWContent: boolean;
}

async function authHeaders(): Promise<Record<string, string>> {
  const { supabaseAnonKey } = getAppConfig();
  const { data } = await getSupabase().auth.getSession();
  return { apikey: supabaseAnonKey, Authorization: `Bearer ${data.session?.access_token ?? supabaseAnonKey}` };
}

async function readJson(response: Response): Promise<unknown> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' && message ? message : `Request failed (HTTP ${response.status})`);
  }
  return body;
}

/** POST {functions}/generate. Resolves with the generated images or rejects with the service's message. */
export async function generateImage(request: ImageGenerationRequest): Promise<GeneratedImage[]> {
  const response = await fetch(`${getAppConfig().functionsUrl}/generate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(await authHeaders()) },
    body: JSON.stringify(request),
  });
  const body = (await readJson(response)) as { data?: GeneratedImage[] };
  return body.data ?? [];
}

/** GET {functions}/status: whether the image service key is configured. */
export async function getImageServiceStatus(): Promise<{ ok: boolean }> {
  const response = await fetch(`${getAppConfig().functionsUrl}/status`, { headers: await authHeaders() });
  const body = (await readJson(response)) as { ok?: unknown };
  return { ok: body.ok === true };
}

/**
 * The image service (Runware) over its documented HTTP protocol: a JSON array of tasks POSTed
 * with the API key as a Bearer token; the answer is `{ data: [...] }` with one item per image,
 * or `{ errors: [{ code, message, ... }] }`.
 */
import type { GenerateRequest } from './request.ts';

export const DEFAULT_API_URL = 'https://api.runware.ai/v1';
export const DEFAULT_TIMEOUT_MS = 60_000;

export interface GeneratedImage {
  imageURL: string;
  seed: number | null;
  cost: number;
  NSFWContent: boolean;
}

/**
 * What went wrong with the service, as the status the caller gets: 502 (bad answer) or 504 (no
 * answer). `mayHaveCharged`: the service may have made (and billed) the images anyway, because
 * it took the task and its answer was lost (timeout) or could not be read; false when it refused
 * the task or could not be reached.
 */
export class ImageServiceError extends Error {
  constructor(readonly status: 502 | 504, message: string, readonly mayHaveCharged = false) {
    super(message);
  }
}

export interface ImageServiceSettings {
  apiKey: string;
  apiUrl: string;
  timeoutMs: number;
}

function inferenceTask(request: GenerateRequest, taskUUID: string) {
  return {
    taskType: 'imageInference',
    taskUUID,
    outputType: 'URL',
    positivePrompt: request.positivePrompt,
    model: request.model,
    width: request.width,
    height: request.height,
    numberResults: request.numberResults,
    outputFormat: request.outputFormat,
    CFGScale: request.CFGScale,
    scheduler: request.scheduler,
    strength: request.strength,
    includeCost: true,
    ...(request.promptWeighting === 'none' ? {} : { promptWeighting: request.promptWeighting }),
    ...(request.seed === undefined ? {} : { seed: request.seed }),
    ...(request.lora.length === 0 ? {} : { lora: request.lora }),
  };
}

function readImages(answer: unknown, taskUUID: string, expected: number): GeneratedImage[] {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw unreadable(true);
  const images = data
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null && (item.taskUUID === undefined || item.taskUUID === taskUUID))
    .map((item) => ({
      imageURL: item.imageURL,
      seed: typeof item.seed === 'number' ? item.seed : null,
      cost: typeof item.cost === 'number' && item.cost >= 0 ? item.cost : 0,
      NSFWContent: item.NSFWContent === true,
    }));
  const isReadable = images.length >= 1 && images.length <= expected && images.every((image) => typeof image.imageURL === 'string' && /^https?:\/\//.test(image.imageURL));
  if (!isReadable) throw unreadable(true);
  return images as GeneratedImage[];
}

function refusal(answer: unknown, status: number, apiKey: string): string {
  const errors = (answer as { errors?: unknown } | null)?.errors;
  const first = Array.isArray(errors) ? (errors[0] as { message?: unknown } | undefined) : undefined;
  const reason = typeof first?.message === 'string' ? first.message : `HTTP ${status}`;
  // The service's message is shown to staff; it must never carry the key, even if echoed.
  return `The image service refused the request: ${reason.split(apiKey).join('[key]')}`.slice(0, 500);
}

/** One imageInference task; resolves to the images, or throws ImageServiceError. */
export async function generateImages(request: GenerateRequest, settings: ImageServiceSettings): Promise<GeneratedImage[]> {
  const taskUUID = crypto.randomUUID();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(settings.apiUrl, {
        method: 'POST',
        headers: { Authorization: `Bearer ${settings.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify([inferenceTask(request, taskUUID)]),
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) throw timeout(settings.timeoutMs);
      throw new ImageServiceError(502, `The image service could not be reached (${error instanceof Error ? error.message : 'network error'}).`);
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      if (controller.signal.aborted) throw timeout(settings.timeoutMs);
      throw unreadable(response.ok);
    }
    const errors = (answer as { errors?: unknown } | null)?.errors;
    if (!response.ok || (Array.isArray(errors) && errors.length > 0)) throw new ImageServiceError(502, refusal(answer, response.status, settings.apiKey));
    return readImages(answer, taskUUID, request.numberResults);
  } finally {
    clearTimeout(timer);
  }
}

function timeout(ms: number): ImageServiceError {
  return new ImageServiceError(504, `The image service did not answer within ${Math.round(ms / 1000)} seconds. Please try again.`, true);
}

/** An answer that could not be read; a successful status means the service may have made the images. */
function unreadable(mayHaveCharged: boolean): ImageServiceError {
  return new ImageServiceError(502, 'The image service sent an answer the generator could not read.', mayHaveCharged);
}

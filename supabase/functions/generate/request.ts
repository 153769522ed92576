/**
 * The body of `POST generate`: SPEC section 3's image generation request plus the page the
 * image is for, validated field by field, with SPEC section 7's defaults filled in.
 */

const PAGE_KEYS = ['about', 'chapters', 'partners', 'industries', 'path', 'events', 'blog', 'council', 'resources'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

const OUTPUT_FORMATS = ['WEBP', 'PNG', 'JPG'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

const PROMPT_WEIGHTINGS = ['none', 'compel', 'sdEmbeds'] as const;

export interface Lora {
  model: string;
  weight: number;
}

export interface GenerateRequest {
  pageKey: PageKey;
  positivePrompt: string;
  model: string;
  width: number;
  height: number;
  numberResults: number;
  outputFormat: OutputFormat;
  CFGScale: number;
  scheduler: string;
  strength: number;
  promptWeighting: (typeof PROMPT_WEIGHTINGS)[number];
  seed?: number;
  lora: Lora[];
}

/** SPEC section 7: a fixed model, 1024x1024, 1 result, WEBP, CFG 1, flow-match Euler, strength 0.8. */
const DEFAULTS = {
  model: 'runware:101@1',
  width: 1024,
  height: 1024,
  numberResults: 1,
  outputFormat: 'WEBP',
  CFGScale: 1,
  scheduler: 'FlowMatchEulerDiscreteScheduler',
  strength: 0.8,
  promptWeighting: 'none',
} as const;

const LIMITS = {
  promptLength: 2000,
  minSide: 128,
  maxSide: 2048,
  /** The image service wants sides divisible by 16; SPEC's own 1200x800 is, 64 would refuse it. */
  sideStep: 16,
  maxResults: 4,
  maxLoras: 5,
} as const;

export class RequestError extends Error {}

type Fields = Record<string, unknown>;

function optional<T>(body: Fields, field: string, fallback: T, read: (value: unknown) => T | undefined, rule: string): T {
  const value = body[field];
  if (value === undefined || value === null) return fallback;
  const parsed = read(value);
  if (parsed === undefined) throw new RequestError(`${field} ${rule}`);
  return parsed;
}

const integerIn = (min: number, max: number, step = 1) => (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max && value % step === 0 ? value : undefined;
const numberIn = (min: number, max: number) => (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : undefined;
const oneOf = <T extends string>(choices: readonly T[]) => (value: unknown) => (choices as readonly unknown[]).includes(value) ? (value as T) : undefined;
const text = (max: number) => (value: unknown) => (typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : undefined);

function readLora(value: unknown): Lora[] | undefined {
  if (!Array.isArray(value) || value.length > LIMITS.maxLoras) return undefined;
  const loras: Lora[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return undefined;
    const { model, weight } = item as Fields;
    const name = text(200)(model);
    const amount = numberIn(-4, 4)(weight ?? 1);
    if (name === undefined || amount === undefined) return undefined;
    loras.push({ model: name, weight: amount });
  }
  return loras;
}

/** Reads and checks the JSON body; throws RequestError with a message naming the field. */
export function parseGenerateRequest(body: unknown): GenerateRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new RequestError('The request body must be a JSON object.');
  const fields = body as Fields;
  const pageKey = oneOf(PAGE_KEYS)(fields.pageKey);
  if (!pageKey) throw new RequestError(`pageKey must be one of ${PAGE_KEYS.join(', ')}.`);
  const prompt = typeof fields.positivePrompt === 'string' ? fields.positivePrompt.trim() : '';
  if (prompt.length < 1 || prompt.length > LIMITS.promptLength) {
    throw new RequestError(`positivePrompt must be between 1 and ${LIMITS.promptLength.toLocaleString('en-US')} characters.`);
  }
  const side = `must be a whole number of pixels from ${LIMITS.minSide} to ${LIMITS.maxSide}, divisible by ${LIMITS.sideStep}.`;
  const readSide = integerIn(LIMITS.minSide, LIMITS.maxSide, LIMITS.sideStep);
  const seed = optional<number | undefined>(fields, 'seed', undefined, integerIn(1, Number.MAX_SAFE_INTEGER), 'must be a whole number from 1 up.');
  return {
    pageKey,
    positivePrompt: prompt,
    model: optional(fields, 'model', DEFAULTS.model, text(200), 'must be an image service model identifier.'),
    width: optional(fields, 'width', DEFAULTS.width, readSide, side),
    height: optional(fields, 'height', DEFAULTS.height, readSide, side),
    numberResults: optional(fields, 'numberResults', DEFAULTS.numberResults, integerIn(1, LIMITS.maxResults), `must be a whole number from 1 to ${LIMITS.maxResults}.`),
    outputFormat: optional(fields, 'outputFormat', DEFAULTS.outputFormat as OutputFormat, oneOf(OUTPUT_FORMATS), 'must be WEBP, PNG or JPG.'),
    CFGScale: optional(fields, 'CFGScale', DEFAULTS.CFGScale as number, numberIn(0, 50), 'must be a number from 0 to 50.'),
    scheduler: optional(fields, 'scheduler', DEFAULTS.scheduler as string, text(100), 'must be a scheduler name.'),
    strength: optional(fields, 'strength', DEFAULTS.strength as number, numberIn(0, 1), 'must be a number from 0 to 1.'),
    promptWeighting: optional(fields, 'promptWeighting', DEFAULTS.promptWeighting as GenerateRequest['promptWeighting'], oneOf(PROMPT_WEIGHTINGS), 'must be none, compel or sdEmbeds.'),
    ...(seed === undefined ? {} : { seed }),
    lora: optional(fields, 'lora', [] as Lora[], readLora, `must be a list of at most ${LIMITS.maxLoras} { model, weight } entries.`),
  };
}

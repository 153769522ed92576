/**
 * The image generator's functions (`supabase/functions/status`, `supabase/functions/generate`)
 * through the local backend, against the image service stand-in that speaks the vendor's protocol.
 */
import nodeHttp from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startImageServiceStandIn, type ImageServiceStandIn } from '../src/imageService/standIn';
import { clientFor, http, signInAdmin, signUp, type Backend, type SignedInUser, startTestBackend } from './helpers';

const API_KEY = 'rw-test-key-7f3a9c1e5b';

let backend: Backend;
let standIn: ImageServiceStandIn;
let admin: SignedInUser;
let member: SignedInUser;

beforeAll(async () => {
  standIn = await startImageServiceStandIn({ apiKey: API_KEY });
  backend = await startTestBackend({
    env: { RUNWARE_API_KEY: API_KEY, RUNWARE_API_URL: standIn.apiUrl, RUNWARE_TIMEOUT_MS: '1500', IMAGE_DAILY_LIMIT: '200' },
  });
  admin = await signInAdmin(backend);
  member = await signUp(backend, 'Image Member');
});

afterAll(async () => {
  await backend?.stop();
  await standIn?.stop();
});

// Each test starts from a fresh budget row for today: the next reservation creates it again from
// the images recorded today, as after a deploy, so what one test reserved never leaks into the next.
beforeEach(async () => {
  await backend.db.exclusive((pg) => pg.query('delete from public.image_budget_days'));
});

afterEach(() => {
  standIn.setMode('ok');
  standIn.clearRequests();
  process.env.RUNWARE_API_KEY = API_KEY;
  process.env.RUNWARE_API_URL = standIn.apiUrl;
  process.env.IMAGE_DAILY_LIMIT = '200';
});

function generate(token: string | null, body: unknown): Promise<Response> {
  return http(backend, '/functions/v1/generate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

const aboutImage = { pageKey: 'about', positivePrompt: 'Entrepreneurs at a round table in Singapore, warm light', width: 1200, height: 800, outputFormat: 'WEBP', numberResults: 1 };

async function expectNoKey(response: Response): Promise<string> {
  const text = await response.text();
  expect(text).not.toContain(API_KEY);
  for (const [, value] of response.headers) expect(value).not.toContain(API_KEY);
  return text;
}

function status(token: string): Promise<Response> {
  return http(backend, '/functions/v1/status', { headers: { Authorization: `Bearer ${token}` } });
}

describe('status', () => {
  it('tells an admin it is ok when a key is configured, and never shows the key', async () => {
    const response = await status(admin.accessToken);
    expect(response.status).toBe(200);
    expect(JSON.parse(await expectNoKey(response))).toEqual({ ok: true });
  });

  it('tells an admin it is not ok without a key', async () => {
    delete process.env.RUNWARE_API_KEY;
    const { data, error } = await admin.client.functions.invoke('status', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toEqual({ ok: false });
  });

  it('tells a visitor (401) and a member (403) nothing about the key, with or without one', async () => {
    for (const hasKey of [true, false]) {
      if (!hasKey) delete process.env.RUNWARE_API_KEY;
      const visitor = await status(backend.anonKey);
      expect(visitor.status).toBe(401);
      expect(JSON.parse(await expectNoKey(visitor))).toEqual({ message: 'Sign in as an administrator to generate images.' });
      const asMember = await status(member.accessToken);
      expect(asMember.status).toBe(403);
      expect(JSON.parse(await expectNoKey(asMember))).toEqual({ message: 'Only administrators can generate images.' });
    }
  });
});

describe('generate refuses', () => {
  it('a visitor with 401 and a member with 403, each with a message, and calls no service', async () => {
    const visitor = await generate(backend.anonKey, aboutImage);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ message: 'Sign in as an administrator to generate images.' });
    const missing = await generate(null, aboutImage);
    expect(missing.status).toBe(401);
    const asMember = await generate(member.accessToken, aboutImage);
    expect(asMember.status).toBe(403);
    expect(await asMember.json()).toEqual({ message: 'Only administrators can generate images.' });
    expect(standIn.requests()).toHaveLength(0);
  });

  it('a member who claims to be an admin in their own metadata', async () => {
    const { error } = await member.client.auth.updateUser({ data: { role: 'admin' } });
    expect(error).toBeNull();
    const { data } = await member.client.auth.refreshSession();
    const response = await generate(data.session!.access_token, aboutImage);
    expect(response.status).toBe(403);
  });

  it.each([
    ['no page key', { ...aboutImage, pageKey: undefined }, /^pageKey must be one of about, chapters/],
    ['an unknown page key', { ...aboutImage, pageKey: 'home' }, /^pageKey must be one of/],
    ['an empty prompt', { ...aboutImage, positivePrompt: '   ' }, /^positivePrompt must be between 1 and 2,000 characters\.$/],
    ['a prompt of 2,001 characters', { ...aboutImage, positivePrompt: 'x'.repeat(2001) }, /^positivePrompt must be between 1 and 2,000 characters\.$/],
    ['a width not divisible by 16', { ...aboutImage, width: 1000 + 4 }, /^width must be a whole number of pixels from 128 to 2048, divisible by 16\.$/],
    ['a height under 128', { ...aboutImage, height: 64 }, /^height must be/],
    ['a width over 2,048', { ...aboutImage, width: 4096 }, /^width must be/],
    ['a width as text', { ...aboutImage, width: '1200' }, /^width must be/],
    ['5 results', { ...aboutImage, numberResults: 5 }, /^numberResults must be a whole number from 1 to 4\.$/],
    ['0 results', { ...aboutImage, numberResults: 0 }, /^numberResults must be/],
    ['a GIF', { ...aboutImage, outputFormat: 'GIF' }, /^outputFormat must be WEBP, PNG or JPG\.$/],
    ['a strength of 2', { ...aboutImage, strength: 2 }, /^strength must be a number from 0 to 1\.$/],
    ['a CFG scale of -1', { ...aboutImage, CFGScale: -1 }, /^CFGScale must be/],
    ['an unknown prompt weighting', { ...aboutImage, promptWeighting: 'heavy' }, /^promptWeighting must be none, compel or sdEmbeds\.$/],
    ['a seed of 0', { ...aboutImage, seed: 0 }, /^seed must be/],
    ['a lora that is not a list', { ...aboutImage, lora: 'civitai:1@1' }, /^lora must be a list/],
    ['a body that is a list', [aboutImage], /^The request body must be a JSON object\.$/],
  ])('%s with 400 naming the field', async (_label, body, message) => {
    const response = await generate(admin.accessToken, body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(message);
    expect(standIn.requests()).toHaveLength(0);
  });

  it('while no key is configured, with the not-configured message', async () => {
    delete process.env.RUNWARE_API_KEY;
    const response = await generate(admin.accessToken, aboutImage);
    expect(response.status).toBe(503);
    expect((await response.json()).message).toBe('The image service API key not configured. Please check with your administrator.');
  });
});

describe('generate for an admin', () => {
  it('sends one imageInference task in the vendor shape and records the image', async () => {
    const { data, error } = await admin.client.functions.invoke('generate', { body: aboutImage });
    expect(error).toBeNull();
    expect(data.pageKey).toBe('about');
    expect(data.prompt).toBe(aboutImage.positivePrompt);
    expect(data.images).toHaveLength(1);
    const [image] = data.images;
    expect(image.imageURL).toMatch(new RegExp(`^${standIn.origin}/images/[\\w-]+\\.webp$`));
    expect(image).toMatchObject({ NSFWContent: false, cost: 0.0038 });
    expect(typeof image.seed).toBe('number');

    const [received] = standIn.requests();
    expect(received!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(received!.tasks).toEqual([
      {
        taskType: 'imageInference',
        taskUUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
        outputType: 'URL',
        positivePrompt: aboutImage.positivePrompt,
        model: 'runware:101@1',
        width: 1200,
        height: 800,
        numberResults: 1,
        outputFormat: 'WEBP',
        CFGScale: 1,
        scheduler: 'FlowMatchEulerDiscreteScheduler',
        strength: 0.8,
        includeCost: true,
      },
    ]);

    const { data: rows } = await clientFor(backend, backend.serviceRoleKey).from('generated_images').select('*').eq('id', image.id);
    expect(rows).toEqual([
      expect.objectContaining({
        page_key: 'about',
        prompt: aboutImage.positivePrompt,
        image_url: image.imageURL,
        seed: image.seed,
        nsfw: false,
        width: 1200,
        height: 800,
        output_format: 'WEBP',
        model: 'runware:101@1',
        created_by: admin.id,
      }),
    ]);
    expect(Number(rows![0].cost)).toBe(0.0038);
  });

  it('fills SPEC defaults for what the body leaves out, and returns each of several results', async () => {
    const response = await generate(admin.accessToken, { pageKey: 'blog', positivePrompt: 'A notebook and coffee', numberResults: 2 });
    expect(response.status).toBe(200);
    expect((await response.json()).images).toHaveLength(2);
    const task = (standIn.requests()[0]!.tasks as Record<string, unknown>[])[0]!;
    expect(task).toMatchObject({ width: 1024, height: 1024, numberResults: 2, outputFormat: 'WEBP', CFGScale: 1, strength: 0.8 });
    expect(task).not.toHaveProperty('promptWeighting');
    expect(task).not.toHaveProperty('lora');
  });

  it('lets admins, and only admins, read the record', async () => {
    await generate(admin.accessToken, { ...aboutImage, pageKey: 'council' });
    const asAdmin = await admin.client.from('generated_images').select('id, page_key').eq('page_key', 'council');
    expect(asAdmin.data!.length).toBeGreaterThan(0);
    const asMember = await member.client.from('generated_images').select('id');
    expect(asMember.data).toEqual([]);
    const asVisitor = await clientFor(backend).from('generated_images').select('id');
    expect(asVisitor.error?.code).toBe('42501');
    const forged = await member.client.from('generated_images').insert({ page_key: 'about', prompt: 'x', image_url: 'https://x.test/a.webp', width: 128, height: 128, output_format: 'WEBP', model: 'm' });
    expect(forged.error?.code).toBe('42501');
    const wiped = await admin.client.from('generated_images').delete().eq('page_key', 'council').select('id');
    expect(wiped.error?.code).toBe('42501');
  });
});

describe('generate when the image service fails', () => {
  it('turns a vendor error into 502 with its message', async () => {
    standIn.setMode('error');
    const response = await generate(admin.accessToken, aboutImage);
    expect(response.status).toBe(502);
    expect(JSON.parse(await expectNoKey(response)).message).toBe('The image service refused the request: Invalid value for positivePrompt parameter.');
  });

  it('turns a refused key into 502 without showing the key', async () => {
    process.env.RUNWARE_API_KEY = 'rw-wrong-key';
    const response = await generate(admin.accessToken, aboutImage);
    expect(response.status).toBe(502);
    expect((await response.json()).message).toMatch(/^The image service refused the request: Invalid API key/);
  });

  it('turns a stalled answer into 504 after the timeout', async () => {
    standIn.setMode('stall');
    const response = await generate(admin.accessToken, aboutImage);
    expect(response.status).toBe(504);
    expect((await response.json()).message).toBe('The image service did not answer within 2 seconds. Please try again.');
  });

  it('turns a malformed answer into 502, and records nothing', async () => {
    const before = await clientFor(backend, backend.serviceRoleKey).from('generated_images').select('id', { count: 'exact', head: true });
    standIn.setMode('malformed');
    const response = await generate(admin.accessToken, aboutImage);
    expect(response.status).toBe(502);
    expect((await response.json()).message).toBe('The image service sent an answer the generator could not read.');
    const after = await clientFor(backend, backend.serviceRoleKey).from('generated_images').select('id', { count: 'exact', head: true });
    expect(after.count).toBe(before.count);
  });
});

/** Images recorded today (UTC), across all admins. */
async function imagesToday(): Promise<number> {
  const since = `${new Date().toISOString().slice(0, 10)}T00:00:00Z`;
  const { count, error } = await clientFor(backend, backend.serviceRoleKey).from('generated_images').select('id', { count: 'exact', head: true }).gte('created_at', since);
  expect(error).toBeNull();
  return count ?? 0;
}

/** Images reserved from today's budget (the row `generate` takes them from), or null before the first call. */
async function budgetToday(): Promise<number | null> {
  const { rows } = await backend.db.exclusive((pg) => pg.query<{ reserved: number }>(`select reserved from public.image_budget_days where day = (now() at time zone 'utc')::date`));
  return rows[0]?.reserved ?? null;
}

/** Images the image service was asked for since the last clearRequests(). */
function imagesAsked(): number {
  return standIn.requests().reduce((sum, { tasks }) => sum + (tasks as { numberResults: number }[]).reduce((n, task) => n + task.numberResults, 0), 0);
}

/** A stand-in of the service that makes only one image, however many are asked for. */
async function serviceMakingOneImage(): Promise<{ apiUrl: string; stop: () => Promise<void> }> {
  const server = nodeHttp.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const [task] = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { taskUUID: string }[];
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data: [{ taskType: 'imageInference', taskUUID: task!.taskUUID, imageURL: `${standIn.origin}/images/only-one.webp`, seed: 7, cost: 0.0038, NSFWContent: false }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the daily cap', () => {
  it('refuses with 429 and says when it resets, once the day\'s images reach IMAGE_DAILY_LIMIT', async () => {
    const { count } = await clientFor(backend, backend.serviceRoleKey).from('generated_images').select('id', { count: 'exact', head: true });
    process.env.IMAGE_DAILY_LIMIT = String((count ?? 0) + 1);
    expect((await generate(admin.accessToken, aboutImage)).status).toBe(200);
    standIn.clearRequests();
    const refused = await generate(admin.accessToken, aboutImage);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(new RegExp(`^Today's limit of ${(count ?? 0) + 1} images is reached \\(\\d+ made\\)\\. It resets at midnight UTC, in \\d+ hours?\\.$`));
    expect(standIn.requests()).toHaveLength(0);
  });

  it('holds under concurrent calls: 30 at once with 5 images left make exactly 5', async () => {
    const before = await imagesToday();
    process.env.IMAGE_DAILY_LIMIT = String(before + 5);
    const responses = await Promise.all(Array.from({ length: 30 }, () => generate(admin.accessToken, aboutImage)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((code) => code === 200)).toHaveLength(5);
    expect(statuses.filter((code) => code === 429)).toHaveLength(25);
    const refused = responses.find((response) => response.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(new RegExp(`^Today's limit of ${before + 5} images is reached \\(${before + 5} made\\)\\. It resets at midnight UTC`));
    expect(standIn.requests()).toHaveLength(5);
    expect(imagesAsked()).toBe(5);
    expect(await imagesToday()).toBe(before + 5);
  });

  it('reserves every result of a call: 10 calls of 4 images at once with 5 left make 4, in one call', async () => {
    const before = await imagesToday();
    process.env.IMAGE_DAILY_LIMIT = String(before + 5);
    const responses = await Promise.all(Array.from({ length: 10 }, () => generate(admin.accessToken, { ...aboutImage, numberResults: 4 })));
    const made = responses.filter((response) => response.status === 200);
    expect(made).toHaveLength(1);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(9);
    expect((await made[0]!.json()).images).toHaveLength(4);
    expect(standIn.requests()).toHaveLength(1);
    expect(imagesAsked()).toBe(4);
    expect(await imagesToday()).toBe(before + 4);
  });

  it('gives the images back when the service refuses the call', async () => {
    const before = await imagesToday();
    process.env.IMAGE_DAILY_LIMIT = String(before + 1);
    standIn.setMode('error');
    expect((await generate(admin.accessToken, aboutImage)).status).toBe(502);
    expect(await budgetToday()).toBe(before);
    standIn.setMode('ok');
    expect((await generate(admin.accessToken, aboutImage)).status).toBe(200);
    expect((await generate(admin.accessToken, aboutImage)).status).toBe(429);
    expect(await imagesToday()).toBe(before + 1);
  });

  it('gives back what the service did not make when fewer images come back', async () => {
    const before = await imagesToday();
    process.env.IMAGE_DAILY_LIMIT = String(before + 3);
    const service = await serviceMakingOneImage();
    try {
      process.env.RUNWARE_API_URL = service.apiUrl;
      const short = await generate(admin.accessToken, { ...aboutImage, numberResults: 3 });
      expect(short.status).toBe(200);
      expect((await short.json()).images).toHaveLength(1);
    } finally {
      await service.stop();
    }
    expect(await budgetToday()).toBe(before + 1);
    process.env.RUNWARE_API_URL = standIn.apiUrl;
    expect((await generate(admin.accessToken, { ...aboutImage, numberResults: 2 })).status).toBe(200);
    expect((await generate(admin.accessToken, aboutImage)).status).toBe(429);
  });

  it('keeps the images reserved after a timeout, when the service may have made and billed them', async () => {
    const before = await imagesToday();
    process.env.IMAGE_DAILY_LIMIT = String(before + 1);
    standIn.setMode('stall');
    expect((await generate(admin.accessToken, aboutImage)).status).toBe(504);
    standIn.setMode('ok');
    standIn.clearRequests();
    const refused = await generate(admin.accessToken, aboutImage);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toContain(`(${before + 1} made)`);
    expect(standIn.requests()).toHaveLength(0);
  });

  it('starts a day\'s budget from the images already recorded that day (a deploy mid-day)', async () => {
    expect((await generate(admin.accessToken, aboutImage)).status).toBe(200);
    await backend.db.exclusive((pg) => pg.query('delete from public.image_budget_days'));
    const before = await imagesToday();
    process.env.IMAGE_DAILY_LIMIT = String(before);
    standIn.clearRequests();
    expect((await generate(admin.accessToken, aboutImage)).status).toBe(429);
    expect(standIn.requests()).toHaveLength(0);
    expect(await budgetToday()).toBe(before);
  });
});

describe('the image budget in the database', () => {
  it('is the service role\'s alone: visitors, members and admins can neither read it nor call its functions', async () => {
    for (const client of [clientFor(backend), member.client, admin.client]) {
      expect((await client.from('image_budget_days').select('*')).error?.code).toBe('42501');
      expect((await client.rpc('reserve_image_budget', { images: 1, day_limit: 1000 })).error?.code).toBe('42501');
      expect((await client.rpc('release_image_budget', { day: new Date().toISOString().slice(0, 10), images: 1 })).error?.code).toBe('42501');
    }
  });

  it('refuses arguments outside what generate can ask for', async () => {
    const service = clientFor(backend, backend.serviceRoleKey);
    for (const args of [{ images: 0, day_limit: 10 }, { images: 5, day_limit: 10 }, { images: 1, day_limit: -1 }]) {
      const { error } = await service.rpc('reserve_image_budget', args);
      expect(error?.code).toBe('22023');
    }
    expect((await service.rpc('release_image_budget', { day: new Date().toISOString().slice(0, 10), images: 0 })).error?.code).toBe('22023');
  });
});

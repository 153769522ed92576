/**
 * A local stand-in for the image service (Runware), speaking its documented HTTP protocol, for
 * tests and for trying the image generator without a paid key:
 * - `POST /v1`: a JSON array of tasks with `Authorization: Bearer <key>`; answers `{ data: [...] }`
 *   (one item per requested image, with imageURL, seed, cost, NSFWContent) or `{ errors: [...] }`.
 * - `GET /images/<uuid>.webp`: the image bytes (a real, tiny WEBP), with CORS so the browser can
 *   download it.
 * - Control for tests: `mode` ('ok', 'error', 'stall', 'malformed') set in code or with
 *   `POST /__control {"mode": ...}`; every task array received, `GET /__requests` (and `DELETE`).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMode = 'ok' | 'error' | 'stall' | 'malformed';

export interface ReceivedRequest {
  at: number;
  authorization: string | null;
  tasks: unknown;
}

export interface ImageServiceStandIn {
  /** The API endpoint to give the functions as RUNWARE_API_URL. */
  apiUrl: string;
  origin: string;
  apiKey: string;
  setMode(mode: StandInMode): void;
  requests(): ReceivedRequest[];
  clearRequests(): void;
  stop(): Promise<void>;
}

/** A 1x1 lossless WEBP: small, but a real image that browsers decode and files open. */
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
/** What one image costs in the stand-in, in US dollars (the real service bills per image). */
const COST_PER_IMAGE = 0.0038;

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'authorization, content-type', 'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS' };

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...CORS, ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startImageServiceStandIn(options: { apiKey?: string; port?: number; host?: string; mode?: StandInMode } = {}): Promise<ImageServiceStandIn> {
  const apiKey = options.apiKey ?? 'stand-in-key';
  let mode: StandInMode = options.mode ?? 'ok';
  let received: ReceivedRequest[] = [];
  const stalled = new Set<http.ServerResponse>();
  let origin = '';

  function inference(task: Record<string, unknown>) {
    const count = typeof task.numberResults === 'number' ? task.numberResults : 1;
    return Array.from({ length: count }, (_, index) => {
      const imageUUID = randomUUID();
      return {
        taskType: 'imageInference',
        taskUUID: task.taskUUID,
        imageUUID,
        imageURL: `${origin}/images/${imageUUID}.webp`,
        seed: typeof task.seed === 'number' ? task.seed + index : Math.floor(Math.random() * 2 ** 31) + 1,
        NSFWContent: false,
        ...(task.includeCost === true ? { cost: COST_PER_IMAGE } : {}),
      };
    });
  }

  async function handleTasks(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const authorization = req.headers.authorization ?? null;
    let tasks: unknown;
    try {
      tasks = JSON.parse(await readBody(req));
    } catch {
      tasks = undefined;
    }
    received.push({ at: Date.now(), authorization, tasks });
    if (authorization !== `Bearer ${apiKey}`) {
      return send(res, 401, { errors: [{ code: 'invalidApiKey', message: 'Invalid API key. Get one at https://my.runware.ai/signup' }] });
    }
    if (!Array.isArray(tasks)) return send(res, 400, { errors: [{ code: 'invalidBody', message: 'The request body must be an array of tasks.' }] });
    if (mode === 'stall') {
      stalled.add(res);
      res.on('close', () => stalled.delete(res));
      return;
    }
    if (mode === 'error') {
      return send(res, 400, { errors: [{ code: 'invalidPositivePrompt', message: 'Invalid value for positivePrompt parameter.', parameter: 'positivePrompt', taskUUID: (tasks[0] as { taskUUID?: string } | undefined)?.taskUUID }] });
    }
    if (mode === 'malformed') return send(res, 200, '{"data": [{"taskType": "imageInference", "imageURL": 42}');
    const data = (tasks as Record<string, unknown>[]).filter((task) => task?.taskType === 'imageInference').flatMap(inference);
    send(res, 200, { data });
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'OPTIONS') return send(res, 204, '');
    if (req.method === 'POST' && url.pathname === '/v1') return void handleTasks(req, res);
    if (req.method === 'GET' && /^\/images\/[\w-]+\.webp$/.test(url.pathname)) {
      res.writeHead(200, { 'Content-Type': 'image/webp', 'Content-Length': WEBP.length, 'Cache-Control': 'public, max-age=31536000, immutable', ...CORS });
      return void res.end(WEBP);
    }
    if (url.pathname === '/__requests') {
      if (req.method === 'DELETE') received = [];
      return send(res, 200, received);
    }
    if (req.method === 'POST' && url.pathname === '/__control') {
      return void readBody(req).then((body) => {
        const next = (JSON.parse(body || '{}') as { mode?: StandInMode }).mode;
        if (next && ['ok', 'error', 'stall', 'malformed'].includes(next)) mode = next;
        send(res, 200, { mode });
      });
    }
    send(res, 404, { errors: [{ code: 'notFound', message: 'Not found' }] });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    apiUrl: `${origin}/v1`,
    origin,
    apiKey,
    setMode: (next) => {
      mode = next;
    },
    requests: () => received,
    clearRequests: () => {
      received = [];
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of stalled) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

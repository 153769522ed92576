import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../federation/pluginPrecompress';
import { startStaticServer, type RunningServer } from './staticServer';

let root: string;
let server: RunningServer;
const script = `export const words = ${JSON.stringify('federation '.repeat(500))};\n`;

/** Raw GET: fetch() would decode the body and hide what was sent. */
function get(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(join(root, 'app.js'), script);
  writeFileSync(join(root, 'tiny.js'), 'export {};\n');
  const written = precompressDirectory(root);
  expect(written.files).toBe(1);
  server = await startStaticServer({ root, port: 0, corsOrigins: ['http://127.0.0.1:3000'] });
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('static server', () => {
  it('sends the brotli copy to a browser that accepts it, and says so', async () => {
    const response = await get('/app.js', { 'Accept-Encoding': 'gzip, deflate, br', Origin: 'http://127.0.0.1:3000' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/Origin/);
    expect(String(response.headers.vary)).toMatch(/Accept-Encoding/);
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
    expect(response.body.length).toBeLessThan(script.length / 10);
  });

  it('sends gzip to a client without brotli, and the file itself to one that accepts neither', async () => {
    const gzip = await get('/app.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get('/app.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('keeps files under 1 KB as they are', async () => {
    const tiny = await get('/tiny.js', { 'Accept-Encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
  });
});

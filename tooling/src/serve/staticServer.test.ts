import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from 'build-preset/precompress';
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
  // The server build (Node's, for the prerender) gets no compressed copies: no browser is sent it.
  mkdirSync(join(root, 'ssr'));
  writeFileSync(join(root, 'ssr', 'server.js'), script);
  const written = precompressDirectory(root);
  expect(written.files).toBe(1);
  expect(existsSync(join(root, 'app.js.br')) && existsSync(join(root, 'app.js.gz'))).toBe(true);
  expect(existsSync(join(root, 'ssr', 'server.js.br')) || existsSync(join(root, 'ssr', 'server.js.gz'))).toBe(false);
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

  it('does not answer a file deleted since it started, keeps serving the others, and finds files written since', async () => {
    const gone = join(root, 'gone.js');
    writeFileSync(gone, script);
    precompressDirectory(root);
    const own = await startStaticServer({ root, port: 0 });
    try {
      // The first request lists the folder (sirv keeps that list).
      expect((await fetch(`${own.url}/app.js`)).status).toBe(200);
      // A new build: an old file removed, a new one written.
      for (const copy of [gone, `${gone}.br`, `${gone}.gz`]) rmSync(copy);
      writeFileSync(join(root, 'rebuilt.js'), 'export const rebuilt = true;\n');
      const ask = (path: string, encoding: string) => fetch(`${own.url}${path}`, { headers: { 'Accept-Encoding': encoding } });
      // sirv writes the head before it opens the file, so the request is cut off: never a 200.
      const outcome = (path: string, encoding: string) => ask(path, encoding).then((response) => String(response.status), () => 'cut off');
      expect(await outcome('/gone.js', 'br')).toMatch(/^(404|cut off)$/);
      expect(await outcome('/gone.js', 'identity')).toMatch(/^(404|cut off)$/);
      const still = await ask('/app.js', 'br');
      expect(still.status).toBe(200);
      expect(await still.text()).toBe(script);
      // What the new build wrote is found: the failure dropped the folder's list.
      const rebuilt = await ask('/rebuilt.js', 'identity');
      expect(rebuilt.status).toBe(200);
      expect(await rebuilt.text()).toBe('export const rebuilt = true;\n');
    } finally {
      await own.close();
    }
  });

  it('keeps files under 1 KB as they are', async () => {
    const tiny = await get('/tiny.js', { 'Accept-Encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
  });
});

describe('the site origin', () => {
  let site: string;
  let siteServer: RunningServer;
  const config = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon', functionsUrl: 'http://127.0.0.1:54321/functions/v1', remotes: { events: 'http://127.0.0.1:3002/mf-manifest.json' } };
  const fetchSite = (path: string, headers: Record<string, string> = {}) => fetch(`${siteServer.url}${path}`, { headers });

  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(site, 'about'));
    mkdirSync(join(site, 'static/js'), { recursive: true });
    mkdirSync(join(site, 'og'));
    writeFileSync(join(site, 'index.html'), '<p>home</p>');
    writeFileSync(join(site, '_shell.html'), '<div id="root"></div>');
    writeFileSync(join(site, '404.html'), '<h1>Oops! Page not found</h1>');
    writeFileSync(join(site, 'about/index.html'), '<h1>About</h1>');
    writeFileSync(join(site, 'static/js/index.0123456789.js'), 'export {};');
    writeFileSync(join(site, 'og/eo-asia-pacific.jpg'), 'jpg');
    writeFileSync(join(site, 'mf-manifest.json'), '{}');
    writeFileSync(join(site, 'mf-stats.json'), '{"root":"/home/builder/eo"}');
    siteServer = await startStaticServer({ root: site, port: 0, spa: true, appConfig: config });
  });
  afterAll(async () => {
    await siteServer?.close();
    rmSync(site, { recursive: true, force: true });
  });

  it('answers a prerendered route its own file, no-cache, with the CSP, and 304 when unchanged', async () => {
    const about = await fetchSite('/about');
    expect(about.status).toBe(200);
    expect(await about.text()).toBe('<h1>About</h1>');
    expect(about.headers.get('cache-control')).toBe('no-cache');
    expect(about.headers.get('content-security-policy')).toContain("script-src 'self' http://127.0.0.1:3002;");
    expect(about.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect((await fetchSite('/about', { 'If-None-Match': about.headers.get('etag')! })).status).toBe(304);
  });

  it('answers a route without its own file the client-rendered shell, no-cache (never immutable)', async () => {
    for (const path of ['/events', '/blog/some-post']) {
      const response = await fetchSite(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe('<div id="root"></div>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers an unknown path 404 with the 404 page', async () => {
    const response = await fetchSite('/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>Oops! Page not found</h1>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps hashed files a year, unhashed ones an hour, and revalidates manifests and app-config.json', async () => {
    expect((await fetchSite('/static/js/index.0123456789.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetchSite('/og/eo-asia-pacific.jpg')).headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await fetchSite('/mf-manifest.json')).headers.get('cache-control')).toBe('no-cache');
    expect((await fetchSite('/mf-stats.json')).status).toBe(404);
    const appConfig = await fetchSite('/app-config.json');
    expect(appConfig.headers.get('cache-control')).toBe('no-cache');
    expect(await appConfig.json()).toEqual(config);
  });
});

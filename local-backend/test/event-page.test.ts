/**
 * Issue 25: a shared /events/{id} link previews as the event. Link-preview bots run no JavaScript,
 * so the `event-page` function answers the site's shell with the event's own head; the host sends
 * /events/{id} to it (deploy/src/routes.ts). Read here as a bot does: raw HTML, no browser.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, startTestBackend } from './helpers';

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>EO Asia Pacific</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div><script type="module" src="/static/js/boot.js"></script></body></html>';
const NOT_FOUND = '<!doctype html><html><head><title>Page Not Found | EO Asia Pacific</title></head><body>Page Not Found</body></html>';

let site: Server;
let siteOrigin: string;
let backend: Backend;
let eventId: string;

const page = (id: string, init: RequestInit = {}) => fetch(`${backend.url}/functions/v1/event-page?id=${encodeURIComponent(id)}`, init);
const metaContent = (html: string, attribute: string, key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  // The site origin, as a CDN serves it: the shell and the 404 page of a build.
  site = createServer((req, res) => {
    if (req.url === '/_shell.html') res.writeHead(200, { 'Content-Type': 'text/html' }).end(SHELL);
    else if (req.url === '/404.html') res.writeHead(200, { 'Content-Type': 'text/html' }).end(NOT_FOUND);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  backend = await startTestBackend({ env: { SITE_URL: siteOrigin } });
  const { data, error } = await clientFor(backend, backend.serviceRoleKey)
    .from('events')
    .insert({
      title: 'Founders "dinner" <Singapore>',
      date: '2030-01-15',
      time: '19:00',
      timezone: 'Asia/Singapore',
      location: 'Marina Bay Sands, Singapore',
      description: 'Three courses,\nand the year ahead.',
      image_url: 'https://images.example.org/dinner.jpg',
    })
    .select('id')
    .single();
  if (error) throw error;
  eventId = (data as { id: string }).id;
});

afterAll(async () => {
  await backend?.stop();
  await new Promise((resolve) => site?.close(resolve));
});

describe('event-page', () => {
  it("answers the shell with the event's own head: title, date and place, canonical, Open Graph, social card", async () => {
    const response = await page(eventId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Founders &quot;dinner&quot; &lt;Singapore&gt; | EO Asia Pacific</title>');
    expect(metaContent(html, 'property', 'og:title')).toBe('Founders &quot;dinner&quot; &lt;Singapore&gt; | EO Asia Pacific');
    const description = 'Tuesday, January 15, 2030 · 7:00 PM SGT · Marina Bay Sands, Singapore. Three courses, and the year ahead.';
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'name', 'description')).toBe(description);
    expect(metaContent(html, 'property', 'og:url')).toBe(`${siteOrigin}/events/${eventId}`);
    expect(html).toContain(`<link rel="canonical" href="${siteOrigin}/events/${eventId}" />`);
    expect(metaContent(html, 'property', 'og:image')).toBe('https://images.example.org/dinner.jpg');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'prerendered-path')).toBe(`/events/${eventId}`);
  });

  // Issue 33, finding 4: `$'`, `$&` and `` $` `` in a title or description are text, never a
  // replacement pattern that pastes the shell (its scripts, its head) into the page again.
  it("keeps a title's and a description's $' $& $` as text: the shell's scripts stay once", async () => {
    const { data, error } = await clientFor(backend, backend.serviceRoleKey)
      .from('events')
      .insert({ title: "Pay $' now $& then $` later", date: '2030-02-01', location: 'Sydney', description: "Bring $' and $& and $`." })
      .select('id')
      .single();
    if (error) throw error;
    const html = await (await page((data as { id: string }).id)).text();
    // The shell's two scripts, once each, beside the event's JSON-LD.
    expect(html.match(/<script (?!type="application\/ld\+json")/g)).toHaveLength(2);
    expect(html.match(/<script type="application\/ld\+json"/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
    expect(html).toContain("<title>Pay $' now $&amp; then $` later | EO Asia Pacific</title>");
    expect(metaContent(html, 'property', 'og:title')).toBe("Pay $' now $&amp; then $` later | EO Asia Pacific");
    expect(metaContent(html, 'property', 'og:description')).toBe("Friday, February 1, 2030 · Sydney. Bring $' and $&amp; and $`.");
  });

  it('answers the 404 page with status 404 for an id no event has, or one that is not an id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '']) {
      const response = await page(id);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(NOT_FOUND);
    }
  });

  it('follows the event: an edit shows at once, a deleted event is a 404', async () => {
    const service = clientFor(backend, backend.serviceRoleKey);
    await service.from('events').update({ title: 'Founders dinner, moved', location: 'Raffles Hotel' }).eq('id', eventId);
    const html = await (await page(eventId)).text();
    expect(metaContent(html, 'property', 'og:title')).toBe('Founders dinner, moved | EO Asia Pacific');
    expect(metaContent(html, 'property', 'og:description')).toContain('Raffles Hotel');
    await service.from('events').delete().eq('id', eventId);
    expect((await page(eventId)).status).toBe(404);
  });

  it('answers HEAD without a body, and refuses other methods', async () => {
    const head = await page('not-an-id', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
    expect((await page('x', { method: 'POST' })).status).toBe(405);
  });
});

/**
 * A cancelled event as crawlers and calendar apps read it: the `event-page` function's raw HTML
 * (JSON-LD `EventCancelled`, "Cancelled" first in the preview) and the `events-ics` feed
 * (`STATUS:CANCELLED`, the event kept rather than dropped).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, eventPayload, signUp, startTestBackend } from './helpers';

const SHELL = '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>EO Asia Pacific</title></head><body><div id="root"></div></body></html>';

let site: Server;
let backend: Backend;
let scheduledId: string;
let cancelledId: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json" data-prerendered>(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, unknown> | null;

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/_shell.html') res.writeHead(200, { 'Content-Type': 'text/html' }).end(SHELL);
    else if (req.url === '/404.html') res.writeHead(200, { 'Content-Type': 'text/html' }).end('Not found');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  backend = await startTestBackend({ env: { SITE_URL: siteOrigin }, siteOrigins: [siteOrigin] });
  const organiser = await signUp(backend, 'Olive Organiser');
  const insert = async (title: string) => {
    const { data, error } = await organiser.client
      .from('events')
      .insert(eventPayload({ title, date: day(7), time: '19:00', timezone: 'Asia/Singapore', end_time: '21:30', location: 'Marina Bay' }))
      .select('id')
      .single();
    if (error) throw error;
    return (data as { id: string }).id;
  };
  scheduledId = await insert('Still on');
  cancelledId = await insert('Called off');
  const { error } = await organiser.client.rpc('cancel_event', { target_event: cancelledId, reason: 'Typhoon signal 8' });
  if (error) throw error;
});

afterAll(async () => {
  await backend?.stop();
  await new Promise((resolve) => site?.close(resolve));
});

describe('event-page', () => {
  it('writes the event\'s JSON-LD with its status, start and end with the zone\'s offset', async () => {
    const scheduled = await (await fetch(`${backend.url}/functions/v1/event-page?id=${scheduledId}`)).text();
    expect(jsonLdOf(scheduled)).toMatchObject({
      '@type': 'Event',
      name: 'Still on',
      startDate: `${day(7)}T19:00:00+08:00`,
      endDate: `${day(7)}T21:30:00+08:00`,
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Marina Bay' },
    });
    const cancelled = await (await fetch(`${backend.url}/functions/v1/event-page?id=${cancelledId}`)).text();
    expect(jsonLdOf(cancelled)).toMatchObject({ name: 'Called off', eventStatus: 'https://schema.org/EventCancelled' });
    expect(/<meta property="og:description" content="([^"]*)"/.exec(cancelled)?.[1]).toMatch(/^Cancelled · /);
  });
});

describe('events-ics', () => {
  it('keeps a cancelled event in the feed and the download, marked STATUS:CANCELLED', async () => {
    const feed = await (await fetch(`${backend.url}/functions/v1/events-ics`)).text();
    const vevents = feed.split('BEGIN:VEVENT').slice(1);
    const cancelled = vevents.find((text) => text.includes('SUMMARY:Called off'));
    const scheduled = vevents.find((text) => text.includes('SUMMARY:Still on'));
    expect(cancelled).toContain('STATUS:CANCELLED\r\n');
    expect(scheduled).toBeDefined();
    expect(scheduled).not.toContain('STATUS:');
    const single = await (await fetch(`${backend.url}/functions/v1/events-ics?id=${cancelledId}`)).text();
    expect(single).toContain('STATUS:CANCELLED\r\n');
  });

  it('takes a reinstated event back to scheduled', async () => {
    const service = clientFor(backend, backend.serviceRoleKey);
    const { error } = await service.from('events').update({ cancelled_at: null, cancellation_reason: null }).eq('id', cancelledId);
    if (error) throw error;
    const single = await (await fetch(`${backend.url}/functions/v1/events-ics?id=${cancelledId}`)).text();
    expect(single).not.toContain('STATUS:CANCELLED');
  });
});

/**
 * `event-page`: an event's page as HTML whose head is the event's own (title, date and place,
 * Open Graph and social card), rendered on request, so a shared `/events/{id}` link previews as
 * the event wherever it is pasted; link-preview bots run no JavaScript. The host (the static
 * server of `pnpm start`, or nginx: deploy/src/routes.ts) answers `/events/{id}` with it. The
 * body is the site's client-rendered shell (`<site>/_shell.html`), which then shows the page; an
 * id no event has answers the site's 404 page (`<site>/404.html`) with status 404.
 *
 * Public (verify_jwt = false in config.toml). Reads the event through PostgREST as `anon`, so the
 * same row level security applies as to the site. The two site files are kept for a minute.
 */
import { eventHeadPage, prerenderedHeadHtml, withHead } from 'page-head';
import { eventJsonLd, eventPreviewWhen, type JsonLdEvent } from 'page-head/event';
import { getEnv } from '../_shared/env.ts';

/** The event as the page's head is written from it (its JSON-LD and preview: page-head's, as the page's client writes them). */
interface PageEvent extends JsonLdEvent {
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLUMNS = 'id,title,description,date,time,end_date,end_time,timezone,location,has_online_link,image_url,category,cancelled_at';
/** How long the site's shell and 404 page are kept before they are read again (a new shell release shows within this). */
const SITE_FILES_SECONDS = 60;

interface SiteFiles {
  shell: string;
  notFound: string;
}

let siteFiles: { origin: string; readAt: number; files: Promise<SiteFiles> } | undefined;

class PageError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

function settings() {
  const supabaseUrl = getEnv('SUPABASE_URL');
  const anonKey = getEnv('SUPABASE_ANON_KEY');
  const siteUrl = getEnv('SITE_URL');
  if (!supabaseUrl || !anonKey || !siteUrl) throw new PageError(500, 'The event page is not configured (SUPABASE_URL, SUPABASE_ANON_KEY, SITE_URL).');
  return { supabaseUrl: supabaseUrl.replace(/\/$/, ''), anonKey, siteUrl: siteUrl.replace(/\/$/, '') };
}

async function readSiteFile(origin: string, name: string): Promise<string> {
  const response = await fetch(`${origin}/${name}`);
  if (!response.ok) throw new PageError(502, `The site's ${name} could not be read (HTTP ${response.status}).`);
  return response.text();
}

/** The site's shell and 404 page, read at most once a minute and shared by the requests meanwhile; a failed read is not kept. */
function readSiteFiles(origin: string): Promise<SiteFiles> {
  const now = Date.now();
  if (!siteFiles || siteFiles.origin !== origin || now - siteFiles.readAt > SITE_FILES_SECONDS * 1000) {
    const files = Promise.all([readSiteFile(origin, '_shell.html'), readSiteFile(origin, '404.html')]).then(([shell, notFound]) => ({ shell, notFound }));
    const entry = { origin, readAt: now, files };
    siteFiles = entry;
    files.catch(() => {
      if (siteFiles === entry) siteFiles = undefined;
    });
  }
  return siteFiles.files;
}

async function readEvent(supabaseUrl: string, anonKey: string, id: string): Promise<PageEvent | null> {
  const response = await fetch(`${supabaseUrl}/rest/v1/events?select=${COLUMNS}&id=eq.${id}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
  });
  if (!response.ok) throw new PageError(502, `The event could not be read (HTTP ${response.status}).`);
  const rows = (await response.json()) as PageEvent[];
  return rows[0] ?? null;
}

const html = (body: string, status: number, method: string) =>
  new Response(method === 'HEAD' ? null : body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' } });

export default async function handler(request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(JSON.stringify({ message: 'Method not allowed' }), { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'application/json' } });
  }
  try {
    const { supabaseUrl, anonKey, siteUrl } = settings();
    const id = new URL(request.url).searchParams.get('id') ?? '';
    const [files, event] = await Promise.all([readSiteFiles(siteUrl), UUID.test(id) ? readEvent(supabaseUrl, anonKey, id) : Promise.resolve(null)]);
    if (!event) return html(files.notFound, 404, request.method);
    // A cancelled event's preview says so first, as its page does (mf-events useEventPage).
    const when = `${event.cancelled_at ? 'Cancelled · ' : ''}${eventPreviewWhen(event)}`;
    const path = `/events/${event.id}`;
    const head = prerenderedHeadHtml(eventHeadPage(event, { path, when, jsonLd: eventJsonLd(event, `${siteUrl}${path}`) }), siteUrl);
    return html(withHead(files.shell, head), 200, request.method);
  } catch (error) {
    const status = error instanceof PageError ? error.status : 500;
    console.error('event-page:', error instanceof Error ? error.message : error);
    return new Response(JSON.stringify({ message: error instanceof Error ? error.message : 'The event page failed.' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }
}

/**
 * `events-ics`: the public calendar feed (RFC 5545) that members subscribe to from Google
 * Calendar, Outlook or Apple Calendar. `?id=<uuid>` answers one event as a download ("Add to
 * calendar"); `?token=<64 hex digits>` a member's own feed of the events they are going to ("My
 * calendar", 404 for a token no member holds). Each series is one recurring VEVENT. Public (verify_jwt = false in config.toml): calendar apps send no Authorization
 * header. Reads events through PostgREST as `anon`, so the same row level security applies as to
 * the site.
 *
 * The feed is bounded and cheap, because anyone may ask for it as often as they like:
 * - a window of 30 days back to 12 months ahead, at most 2,000 events (soonest first);
 * - built once per minute per window and shared by every request meanwhile (concurrent requests
 *   wait for the same build: 20 at once read the database once);
 * - answered with ETag and Last-Modified, and 304 to a calendar app that already has it; gzipped
 *   once per build for the clients that accept it (a tenth of the bytes to write);
 * - an event that cannot be written (a time zone the runtime does not know) is left out and
 *   logged, never a 500 for everyone.
 */
import { withCors } from '../_shared/cors.ts';
import { getEnv } from '../_shared/env.ts';
import {
  buildCalendar,
  CALENDAR_END,
  calendarEntries,
  type CalendarOptions,
  calendarStart,
  entriesText,
  EVENT_UID_DOMAIN,
  type FeedEvent,
  type FeedSeries,
  timezonesText,
} from '../_shared/calendar.ts';

/** The feed's window, in days from today (UTC), and its row cap; stated in the README. */
export const FEED_PAST_DAYS = 30;
export const FEED_FUTURE_DAYS = 365;
export const FEED_MAX_EVENTS = 2_000;
/** How long one build is served before the next request reads the database again. */
export const FEED_CACHE_SECONDS = 60;

/**
 * Rows per read of the events table. The database runs one statement at a time on the local
 * backend (PGlite's single connection, in order of arrival), so a member's insert waits for the
 * read in front of it: a read of 1,000 wide rows held it ~100 ms, a read of 100 a few ms. Each read
 * continues after the last row of the one before (keyset), so it is as cheap as the first: with
 * OFFSET, the twentieth read sorted the whole window again.
 */
export const FEED_PAGE_ROWS = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLUMNS = 'id,title,description,date,time,end_date,end_time,location,category,timezone,updated_at,series_id,series_date,cancelled_at';
/** A member's feed token (events-ics?token=...): 64 hex digits (supabase/migrations/20261127300100_personal_calendar_feed.sql). */
const FEED_TOKEN = /^[0-9a-f]{64}$/;
const PERSONAL_CALENDAR_NAME = 'EO Asia Pacific: my events';
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const CALENDAR_NAME = 'EO Asia Pacific Events';
/** Domain part of every UID: never change it, or calendar apps duplicate every event. */
const UID_DOMAIN = EVENT_UID_DOMAIN;

class FeedError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

function settings() {
  const supabaseUrl = getEnv('SUPABASE_URL');
  const anonKey = getEnv('SUPABASE_ANON_KEY');
  if (!supabaseUrl || !anonKey) throw new FeedError(500, 'The calendar feed is not configured (SUPABASE_URL, SUPABASE_ANON_KEY).');
  return { supabaseUrl: supabaseUrl.replace(/\/$/, ''), anonKey, siteUrl: getEnv('SITE_URL') ?? 'http://localhost:3000' };
}

async function fetchRows(query: string, limit: number): Promise<FeedEvent[]> {
  const { supabaseUrl, anonKey } = settings();
  const response = await fetch(`${supabaseUrl}/rest/v1/events?select=${COLUMNS}&${query}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Range: `0-${limit - 1}` },
  });
  if (!response.ok) throw new FeedError(502, `Could not read events (HTTP ${response.status}).`);
  return (await response.json()) as FeedEvent[];
}

/** Series ids per read of their rules (an `in` list in the URL). */
const SERIES_PER_READ = 100;

/** The rules of the series the events are occurrences of, so the feed can fold each into one VEVENT. */
async function listSeries(events: readonly FeedEvent[]): Promise<FeedSeries[]> {
  const { supabaseUrl, anonKey } = settings();
  const ids = [...new Set(events.flatMap((event) => (event.series_id ? [event.series_id] : [])))];
  const rules: FeedSeries[] = [];
  for (let at = 0; at < ids.length; at += SERIES_PER_READ) {
    const chunk = ids.slice(at, at + SERIES_PER_READ);
    const response = await fetch(`${supabaseUrl}/rest/v1/event_series?select=id,rrule&id=in.(${chunk.join(',')})`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
    if (!response.ok) throw new FeedError(502, `Could not read series (HTTP ${response.status}).`);
    rules.push(...((await response.json()) as FeedSeries[]));
  }
  return rules;
}

/** The feed's order; `after` follows it (time nulls first: all-day events open their day). */
const FEED_ORDER = 'order=date.asc,time.asc.nullsfirst,id.asc';

/**
 * The rows after `last` in FEED_ORDER, as PostgREST filters: from its day on (so the date index
 * starts there), and on its day only those after it by time, then id. Values are double-quoted:
 * a time holds colons, which PostgREST's logic trees reserve.
 */
function after(last: FeedEvent): string {
  const sameDay = `date.eq."${last.date}"`;
  const laterThatDay =
    last.time === null
      ? `and(${sameDay},time.not.is.null),and(${sameDay},time.is.null,id.gt."${last.id}")`
      : `and(${sameDay},time.gt."${last.time}"),and(${sameDay},time.eq."${last.time}",id.gt."${last.id}")`;
  return `date=gte.${last.date}&or=${encodeURIComponent(`(date.gt."${last.date}",${laterThatDay})`)}`;
}

/**
 * The window's events, soonest first, at most FEED_MAX_EVENTS, read FEED_PAGE_ROWS at a time.
 * The reads ask for no upper date: with one, a database without statistics (PGlite never
 * analyzes) takes the window for a few rows and sorts all of it for every read (38 ms a read
 * with 5,000 events ahead, against 0.5 ms). The rows past the window's end are dropped here.
 */
async function listFeedEvents(fromDay: string, toDay: string): Promise<FeedEvent[]> {
  const all: FeedEvent[] = [];
  let from = `date=gte.${fromDay}`;
  while (all.length < FEED_MAX_EVENTS) {
    const want = Math.min(FEED_PAGE_ROWS, FEED_MAX_EVENTS - all.length);
    const rows = await fetchRows(`${from}&${FEED_ORDER}`, want);
    const inWindow = rows.filter((row) => row.date <= toDay);
    all.push(...inWindow);
    if (rows.length < want || inWindow.length < rows.length) return all;
    from = after(rows[rows.length - 1]!);
  }
  // Not a second read to tell "exactly the cap" from "over it": under load every build would pay it.
  console.warn(`events-ics: the feed reached its cap of ${FEED_MAX_EVENTS} events from ${fromDay}; any later ones are left out`);
  return all;
}

function dayOffset(now: Date, days: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return day.toISOString().slice(0, 10);
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'event';

const logSkipped = (event: FeedEvent, reason: unknown) =>
  console.error(`events-ics: skipped event ${event.id}: ${reason instanceof Error ? reason.message : String(reason)}`);

interface BuiltFeed {
  /** Encoded once: 20 clients reading a 750 KiB feed should not each pay for its UTF-8 encoding. */
  body: Uint8Array<ArrayBuffer>;
  /** The same, gzipped once (about a tenth of the bytes), for the clients that accept it. */
  gzipped: Uint8Array<ArrayBuffer>;
  etag: string;
  /** HTTP date of the latest change among the feed's events (or of the build when it is empty). */
  lastModified: string;
  expires: number;
}

/** Builds per window start, and the one build running for each. */
const builtFeeds = new Map<string, BuiltFeed>();
const buildingFeeds = new Map<string, Promise<BuiltFeed>>();

async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function sha1Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * How long writing the feed may hold the thread before it lets other requests run. The function
 * shares its thread with every other request (on the local backend, with the whole API), and a
 * member's insert waits for whatever runs there: so the writing yields every few milliseconds,
 * however slow the events are to write (long descriptions, a cold start before the JIT warms up).
 */
const WRITE_BUDGET_MS = 5;

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The feed's text, written an entry (an event, or a series folded into one) at a time, yielding
 * the thread whenever the budget is spent.
 */
async function writeCalendar(events: readonly FeedEvent[], series: readonly FeedSeries[], options: CalendarOptions): Promise<string> {
  const entries = calendarEntries(events, series);
  const parts = [calendarStart(options), timezonesText(entries)];
  let since = performance.now();
  for (const entry of entries) {
    if (performance.now() - since >= WRITE_BUDGET_MS) {
      await nextTurn();
      since = performance.now();
    }
    parts.push(entriesText([entry], options, logSkipped));
  }
  parts.push(CALENDAR_END);
  return parts.join('');
}

async function buildFeed(now: Date): Promise<BuiltFeed> {
  const events = await listFeedEvents(dayOffset(now, -FEED_PAST_DAYS), dayOffset(now, FEED_FUTURE_DAYS));
  return packFeed(events, await listSeries(events), CALENDAR_NAME, now);
}

/** A feed's text from its events, encoded, gzipped and named by its validators. */
async function packFeed(events: readonly FeedEvent[], series: readonly FeedSeries[], name: string, now: Date): Promise<BuiltFeed> {
  const { siteUrl } = settings();
  const body = await writeCalendar(events, series, { name, siteUrl, uidDomain: UID_DOMAIN, now });
  const latest = events.reduce((max, event) => Math.max(max, Date.parse(event.updated_at) || 0), 0);
  const bytes: Uint8Array<ArrayBuffer> = new TextEncoder().encode(body);
  return {
    body: bytes,
    gzipped: await gzip(bytes),
    // Weak: the plain and the gzipped bodies are the same feed, so one validator names both.
    etag: `W/"${await sha1Hex(bytes)}"`,
    lastModified: new Date(latest || now.getTime()).toUTCString(),
    expires: now.getTime() + FEED_CACHE_SECONDS * 1000,
  };
}

/** The current build of the feed, shared by every request until it expires. */
function currentFeed(now: Date): Promise<BuiltFeed> {
  const key = `${settings().supabaseUrl}|${dayOffset(now, 0)}`;
  const built = builtFeeds.get(key);
  if (built && built.expires > now.getTime()) return Promise.resolve(built);
  let building = buildingFeeds.get(key);
  if (!building) {
    building = buildFeed(now)
      .then((feed) => {
        builtFeeds.clear();
        builtFeeds.set(key, feed);
        return feed;
      })
      .finally(() => buildingFeeds.delete(key));
    buildingFeeds.set(key, building);
  }
  return building;
}

/** Whether the caller already holds this build (If-None-Match, else If-Modified-Since). */
function isNotModified(request: Request, feed: BuiltFeed): boolean {
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch !== null) {
    return ifNoneMatch.split(',').some((tag) => {
      const value = tag.trim().replace(/^W\//, '');
      return value === '*' || value === feed.etag.replace(/^W\//, '');
    });
  }
  const ifModifiedSince = Date.parse(request.headers.get('if-modified-since') ?? '');
  return Number.isFinite(ifModifiedSince) && ifModifiedSince >= Date.parse(feed.lastModified);
}

async function feedResponse(request: Request): Promise<Response> {
  return builtFeedResponse(request, await currentFeed(new Date()), 'public, max-age=300');
}

/** A built feed as the answer: its validators, 304 when the caller has it, gzip when accepted. */
function builtFeedResponse(request: Request, feed: BuiltFeed, cacheControl: string): Response {
  const headers: Record<string, string> = {
    'Content-Type': CALENDAR_TYPE,
    'Cache-Control': cacheControl,
    ETag: feed.etag,
    'Last-Modified': feed.lastModified,
    Vary: 'Accept-Encoding',
  };
  if (isNotModified(request, feed)) return new Response(null, { status: 304, headers });
  const acceptsGzip = /\bgzip\b/i.test(request.headers.get('accept-encoding') ?? '');
  const body = acceptsGzip ? feed.gzipped : feed.body;
  if (acceptsGzip) headers['Content-Encoding'] = 'gzip';
  return new Response(request.method === 'HEAD' ? null : body, { headers: { ...headers, 'Content-Length': String(body.byteLength) } });
}

/**
 * A member's own feed ("My calendar", issue 35 item 7): the events they are going to, from
 * public.calendar_feed(token), which answers null for a token no member holds (a guess, or one
 * rotated away): 404 at once, nothing cached between requests, so rotating takes effect on the
 * next request. Cached like the public feed by the calendar app (ETag, Last-Modified, 304), but
 * `private`: a shared cache must not keep one member's events.
 */
async function personalFeedResponse(request: Request, token: string): Promise<Response> {
  const notFound = () => Response.json({ message: 'Calendar not found.' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  if (!FEED_TOKEN.test(token)) return notFound();
  const { supabaseUrl, anonKey } = settings();
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/calendar_feed`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ feed_token: token }),
  });
  if (!response.ok) throw new FeedError(502, `Could not read the calendar (HTTP ${response.status}).`);
  const feed = (await response.json()) as { events: FeedEvent[]; series: FeedSeries[] } | null;
  if (!feed) return notFound();
  // Built on every request, so its DTSTAMPs are the latest change among its events, not the clock:
  // the same events give the same bytes, and so the same ETag (a calendar app polling gets 304).
  const latest = feed.events.reduce((max, event) => Math.max(max, Date.parse(event.updated_at) || 0), 0);
  const built = await packFeed(feed.events, feed.series, PERSONAL_CALENDAR_NAME, new Date(latest));
  return builtFeedResponse(request, built, 'private, max-age=300');
}

/** One event as a download ("Add to calendar"); never cached. */
async function eventDownload(id: string): Promise<Response> {
  if (!UUID.test(id)) return Response.json({ message: 'The event id is not valid.' }, { status: 400 });
  const [event] = await fetchRows(`id=eq.${id}`, 1);
  if (!event) return Response.json({ message: 'Event not found.' }, { status: 404 });
  let skipped = false;
  const { siteUrl } = settings();
  const body = buildCalendar([event], { name: CALENDAR_NAME, siteUrl, uidDomain: UID_DOMAIN, now: new Date() }, (bad, reason) => {
    skipped = true;
    logSkipped(bad, reason);
  });
  if (skipped) return Response.json({ message: "This event's time zone is not supported." }, { status: 422 });
  return new Response(body, {
    headers: {
      'Content-Type': CALENDAR_TYPE,
      'Content-Disposition': `attachment; filename="${slug(event.title)}.ics"`,
      'Cache-Control': 'no-cache',
    },
  });
}

const respond = withCors(async (request) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return Response.json({ message: 'Only GET is supported.' }, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  try {
    const params = new URL(request.url).searchParams;
    const id = params.get('id');
    const token = params.get('token');
    if (token !== null) return await personalFeedResponse(request, token);
    return id !== null ? await eventDownload(id) : await feedResponse(request);
  } catch (error) {
    if (error instanceof FeedError) return Response.json({ message: error.message }, { status: error.status });
    throw error;
  }
});

export default async function handler(req: Request): Promise<Response> {
  return respond(req);
}

/**
 * Hosted parity: hosted Supabase runs functions on Deno, not Node. Every folder of
 * `supabase/functions/` is served here with the real Deno binary (npm `deno`), from its
 * `index.ts`, exactly as deployed, and answers the same contract over HTTP as it does through
 * the local backend. Deno only gets network and environment access, as on the platform.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS } from '../src/settings';
import { startImageServiceStandIn, type ImageServiceStandIn } from '../src/imageService/standIn';
import { clientFor, emailedLink, latestMail, linkIn, signInAdmin, signUp, type Backend, type SignedInUser, startTestBackend, uniqueTestEmail } from './helpers';

const require = createRequire(import.meta.url);
/**
 * The real Deno binary, not the package's `bin.cjs` shim: the shim runs Deno as a child of a Node
 * process, so killing the shim orphaned Deno, which went on serving long after the run ended.
 * `runInstall` is what the shim itself calls to find the binary (installing it if missing).
 */
const DENO = (require('deno/install_api.cjs') as { runInstall(): string }).runInstall();

/**
 * Deno reads every `npm:` package from the node_modules `pnpm install` filled (`manual`: Deno's
 * name for "bring your own node_modules"), and may fetch nothing (`--cached-only`). Without this,
 * a machine with an empty HOME had Deno download `npm:nodemailer` at test time with its own CA
 * store, which this network's TLS proxy refuses ("invalid peer certificate: UnknownIssuer"). The
 * functions' deno.json stay as hosted Supabase deploys them: only this run says `manual`.
 */
const DENO_OFFLINE = ['--node-modules-dir=manual', '--cached-only'];

/**
 * Every `npm:name@version` a function's deno.json imports, with the version node_modules holds
 * for it (resolved from the function's folder, as Deno resolves it). Checked before Deno starts:
 * Deno's own answer to a missing version is to rewrite the root package.json from
 * pnpm-workspace.yaml and ask to be run again.
 */
function npmImports(): { function: string; specifier: string; wanted: string; installed: string | null }[] {
  return FUNCTION_NAMES.flatMap((name) => {
    const config = path.join(FUNCTIONS.dir, name, 'deno.json');
    if (!fs.existsSync(config)) return [];
    const { imports = {} } = JSON.parse(fs.readFileSync(config, 'utf8')) as { imports?: Record<string, string> };
    const requireHere = createRequire(config);
    return Object.values(imports).flatMap((specifier) => {
      const match = /^npm:((?:@[^/@]+\/)?[^/@]+)@([^/]+)$/.exec(specifier);
      if (!match) return [];
      // Looked up along node_modules folders as Node would, not required: an ESM-only package
      // (hast-util-to-html, ...) does not export its package.json.
      const folder = (requireHere.resolve.paths(match[1]!) ?? []).map((dir) => path.join(dir, match[1]!)).find((dir) => fs.existsSync(path.join(dir, 'package.json')));
      const installed = folder ? (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version : null;
      return [{ function: name, specifier, wanted: match[2]!, installed }];
    });
  });
}
const API_KEY = 'rw-parity-key-41d9';

interface Served {
  url: string;
  process: ChildProcess;
}

/** Every Deno started, served or not (one that failed to start is ended too). */
const started: ChildProcess[] = [];

/** Ends a Deno's whole process group and waits until Deno itself has exited. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return; // the group is gone already
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }, 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * `deno run` on a function's index.ts; resolves once Deno.serve says where it listens. Deno runs
 * in a process group of its own, and `stop` ends the whole group, so nothing it starts outlives
 * the test either.
 */
function serve(name: string, env: Record<string, string>): Promise<Served> {
  const child = spawn(DENO, ['run', ...DENO_OFFLINE, '--allow-net', '--allow-env', path.join(FUNCTIONS.dir, name, 'index.ts')], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DENO_NO_UPDATE_CHECK: '1', DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`deno did not serve ${name} in 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, process: child });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`deno exited (${code}) serving ${name}:\n${output}`));
    });
  });
}

const FUNCTION_NAMES = fs
  .readdirSync(FUNCTIONS.dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)
  .sort();

let backend: Backend;
let standIn: ImageServiceStandIn;
let admin: SignedInUser;
let member: SignedInUser;
const served = new Map<string, Served>();
let statusWithoutKey: Served;
/** The site origin the event page reads its shell and 404 page from. */
let site: Server;
let siteUrl: string;

beforeAll(async () => {
  const notInstalled = npmImports().filter((entry) => entry.installed !== entry.wanted);
  if (notInstalled.length > 0) {
    throw new Error(
      `Deno reads npm packages from node_modules here; pin the same version in the workspace's package.json and run pnpm install: ${notInstalled
        .map((entry) => `${entry.function} imports ${entry.specifier}, node_modules has ${entry.installed ?? 'none'}`)
        .join('; ')}`,
    );
  }
  standIn = await startImageServiceStandIn({ apiKey: API_KEY });
  site = createServer((req, res) => {
    const page = req.url === '/_shell.html' ? '<html><head><title>EO</title></head><body>shell</body></html>' : req.url === '/404.html' ? 'Page Not Found' : null;
    if (page === null) res.writeHead(404).end();
    else res.writeHead(200, { 'Content-Type': 'text/html' }).end(page);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  backend = await startTestBackend();
  admin = await signInAdmin(backend);
  member = await signUp(backend, 'Parity Member');
  // SMTP: the test backend's mail catcher, as the backend itself gives its functions.
  const platform = {
    SUPABASE_URL: backend.url,
    SUPABASE_ANON_KEY: backend.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
    SITE_URL: siteUrl,
    SMTP_HOST: process.env.SMTP_HOST ?? '',
    SMTP_PORT: process.env.SMTP_PORT ?? '',
    OUTBOX_WORKER_SECRET: backend.outboxWorkerSecret,
  };
  const secrets = { RUNWARE_API_KEY: API_KEY, RUNWARE_API_URL: standIn.apiUrl };
  const [withoutKey, ...all] = await Promise.all([serve('status', platform), ...FUNCTION_NAMES.map((name) => serve(name, { ...platform, ...secrets }))]);
  statusWithoutKey = withoutKey!;
  FUNCTION_NAMES.forEach((name, i) => served.set(name, all[i]!));
}, 60_000);

afterAll(async () => {
  await Promise.all(started.map(stop));
  await backend?.stop();
  await standIn?.stop();
  if (site) await new Promise((resolve) => site.close(resolve));
});

function call(name: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(`${served.get(name)!.url}/${name}`, { ...rest, headers });
}

/** What each function must answer under Deno; a new function needs its check here. */
const CONTRACTS: Record<string, () => Promise<void>> = {
  'app-config': async () => {
    const service = clientFor(backend, backend.serviceRoleKey);
    const current = (await service.rpc('release_registry_read')).data as { revision: number } | null;
    const document = {
      env: 'parity',
      stack: { shell: ['1.0.0+s'], events: ['1.0.0+e'] },
      checks: [],
      history: [],
      routes: ['/events'],
      site: { siteUrl, supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, functionsUrl: `${backend.url}/functions/v1`, origins: { events: 'http://127.0.0.1:1' } },
    };
    expect((await service.rpc('release_registry_write', { document, expected_revision: current?.revision ?? 0 })).error).toBeNull();
    const config = (await (await call('app-config')).json()) as Record<string, unknown>;
    expect(config).toMatchObject({ siteUrl, remotes: { events: 'http://127.0.0.1:1/1.0.0+e/mf-manifest.json' }, releases: { shell: '1.0.0+s' } });
    expect(await (await fetch(`${served.get('app-config')!.url}/app-config?preview=changed.link`)).json()).toMatchObject({ previewRefused: 'invalid' });
  },
  'field-reports': async () => {
    // After app-config's contract wrote the registry (the order of CONTRACTS).
    const batch = { session: crypto.randomUUID(), view: crypto.randomUUID(), route: '/events', parts: { events: { release: '1.0.0+e', side: 'live' } }, items: [{ kind: 'lcp', part: 'events', value: 900 }] };
    const response = await call('field-reports', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(batch) });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 2, dropped: 0 });
    expect((await call('field-reports', { method: 'POST', body: 'x'.repeat(20_000) })).status).toBe(413);
  },
  'delete-account': async () => {
    expect((await call('delete-account', { method: 'POST', token: backend.anonKey })).status).toBe(401);
    const leaving = await signUp(backend, 'Parity Leaving');
    const response = await call('delete-account', { method: 'POST', token: leaving.accessToken });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    const { data } = await clientFor(backend, backend.serviceRoleKey).from('profiles').select('user_id').eq('user_id', leaving.id);
    expect(data).toEqual([]);
  },
  'invite-member': async () => {
    const email = uniqueTestEmail();
    const body = JSON.stringify({ action: 'invite', email, role: 'organiser' });
    const headers = { 'Content-Type': 'application/json' };
    expect((await call('invite-member', { method: 'POST', token: backend.anonKey, headers, body })).status).toBe(401);
    expect((await call('invite-member', { method: 'POST', token: member.accessToken, headers, body })).status).toBe(403);
    const invited = await call('invite-member', { method: 'POST', token: admin.accessToken, headers, body });
    expect(invited.status).toBe(200);
    // Its redirect is not one of the backend's origins: the email's page is on the site URL.
    expect(emailedLink(await latestMail(backend, email)).type).toBe('invite');
  },
  health: async () => {
    const response = await call('health', { token: member.accessToken });
    expect(await response.json()).toEqual({ ok: true, role: 'authenticated', sub: member.id });
  },
  status: async () => {
    const visitor = await call('status', { token: backend.anonKey });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ message: 'Sign in as an administrator to generate images.' });
    const refused = await call('status', { token: member.accessToken });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Only administrators can generate images.' });
    expect(await (await call('status', { token: admin.accessToken })).json()).toEqual({ ok: true });
    const response = await fetch(`${statusWithoutKey.url}/status`, { headers: { Authorization: `Bearer ${admin.accessToken}` } });
    expect(await response.json()).toEqual({ ok: false });
  },
  'events-ics': async () => {
    const response = await call('events-ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
    // A member's own feed (issue 35, items 7 and 8): a series they go to as one VEVENT with RRULE,
    // in Sydney's wall-clock time with a VTIMEZONE made from Deno's Intl; an unknown token is 404.
    const first = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const { data: series, error } = await member.client.rpc('create_event_series', {
      event: { title: 'Parity series', date: first, time: '19:00', timezone: 'Australia/Sydney' },
      rrule: 'FREQ=WEEKLY;INTERVAL=1;COUNT=3',
    });
    expect(error).toBeNull();
    const { data: occurrences } = await member.client.from('events').select('id').eq('series_id', series as string);
    for (const { id } of occurrences as Array<{ id: string }>) await member.client.rpc('rsvp_event', { target_event: id });
    const { data: token } = await member.client.rpc('my_calendar_feed_token');
    const mine = await fetch(`${served.get('events-ics')!.url}/events-ics?token=${token as string}`);
    expect(mine.status).toBe(200);
    const text = await mine.text();
    expect(text).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=3\r\n');
    expect(text).toContain(`DTSTART;TZID=Australia/Sydney:${first.replace(/-/g, '')}T190000\r\n`);
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Australia\/Sydney\r\nBEGIN:(STANDARD|DAYLIGHT)\r\n/);
    expect((await fetch(`${served.get('events-ics')!.url}/events-ics?token=${'0'.repeat(64)}`)).status).toBe(404);
  },
  'event-page': async () => {
    const { data } = await clientFor(backend, backend.serviceRoleKey).from('events').insert({ title: 'Parity dinner', date: '2030-03-04', location: 'Seoul' }).select('id').single();
    const id = (data as { id: string }).id;
    const found = await fetch(`${served.get('event-page')!.url}/event-page?id=${id}`);
    expect(found.status).toBe(200);
    const html = await found.text();
    expect(html).toContain('<title>Parity dinner | EO Asia Pacific</title>');
    expect(html).toContain('<meta property="og:description" content="Monday, March 4, 2030 · Seoul" />');
    // page-head (mapped in the function's deno.json) splices the head in as text under Deno too (issue 33, finding 4).
    const { data: priced } = await clientFor(backend, backend.serviceRoleKey).from('events').insert({ title: "Parity $' $& $`", date: '2030-03-04' }).select('id').single();
    const pricedHtml = await (await fetch(`${served.get('event-page')!.url}/event-page?id=${(priced as { id: string }).id}`)).text();
    expect(pricedHtml).toContain("<title>Parity $' $&amp; $` | EO Asia Pacific</title>");
    expect(pricedHtml.match(/<body>/g)).toHaveLength(1);
    const missing = await fetch(`${served.get('event-page')!.url}/event-page?id=00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Page Not Found');
  },
  generate: async () => {
    const body = JSON.stringify({ pageKey: 'events', positivePrompt: 'A rooftop networking evening', width: 1200, height: 800, outputFormat: 'WEBP', numberResults: 1 });
    const post = (token: string, payload = body) => call('generate', { method: 'POST', token, headers: { 'Content-Type': 'application/json' }, body: payload });
    expect((await post(backend.anonKey)).status).toBe(401);
    const refused = await post(member.accessToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Only administrators can generate images.' });
    const invalid = await post(admin.accessToken, JSON.stringify({ pageKey: 'events', positivePrompt: 'x', width: 1000 + 4 }));
    expect(invalid.status).toBe(400);
    const made = await post(admin.accessToken);
    expect(made.status).toBe(200);
    const answer = (await made.json()) as { images: { id: string; imageURL: string }[] };
    expect(answer.images[0]!.imageURL.startsWith(standIn.origin)).toBe(true);
    const { data } = await clientFor(backend, backend.serviceRoleKey).from('generated_images').select('page_key').eq('id', answer.images[0]!.id);
    expect(data).toEqual([{ page_key: 'events' }]);
  },
  // One-click unsubscribe under Deno: a link signed here (Node, the same secret) is accepted there.
  notifications: async () => {
    const { unsubscribeUrl } = await import('../../supabase/functions/notifications/token');
    const previous = process.env.SUPABASE_SERVICE_ROLE_KEY;
    process.env.SUPABASE_SERVICE_ROLE_KEY = backend.serviceRoleKey;
    const link = new URL(await unsubscribeUrl(backend.url, { u: member.id, k: 'reminder_1h' }).finally(() => {
      process.env.SUPABASE_SERVICE_ROLE_KEY = previous;
    }));
    const response = await fetch(`${served.get('notifications')!.url}/notifications${link.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await response.json()).toEqual({ message: 'You will no longer receive reminders 1 hour before an event.' });
    const { data } = await clientFor(backend, backend.serviceRoleKey).from('notification_preferences').select('reminder_1h').eq('user_id', member.id);
    expect(data).toEqual([{ reminder_1h: false }]);
    const opened = await fetch(`${served.get('notifications')!.url}/notifications${link.search}`, { redirect: 'manual' });
    expect(opened.headers.get('location')).toBe(`${siteUrl}/account#notifications`);
  },
  // The outbox worker under Deno: its own bearer secret (no JWT), nodemailer through deno.json.
  'outbox-worker': async () => {
    expect((await call('outbox-worker', { method: 'POST' })).status).toBe(401);
    expect((await call('outbox-worker', { method: 'POST', token: backend.serviceRoleKey })).status).toBe(401);
    const { data: event, error: eventError } = await clientFor(backend, backend.serviceRoleKey).from('events').insert({ title: 'Parity RSVP', date: '2030-03-04', time: '19:00', timezone: 'Asia/Singapore', location: 'Singapore' }).select('id').single();
    expect(eventError).toBeNull();
    const going = await signUp(backend, 'Parity Going');
    expect((await going.client.rpc('rsvp_event', { target_event: (event as { id: string }).id })).data).toBe('going');
    const answer = await call('outbox-worker', { method: 'POST', token: backend.outboxWorkerSecret });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ failed: 0, retried: 0 });
    const mail = await latestMail(backend, going.email);
    expect(mail.subject).toBe('You are going: Parity RSVP');
    expect(mail.text).toContain(`${siteUrl}/events/${(event as { id: string }).id}`);
    expect(mail.calendar?.method).toBe('REQUEST');
    // ical-generator (npm, through deno.json) names the attendee among its parameters, and the time in the event's zone.
    expect(mail.calendar?.content.replace(/\r\n /g, '')).toMatch(/\r\nATTENDEE;[^:\r\n]*CN="Parity Going"/);
    expect(mail.calendar?.content).toContain('\r\nDTSTART;TZID=Asia/Singapore:20300304T190000\r\n');
    expect(mail.calendar?.content).toContain('\r\nBEGIN:VTIMEZONE\r\nTZID:Asia/Singapore\r\n');
    // A newsletter issue under Deno: its Markdown through the npm imports of deno.json, a signed unsubscribe.
    const reader = uniqueTestEmail('parity-reader');
    const service = clientFor(backend, backend.serviceRoleKey);
    await service.from('newsletter_subscribers').insert({ email: reader });
    const { data: issue } = await service.from('newsletter_issues').insert({ slug: '', subject: 'Parity issue', body_markdown: '# Hello\n\n**Bold** [site](/events)' }).select('id').single();
    const admin = await signInAdmin(backend);
    expect((await admin.client.rpc('send_newsletter_issue', { issue_id: (issue as { id: string }).id })).error).toBeNull();
    expect(await (await call('outbox-worker', { method: 'POST', token: backend.outboxWorkerSecret })).json()).toMatchObject({ failed: 0, retried: 0 });
    const issueMail = await latestMail(backend, reader);
    expect(issueMail.html).toMatch(/<h2 style="[^"]+">Hello<\/h2>/);
    expect(issueMail.html).toContain(`href="${siteUrl}/events"`);
    expect(issueMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  },
  // Double opt-in under Deno: nodemailer (npm, through the function's deno.json) sends to the test
  // backend's mail catcher, read over its HTTP API; the Deno-signed links work once.
  newsletter: async () => {
    const email = uniqueTestEmail('parity-news');
    const post = (body: unknown) => call('newsletter', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: siteUrl }, body: JSON.stringify(body) });
    const asked = await post({ action: 'subscribe', email });
    expect(await asked.json()).toEqual({ message: 'Check your inbox to confirm your subscription' });
    const mail = await latestMail(backend, email);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('EO Asia Pacific');
    const token = new URL(linkIn(mail, `${siteUrl}/newsletter/confirm?token=`)).searchParams.get('token');
    expect((await post({ action: 'confirm', token })).status).toBe(200);
    expect((await post({ action: 'confirm', token })).status).toBe(400);
    const welcome = await latestMail(backend, email, mail.id);
    const unsubscribeToken = new URL(/^<(.+)>$/.exec(welcome.headers['list-unsubscribe']!)![1]!).searchParams.get('token')!;
    const oneClick = await fetch(`${served.get('newsletter')!.url}/newsletter?action=unsubscribe&token=${encodeURIComponent(unsubscribeToken)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await oneClick.json()).toEqual({ message: 'You are unsubscribed.' });
    const { data } = await clientFor(backend, backend.serviceRoleKey).from('newsletter_subscribers').select('email').eq('email', email);
    expect(data).toEqual([]);
  },
};

describe('every function under Deno, as deployed', () => {
  it('has a parity check for each function folder', () => {
    expect(FUNCTION_NAMES).toEqual(Object.keys(CONTRACTS).sort());
  });

  it.each(Object.keys(CONTRACTS))('%s answers its contract', async (name) => {
    await CONTRACTS[name]!();
  });
});

/**
 * The local mail catcher: an SMTP server (`smtp-server`) that keeps every message it receives, parsed
 * by `mailparser`, and a small HTTP inbox beside it (the page a person reads, and a JSON API that
 * tests read). As the Supabase CLI's inbucket does for its stack: nothing leaves the machine.
 * Both listen on 127.0.0.1 only; whoever starts the catcher stops it.
 *
 * HTTP: `GET /` the inbox page, `GET /messages/<id>` one message as HTML, `GET /api/messages`
 * (newest first; `?to=<address>` filters), `GET /api/messages/<id>`, `DELETE /api/messages`.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMessage {
  id: number;
  from: string;
  to: string[];
  subject: string;
  date: string;
  /** When this server accepted the message (its 250 answer to DATA), ISO 8601 with milliseconds. */
  acceptedAt: string;
  text: string;
  html: string;
  /** Header names lower-cased, each with its value as sent (unfolded). */
  headers: Record<string, string>;
  /** The calendar part (text/calendar, e.g. an invite sent with nodemailer's `icalEvent`), or null. */
  calendar: { method: string | null; content: string } | null;
  /** Images sent as related parts (an `<img src="cid:...">` of the HTML), with their bytes in base64. */
  images: { cid: string | null; contentType: string; base64: string }[];
}

export interface MailCatcher {
  host: string;
  smtpPort: number;
  /** The inbox page, e.g. http://127.0.0.1:54324 */
  inboxUrl: string;
  stop(): Promise<void>;
}

export interface MailCatcherOptions {
  smtpPort?: number;
  httpPort?: number;
  /** Messages kept, oldest dropped first. */
  keep?: number;
  /**
   * Runs with each message once it is kept, before the SMTP answer (250) goes back: a test holds
   * that answer to have the sender wait on it (test/faults.test.ts stops the database meanwhile).
   */
  beforeAnswering?: (message: CaughtMessage) => Promise<void> | void;
}

const HOST = '127.0.0.1';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

function addresses(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry: { value?: { address?: string }[] }) => (entry.value ?? []).map((a) => (a.address ?? '').toLowerCase()));
}

function inboxPage(messages: CaughtMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(new Date(m.date).toLocaleString('en-GB'))}</td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local inbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd}</style></head>
<body><h1>Local inbox</h1><p>Every email the local backend and its functions send lands here; nothing leaves this machine. Newest first.</p>
<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No messages yet.</td></tr>'}</tbody></table></body></html>`;
}

function messagePage(m: CaughtMessage): string {
  const headers = Object.entries(m.headers)
    .filter(([name]) => ['from', 'to', 'subject', 'date', 'list-unsubscribe', 'list-unsubscribe-post'].includes(name))
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  // The message's own HTML in a sandboxed frame: no scripts, links open in a new tab.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(m.subject)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}dt{font-weight:600}iframe{width:100%;height:60vh;border:1px solid #ddd}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style></head>
<body><p><a href="/">← Inbox</a></p><h1>${escapeHtml(m.subject)}</h1><dl>${headers}</dl>
<h2>HTML</h2><iframe title="The message as HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(`<base target="_blank">${m.html}`)}"></iframe>
<h2>Plain text</h2><pre>${escapeHtml(m.text)}</pre>${m.calendar ? `<h2>Calendar (${escapeHtml(m.calendar.method ?? 'no method')})</h2><pre>${escapeHtml(m.calendar.content)}</pre>` : ''}</body></html>`;
}

function listen(server: { listen(port: number, host: string, cb: () => void): unknown; once(e: 'error', cb: (error: Error) => void): unknown; off(e: 'error', cb: (error: Error) => void): unknown }, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const keep = options.keep ?? 500;
  const messages: CaughtMessage[] = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'local mail catcher',
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim();
          const calendarPart = parsed.attachments.find((a) => a.contentType.toLowerCase().startsWith('text/calendar'));
          const calendarText = calendarPart?.content.toString('utf8');
          const message: CaughtMessage = {
            id: nextId++,
            from: addresses(parsed.from).join(', '),
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            date: (parsed.date ?? new Date()).toISOString(),
            acceptedAt: new Date().toISOString(),
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
            calendar: calendarText === undefined ? null : { method: /^METHOD:(.+)$/m.exec(calendarText)?.[1]?.trim() ?? null, content: calendarText },
            images: parsed.attachments
              .filter((a) => a.contentType.toLowerCase().startsWith('image/'))
              .map((a) => ({ cid: a.cid ?? null, contentType: a.contentType, base64: a.content.toString('base64') })),
          };
          messages.unshift(message);
          messages.splice(keep);
          return options.beforeAnswering?.(message);
        })
        .then(() => callback())
        .catch((error: Error) => callback(error));
    },
  });
  smtp.on('error', (error) => console.error('[mail catcher] SMTP error:', error.message));

  const app = new Hono();
  const find = (id: string) => messages.find((m) => m.id === Number(id));
  app.get('/', (c) => c.html(inboxPage(messages)));
  app.get('/messages/:id', (c) => {
    const message = find(c.req.param('id'));
    return message ? c.html(messagePage(message)) : c.text('No such message', 404);
  });
  app.get('/api/messages', (c) => {
    const to = c.req.query('to')?.toLowerCase();
    return c.json(to ? messages.filter((m) => m.to.includes(to)) : messages);
  });
  app.get('/api/messages/:id', (c) => {
    const message = find(c.req.param('id'));
    return message ? c.json(message) : c.json({ message: 'No such message' }, 404);
  });
  app.delete('/api/messages', (c) => {
    messages.length = 0;
    return c.body(null, 204);
  });
  const http = createAdaptorServer({ fetch: app.fetch, hostname: HOST }) as Server;

  await listen(smtp.server, options.smtpPort ?? 0);
  try {
    await listen(http, options.httpPort ?? 0);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = (http.address() as AddressInfo).port;
  let stopping: Promise<void> | undefined;
  return {
    host: HOST,
    smtpPort,
    inboxUrl: `http://${HOST}:${httpPort}`,
    stop: () =>
      (stopping ??= Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.close(() => resolve());
          http.closeAllConnections();
        }),
      ]).then(() => undefined)),
  };
}

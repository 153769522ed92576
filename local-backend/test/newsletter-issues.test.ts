/**
 * Newsletter issues (issue 35, item 5) and the admins' outbox RPCs (item 9), on the real local
 * backend: who may read and write issues, sending and scheduling through the outbox, the worker
 * delivering each subscriber's email with its own unsubscribe link, exactly once per address
 * even when a worker process is killed mid-send, the throttle, Retry, and unsubscribing mid-send.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CaughtMessage } from '../src/mail/catcher';
import { type Backend, clientFor, http, signInAdmin, signUp, type SignedInUser, sleep, startTestBackend } from './helpers';

let backend: Backend;
let admin: SignedInUser;
let member: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signInAdmin(backend);
  member = await signUp(backend, 'Newsletter Member');
});

afterAll(async () => {
  await backend?.stop();
});

async function sql<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await backend.db.transaction((tx) => tx.query<T>(text, params))).rows;
}

async function allMail(): Promise<CaughtMessage[]> {
  return (await (await fetch(`${backend.inboxUrl}/api/messages`)).json()) as CaughtMessage[];
}

async function clearInbox(): Promise<void> {
  await fetch(`${backend.inboxUrl}/api/messages`, { method: 'DELETE' });
}

function runWorker(): Promise<{ claimed: number; sent: number; retried: number; failed: number }> {
  return http(backend, '/functions/v1/outbox-worker', { method: 'POST', headers: { Authorization: `Bearer ${backend.outboxWorkerSecret}` } }).then((r) => r.json());
}

/** Only these addresses are confirmed subscribers (the issue goes to every one). */
async function setSubscribers(emails: string[]): Promise<void> {
  await sql('delete from public.newsletter_subscribers');
  await sql('insert into public.newsletter_subscribers (email) select unnest($1::text[])', [emails]);
}

async function draft(subject = `Issue ${crypto.randomUUID().slice(0, 8)}`, body = '# News\n\nHello **members**. [Site](/events)') {
  const { data, error } = await admin.client.from('newsletter_issues').insert({ subject, body_markdown: body }).select('id, slug, state').single();
  expect(error).toBeNull();
  return data as { id: string; slug: string; state: string };
}

const issueState = async (id: string) => (await sql<{ state: string; recipient_count: number }>('select state, recipient_count from public.newsletter_issues where id = $1', [id]))[0];

beforeEach(async () => {
  // Each test sends freely (the throttle test sets its own limit), from an empty queue and inbox;
  // the claims of earlier tests are a minute old (they count against the per-minute limit).
  await sql(`update private.outbox_kind_limits set per_minute = 100000 where kind = 'newsletter'`);
  while ((await runWorker()).claimed > 0);
  await sql(`update public.outbox_messages set claimed_at = claimed_at - interval '2 minutes' where claimed_at is not null`);
  await clearInbox();
});

describe('newsletter issues: who reads and writes them', () => {
  it('lets admins write drafts, nobody else; visitors read a sent issue only, without its counts', async () => {
    const issue = await draft('Hello, APAC 2027!');
    expect(issue).toMatchObject({ state: 'draft', slug: expect.stringMatching(/^hello-apac-2027-[0-9a-f]{8}$/) });

    expect((await member.client.from('newsletter_issues').insert({ subject: 'By a member' })).error).not.toBeNull();
    expect((await clientFor(backend).from('newsletter_issues').insert({ subject: 'By a visitor' })).error).not.toBeNull();
    expect((await member.client.from('newsletter_issues').select('id').eq('id', issue.id)).data).toEqual([]);
    expect((await clientFor(backend).from('newsletter_issues').select('id').eq('id', issue.id)).data ?? []).toEqual([]);
    // A client cannot set the state itself.
    expect((await admin.client.from('newsletter_issues').update({ state: 'sent' }).eq('id', issue.id)).error).not.toBeNull();

    await setSubscribers([]);
    expect((await admin.client.rpc('send_newsletter_issue', { issue_id: issue.id })).data).toBe('sending');
    await sql('select private.release_newsletter_issues()');
    expect(await issueState(issue.id)).toMatchObject({ state: 'sent' });

    const visitor = clientFor(backend);
    expect((await visitor.from('newsletter_issues').select('slug, subject, body_markdown, sent_at').eq('id', issue.id)).data).toEqual([
      { slug: issue.slug, subject: 'Hello, APAC 2027!', body_markdown: expect.stringContaining('Hello **members**'), sent_at: expect.any(String) },
    ]);
    // As the archive asks: sent issues, newest first.
    const archive = await visitor.from('newsletter_issues').select('slug, subject, sent_at').eq('state', 'sent').order('sent_at', { ascending: false });
    expect(archive.error).toBeNull();
    expect(archive.data).toContainEqual({ slug: issue.slug, subject: 'Hello, APAC 2027!', sent_at: expect.any(String) });
    expect((await visitor.from('newsletter_issues').select('slug').eq('state', 'draft')).data).toEqual([]);
    expect((await visitor.from('newsletter_issues').select('recipient_count').eq('id', issue.id)).error).not.toBeNull();
    // What was sent stays as it was sent.
    const edited = await admin.client.from('newsletter_issues').update({ subject: 'Changed' }, { count: 'exact' }).eq('id', issue.id);
    expect(edited.count).toBe(0);
    expect((await admin.client.from('newsletter_issues').delete({ count: 'exact' }).eq('id', issue.id)).count).toBe(0);
  });

  it('refuses sending, tests, counts and Retry to members and visitors', async () => {
    const issue = await draft();
    for (const client of [member.client, clientFor(backend)]) {
      expect((await client.rpc('send_newsletter_issue', { issue_id: issue.id })).error).not.toBeNull();
      expect((await client.rpc('send_newsletter_test', { issue_id: issue.id })).error).not.toBeNull();
      expect((await client.rpc('unschedule_newsletter_issue', { issue_id: issue.id })).error).not.toBeNull();
      expect((await client.rpc('newsletter_issue_counts')).error).not.toBeNull();
      expect((await client.rpc('outbox_counts')).error).not.toBeNull();
      expect((await client.rpc('retry_outbox_message', { message_id: 1 })).error).not.toBeNull();
      expect((await client.schema('private' as 'public').rpc('release_newsletter_issues')).error).not.toBeNull();
    }
    expect(await issueState(issue.id)).toMatchObject({ state: 'draft' });
  });
});

describe('sending an issue', () => {
  it('enqueues one email per confirmed subscriber in one go; the worker sends each with its own unsubscribe link', async () => {
    const emails = Array.from({ length: 5 }, (_, i) => `send-${i}-${crypto.randomUUID().slice(0, 8)}@example.com`);
    await setSubscribers(emails);
    await sql(`insert into public.newsletter_pending (email, nonce_hash) values ($1, 'x')`, [`pending-${crypto.randomUUID().slice(0, 8)}@example.com`]);
    await clearInbox();
    const issue = await draft('Five readers', '# Big news\n\n<script>alert(1)</script>\n\nRead [this](javascript:alert(1)) and [that](/events).');

    expect((await admin.client.rpc('send_newsletter_issue', { issue_id: issue.id })).data).toBe('sending');
    expect(await issueState(issue.id)).toEqual({ state: 'sending', recipient_count: 5 });
    expect((await admin.client.rpc('send_newsletter_issue', { issue_id: issue.id })).error?.message).toBe('This issue has already been sent.');
    // Run again (a retried job): nobody is added twice.
    await sql('select private.enqueue_newsletter_issue($1)', [issue.id]);
    expect((await sql<{ n: number }>(`select count(*)::int as n from public.outbox_messages where newsletter_id = $1`, [issue.id]))[0]!.n).toBe(5);
    expect((await admin.client.rpc('newsletter_issue_counts')).data).toContainEqual({ newsletter_id: issue.id, queued: 5, sending: 0, sent: 0, failed: 0 });

    expect(await runWorker()).toMatchObject({ sent: 5, failed: 0 });
    const mail = await allMail();
    expect(mail.map((m) => m.to[0]).sort()).toEqual([...emails].sort());
    const links = new Set<string>();
    for (const message of mail) {
      expect(message.subject).toBe('Five readers');
      expect(message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const oneClick = /^<(.+)>$/.exec(message.headers['list-unsubscribe']!)![1]!;
      expect(oneClick).toMatch(new RegExp(`^${backend.url}/functions/v1/newsletter\\?action=unsubscribe&token=`));
      links.add(oneClick);
      expect(message.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=/);
      // The issue's markdown, with the email's inline styles (email clients drop <style>).
      expect(message.html).toMatch(/<h2 style="[^"]+">Big news<\/h2>/);
      expect(message.html).toContain('&#x3C;script>');
      expect(message.html).not.toContain('<script');
      // The javascript: link loses its href, not its text.
      expect(message.html).toMatch(/<a style="[^"]+">this<\/a>/);
      expect(message.html).toContain('href="http://localhost:3000/events"');
      expect(message.html).toContain(`http://localhost:3000/newsletter/issues/${issue.slug}`);
    }
    expect(links.size).toBe(5);

    // The link works for its own address only: one click (RFC 8058) unsubscribes that reader.
    const [first] = mail;
    const oneClick = /^<(.+)>$/.exec(first!.headers['list-unsubscribe']!)![1]!;
    const answer = await fetch(oneClick, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(answer.status).toBe(200);
    expect((await sql<{ email: string }>('select email from public.newsletter_subscribers order by email')).map((r) => r.email)).toEqual(emails.filter((e) => e !== first!.to[0]).sort());

    expect(await sql('select private.release_newsletter_issues()')).toBeDefined();
    expect(await issueState(issue.id)).toMatchObject({ state: 'sent' });
  });

  it('schedules an issue; the job sends it once its time has come', async () => {
    const emails = [`sched-${crypto.randomUUID().slice(0, 8)}@example.com`];
    await setSubscribers(emails);
    const issue = await draft();
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect((await admin.client.rpc('send_newsletter_issue', { issue_id: issue.id, send_at: at })).data).toBe('scheduled');
    expect((await sql<{ n: number }>('select private.release_newsletter_issues($1) as n', [new Date(Date.now() + 1_800_000).toISOString()]))[0]!.n).toBe(0);
    expect(await issueState(issue.id)).toMatchObject({ state: 'scheduled' });
    expect((await sql<{ n: number }>('select private.release_newsletter_issues($1) as n', [new Date(Date.now() + 3_700_000).toISOString()]))[0]!.n).toBe(1);
    expect(await issueState(issue.id)).toEqual({ state: 'sending', recipient_count: 1 });
    // Released once: running the job again adds nothing.
    expect((await sql<{ n: number }>('select private.release_newsletter_issues($1) as n', [new Date(Date.now() + 3_800_000).toISOString()]))[0]!.n).toBe(0);
    expect((await sql<{ n: number }>(`select count(*)::int as n from public.outbox_messages where newsletter_id = $1`, [issue.id]))[0]!.n).toBe(1);
  });

  it('is released by the schedule every engine runs', async () => {
    const reader = `by-schedule-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await setSubscribers([reader]);
    const issue = await draft('Released by the schedule');
    await admin.client.rpc('send_newsletter_issue', { issue_id: issue.id, send_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(await sql(`select name from private.scheduled_jobs where command = 'select private.release_newsletter_issues()'`)).toEqual([{ name: 'newsletter-release' }]);
    // Its time comes.
    await sql(`update public.newsletter_issues set send_at = now() - interval '1 second' where id = $1`, [issue.id]);
    await backend.jobs.runNow();
    expect((await issueState(issue.id))!.state).toMatch(/^(sending|sent)$/);
    while ((await runWorker()).claimed > 0);
    await backend.jobs.runNow();
    expect(await issueState(issue.id)).toEqual({ state: 'sent', recipient_count: 1 });
    expect((await allMail()).map((m) => m.to[0])).toEqual([reader]);
  });

  it('takes a scheduled issue back to draft', async () => {
    const issue = await draft();
    await admin.client.rpc('send_newsletter_issue', { issue_id: issue.id, send_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await admin.client.rpc('unschedule_newsletter_issue', { issue_id: issue.id })).error).toBeNull();
    expect(await issueState(issue.id)).toMatchObject({ state: 'draft' });
    expect((await sql<{ n: number }>('select private.release_newsletter_issues($1) as n', [new Date(Date.now() + 7_200_000).toISOString()]))[0]!.n).toBe(0);
  });

  it('sends a test to the admin only, marked [Test]', async () => {
    await setSubscribers([`not-for-tests-${crypto.randomUUID().slice(0, 8)}@example.com`]);
    await clearInbox();
    const issue = await draft('Test me');
    expect((await admin.client.rpc('send_newsletter_test', { issue_id: issue.id })).error).toBeNull();
    await runWorker();
    const mail = await allMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: [admin.email.toLowerCase()], subject: '[Test] Test me' });
    expect(await issueState(issue.id)).toMatchObject({ state: 'draft' });
  });

  it('withdraws the waiting email of an address that unsubscribes mid-send', async () => {
    const [leaving, staying] = [`leaving-${crypto.randomUUID().slice(0, 8)}@example.com`, `staying-${crypto.randomUUID().slice(0, 8)}@example.com`];
    await setSubscribers([leaving, staying]);
    await clearInbox();
    const issue = await draft();
    await admin.client.rpc('send_newsletter_issue', { issue_id: issue.id });
    await sql('select public.newsletter_unsubscribe($1)', [leaving]);
    await runWorker();
    expect((await allMail()).map((m) => m.to[0])).toEqual([staying]);
  });

  it('sends at most the configured number per minute', async () => {
    await setSubscribers(Array.from({ length: 8 }, (_, i) => `throttle-${i}-${crypto.randomUUID().slice(0, 8)}@example.com`));
    await sql(`update private.outbox_kind_limits set per_minute = 3 where kind = 'newsletter'`);
    const issue = await draft();
    await admin.client.rpc('send_newsletter_issue', { issue_id: issue.id });
    expect(await runWorker()).toMatchObject({ sent: 3 });
    expect((await admin.client.rpc('newsletter_issue_counts')).data).toContainEqual({ newsletter_id: issue.id, queued: 5, sending: 0, sent: 3, failed: 0 });
  });
});

describe('the Messages tab RPCs', () => {
  it('counts per newsletter, and Retry puts a failed message back in the queue', async () => {
    await setSubscribers([`retry-${crypto.randomUUID().slice(0, 8)}@example.com`]);
    const issue = await draft('Retry me');
    await admin.client.rpc('send_newsletter_issue', { issue_id: issue.id });
    const [message] = await sql<{ id: number }>(`update public.outbox_messages set state = 'failed', last_error = '550 mailbox unavailable' where newsletter_id = $1 returning id`, [issue.id]);
    const counts = await admin.client.rpc('outbox_counts');
    expect(counts.data).toContainEqual(expect.objectContaining({ kind: 'newsletter', newsletter_id: issue.id, newsletter_subject: 'Retry me', failed: 1 }));
    const failed = await admin.client.from('outbox_messages').select('id, last_error').eq('state', 'failed').eq('id', message!.id);
    expect(failed.data).toEqual([{ id: message!.id, last_error: '550 mailbox unavailable' }]);

    expect((await admin.client.rpc('retry_outbox_message', { message_id: message!.id })).data).toBe(true);
    expect((await admin.client.rpc('retry_outbox_message', { message_id: message!.id })).data).toBe(false);
    expect(await sql('select state, attempts, last_error from public.outbox_messages where id = $1', [message!.id])).toEqual([{ state: 'queued', attempts: 0, last_error: null }]);
    expect(await runWorker()).toMatchObject({ sent: 1 });
  });
});

describe('500 confirmed subscribers', () => {
  const count = 500;
  const emailOf = (i: number, run: string) => `reader-${String(i).padStart(3, '0')}-${run}@example.com`;

  async function expectExactlyOneEach(emails: string[]): Promise<void> {
    const mail = await allMail();
    expect(mail).toHaveLength(count);
    expect(new Set(mail.map((m) => m.to[0])).size).toBe(count);
    expect(new Set(mail.map((m) => m.to[0]))).toEqual(new Set(emails));
    expect(new Set(mail.map((m) => m.headers['list-unsubscribe'])).size).toBe(count);
  }

  it('ends with exactly 500 emails, each with its own unsubscribe link', { timeout: 360_000 }, async () => {
    const run = crypto.randomUUID().slice(0, 8);
    const emails = Array.from({ length: count }, (_, i) => emailOf(i, run));
    await setSubscribers(emails);
    await clearInbox();
    const issue = await draft('Five hundred');
    await admin.client.rpc('send_newsletter_issue', { issue_id: issue.id });
    while ((await runWorker()).claimed > 0);
    await expectExactlyOneEach(emails);
    await sql('select private.release_newsletter_issues()');
    expect(await issueState(issue.id)).toEqual({ state: 'sent', recipient_count: count });
  });

  it('sends each address exactly once when the worker process is killed mid-send and restarted', { timeout: 360_000 }, async () => {
    const run = crypto.randomUUID().slice(0, 8);
    const emails = Array.from({ length: count }, (_, i) => emailOf(i, run));
    await setSubscribers(emails);
    await clearInbox();
    const issue = await draft('Killed and restarted');
    await admin.client.rpc('send_newsletter_issue', { issue_id: issue.id });

    const here = path.dirname(fileURLToPath(import.meta.url));
    const worker = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'support', 'outboxWorkerProcess.ts')], {
      env: { ...process.env, OUTBOX_BATCH_SIZE: '25' },
      stdio: 'ignore',
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => worker.on('exit', (_code, signal) => resolve(signal)));
    for (let i = 0; i < 1200 && (await allMail()).length < 120; i += 1) await sleep(50);
    worker.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const delivered = (await allMail()).length;
    expect(delivered).toBeGreaterThanOrEqual(120);
    expect(delivered).toBeLessThan(count);

    // The killed worker's lease runs out (the clock moved on): its claimed rows are due again.
    const inFlight = await sql<{ n: number }>(`update public.outbox_messages set not_before = now() - interval '1 second' where newsletter_id = $1 and state = 'sending' returning 1 as n`, [issue.id]);
    expect(inFlight.length).toBeGreaterThan(0);
    while ((await runWorker()).claimed > 0);

    // Every address got its email, each exactly once as a mail app counts them (one Message-ID per
    // address). The outbox's one gap (migration 20261127000100): a worker killed after the SMTP
    // server's 250 and before its mark commits sends that one message again, with the same
    // Message-ID. The worker sends one message at a time, so at most one can be in that window.
    const mail = await allMail();
    const idsPerAddress = new Map<string, Set<string>>();
    for (const message of mail) idsPerAddress.set(message.to[0]!, (idsPerAddress.get(message.to[0]!) ?? new Set()).add(message.headers['message-id']!));
    expect(new Set(idsPerAddress.keys())).toEqual(new Set(emails));
    expect([...idsPerAddress.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(mail.length - count).toBeLessThanOrEqual(1);
    expect(new Set(mail.map((m) => m.headers['list-unsubscribe'])).size).toBe(count);
    expect((await admin.client.rpc('newsletter_issue_counts')).data).toContainEqual({ newsletter_id: issue.id, queued: 0, sending: 0, sent: count, failed: 0 });
  });
});

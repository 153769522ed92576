/**
 * `outbox-worker`: delivers public.outbox_messages (issue 35). Called every minute by the schedule
 * (pg_cron through pg_net on a hosted project; the local backend's scheduler locally) with
 * `Authorization: Bearer <OUTBOX_WORKER_SECRET>`: verify_jwt is off for it (config.toml), and the
 * secret is compared here in constant time. No member calls it.
 *
 * A run: claim a batch (public.outbox_claim: FOR UPDATE SKIP LOCKED, state 'sending' under a
 * lease, the per-kind limits), render each message with its kind's renderer (kinds/index.ts),
 * check that the claim still holds and renew its lease (public.outbox_begin_send; a message whose
 * lease ran out and was claimed again is left to that claim), send it over SMTP with a Message-ID
 * derived from its dedupe key, and mark it sent right after the SMTP server's answer
 * (public.outbox_mark_sent, one transaction per message; tried again while the database is away,
 * up to a lease's length) or failed (public.outbox_mark_failed: retried after an
 * exponential backoff, 'failed' after OUTBOX_MAX_ATTEMPTS or at once on a permanent 5xx refusal).
 * Claims again until nothing is due or half the lease is used. The guarantee, and what happens when
 * a worker is killed between the SMTP answer and the mark, is written at the top of
 * supabase/migrations/20261127000100_outbox_worker.sql and in
 * supabase/migrations/20261207130000_outbox_send_under_claim.sql.
 *
 * Answers `{ claimed, sent, retried, failed, released }` (released: messages another claim had
 * taken over by the time this run reached them).
 */
import { getEnv } from '../_shared/env.ts';
import { errorResponse, jsonResponse } from '../_shared/respond.ts';
import { rendererFor } from './kinds/index.ts';
import type { OutboxMessage, RenderContext } from './kinds/types.ts';
import { isPermanentSmtpError, messageIdFor, openSmtp, readSender, type Sender, type SmtpConnection } from './smtp.ts';
import { unsubscribeUrlFor } from './unsubscribe.ts';

interface Settings {
  batchSize: number;
  leaseSeconds: number;
  maxAttempts: number;
  retryBaseSeconds: number;
}

function positiveInteger(name: string, fallback: number): number {
  const value = Number(getEnv(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function readSettings(): Settings {
  return {
    batchSize: positiveInteger('OUTBOX_BATCH_SIZE', 25),
    leaseSeconds: positiveInteger('OUTBOX_LEASE_SECONDS', 120),
    maxAttempts: positiveInteger('OUTBOX_MAX_ATTEMPTS', 5),
    retryBaseSeconds: positiveInteger('OUTBOX_RETRY_BASE_SECONDS', 60),
  };
}

/** Equal secrets in time that does not depend on where they differ: both hashed, then compared whole. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const encode = (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const [a, b] = (await Promise.all([encode(given), encode(expected)])).map((digest) => new Uint8Array(digest));
  let difference = 0;
  for (let i = 0; i < a!.length; i += 1) difference |= a![i]! ^ b![i]!;
  return difference === 0;
}

async function authorised(request: Request, secret: string): Promise<boolean> {
  const match = /^bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match ? sameSecret(match[1]!, secret) : false;
}

function backend() {
  const url = getEnv('SUPABASE_URL')?.replace(/\/$/, '');
  const serviceKey = getEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !serviceKey) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are not set');
  return { url, serviceKey };
}

/** A worker function of the database, with the service role (the only role allowed to run them). */
async function serviceRpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { url, serviceKey } = backend();
  const response = await fetch(`${url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name} answered HTTP ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * Records a delivered message as sent, trying again while the database cannot be reached (a
 * restart, a failover), for up to a lease's length after the first failure. Given up, the row
 * stays 'sending' and goes out a second time once its lease has run out, though the mail server
 * has it; recorded late, even after the lease, it goes nowhere again unless another run has
 * claimed it meanwhile.
 */
async function markSent(message: OutboxMessage, leaseSeconds: number): Promise<void> {
  let giveUpAt: number | undefined;
  for (let pause = 250; ; pause = Math.min(pause * 2, 2_000)) {
    try {
      await serviceRpc('outbox_mark_sent', { message_id: message.id });
      return;
    } catch (error) {
      giveUpAt ??= Date.now() + leaseSeconds * 1000;
      if (Date.now() + pause >= giveUpAt) throw error;
      console.error(`[outbox-worker] recording message ${message.id} as sent failed, trying again: ${describeError(error)}`);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

function siteUrl(): string {
  const configured = getEnv('SITE_URL');
  if (!configured) throw new Error('SITE_URL is not set');
  return new URL(configured).origin;
}

function contextFor(message: OutboxMessage, site: string, sender: Sender): RenderContext {
  return {
    siteUrl: site,
    eventUrl: (eventId) => `${site}/events/${encodeURIComponent(eventId)}`,
    preferencesUrl: `${site}/account#notifications`,
    unsubscribeUrl: (kind) => unsubscribeUrlFor(message, kind),
    sender,
    message,
  };
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

interface Tally {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  released: number;
}

async function deliver(message: OutboxMessage, smtp: SmtpConnection, site: string, sender: Sender, settings: Settings, tally: Tally): Promise<void> {
  let permanent = false;
  try {
    const renderer = rendererFor(message.kind);
    if (!renderer) throw new Error(`No renderer for kind ${message.kind}`);
    const email = await renderer(message.payload, contextFor(message, site, sender));
    // The admin Messages tab shows each email by the subject it went out with (sent or failed).
    const held = await serviceRpc<boolean>('outbox_begin_send', {
      message_id: message.id,
      claim: message.claim,
      subject: email.subject,
      lease_seconds: settings.leaseSeconds,
    });
    if (!held) {
      tally.released += 1;
      return;
    }
    try {
      await smtp.send({ ...email, to: message.recipient_email, messageId: await messageIdFor(message.dedupe_key, sender) });
    } catch (error) {
      permanent = isPermanentSmtpError(error);
      throw error;
    }
  } catch (error) {
    const state = await serviceRpc<string | null>('outbox_mark_failed', {
      message_id: message.id,
      error: describeError(error),
      retry_base_seconds: settings.retryBaseSeconds,
      max_attempts: settings.maxAttempts,
      permanent,
    });
    if (state === 'failed') tally.failed += 1;
    else tally.retried += 1;
    return;
  }
  await markSent(message, settings.leaseSeconds);
  tally.sent += 1;
}

async function run(settings: Settings): Promise<Tally> {
  const tally: Tally = { claimed: 0, sent: 0, retried: 0, failed: 0, released: 0 };
  const stopClaimingAt = Date.now() + (settings.leaseSeconds * 1000) / 2;
  const site = siteUrl();
  const sender = readSender();
  let smtp: SmtpConnection | undefined;
  try {
    while (Date.now() < stopClaimingAt) {
      const batch = await serviceRpc<OutboxMessage[]>('outbox_claim', {
        batch_size: settings.batchSize,
        lease_seconds: settings.leaseSeconds,
        max_attempts: settings.maxAttempts,
      });
      if (batch.length === 0) break;
      tally.claimed += batch.length;
      smtp ??= openSmtp(sender);
      for (const message of batch) await deliver(message, smtp, site, sender, settings, tally);
    }
  } finally {
    smtp?.close();
  }
  return tally;
}

export default async function handler(request: Request): Promise<Response> {
  if (request.method !== 'POST') return errorResponse(405, 'Method not allowed', { Allow: 'POST' });
  const secret = getEnv('OUTBOX_WORKER_SECRET');
  if (!secret) return errorResponse(503, 'The outbox worker has no OUTBOX_WORKER_SECRET.');
  if (!(await authorised(request, secret))) return errorResponse(401, 'Unauthorized');
  try {
    return jsonResponse(await run(readSettings()));
  } catch (error) {
    console.error('[outbox-worker]', error);
    return errorResponse(500, 'The outbox worker failed; see the function log.');
  }
}

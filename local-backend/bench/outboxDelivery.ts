/**
 * Emails within seconds (issue 44, item 1), for `pnpm bench`: the time from a change's commit (its
 * API call has answered) to the local SMTP server's acceptance of its email (the mail catcher's
 * 250, `acceptedAt`), on a backend that runs no scheduled job (`scheduledJobs: 'manual'`), so
 * every email is delivered by its wake-up alone.
 *
 *   - one change at a time, as members make them: RSVP confirmations, waitlist emails, change
 *     notices and organiser messages, each waited for before the next; p50 / p95 / max (goal:
 *     p95 within 5 s);
 *   - a burst: 200 members RSVP to one event, 20 every second for 10 s; each confirmation's time
 *     from its RSVP, and whether each member got exactly one.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startMailCatcher, type CaughtMessage } from '../src/mail/catcher';
import { startLocalBackendInternal } from '../src/server';
import type { EngineName } from '../src/db/connection/database';
import { signUpTestUser } from '../src/testing/signUpTestUser';

export interface Latencies {
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

export interface DeliveryFigures {
  single: Latencies & { kinds: Record<string, number> };
  burst: Latencies & { rsvps: number; rsvpSeconds: number; lastDeliveredSeconds: number; exactlyOnce: boolean; duplicates: number; missing: number };
}

function latencies(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!;
  return { samples: sorted.length, p50: at(50), p95: at(95), max: sorted[sorted.length - 1]! };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Member {
  client: SupabaseClient;
  email: string;
}

export async function outboxDeliveryBench(engine: EngineName, serverUrl: string | undefined, quick: boolean): Promise<DeliveryFigures> {
  const burstSize = quick ? 10 : 200;
  const perKind = quick ? 2 : 10;
  const catcher = await startMailCatcher({ keep: 5_000 });
  const backend = await startLocalBackendInternal({
    memory: true,
    port: 0,
    bcryptCost: 4,
    smtp: { port: catcher.smtpPort },
    scheduledJobs: 'manual',
    outboxWakeups: true,
    apiRateLimits: { event_insert: 1_000_000 },
    authRateLimits: { sign_in_sign_ups: 10_000, token_refresh: 10_000 },
    projectSettings: { emailMaxFrequencySeconds: 0 },
    ...(engine === 'postgres' ? { databaseUrl: serverUrl! } : {}),
  });
  const inbox = async (): Promise<CaughtMessage[]> => (await (await fetch(`${catcher.inboxUrl}/api/messages`)).json()) as CaughtMessage[];
  /** The first message to `to` whose subject starts with `subject`, once the catcher holds it. */
  const arrival = async (to: string, subject: string, limitMs = 60_000): Promise<CaughtMessage> => {
    const end = Date.now() + limitMs;
    for (;;) {
      const found = (await inbox()).find((message) => message.to.includes(to) && message.subject.startsWith(subject));
      if (found) return found;
      if (Date.now() > end) throw new Error(`no "${subject}" email to ${to} within ${limitMs} ms`);
      await sleep(20);
    }
  };
  const member = async (name: string): Promise<Member> => {
    const user = await signUpTestUser(backend, { fullName: name });
    const client = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
    if (error) throw error;
    return { client, email: user.email };
  };
  try {
    const organiser = await member('Bench Organiser');
    const newEvent = async (title: string, capacity: number | null = null): Promise<string> => {
      const { data, error } = await organiser.client
        .from('events')
        .insert({ title, date: '2030-08-01', time: '18:00', end_time: '20:00', timezone: 'Asia/Singapore', location: 'Marina Bay', capacity })
        .select('id')
        .single();
      if (error) throw new Error(error.message);
      return (data as { id: string }).id;
    };
    /** Runs `change`, then waits for its email: the time from the change's answer to the SMTP's acceptance. */
    const timed = async (to: string, subject: string, change: () => Promise<void>): Promise<number> => {
      await change();
      const committed = Date.now();
      const message = await arrival(to, subject);
      return Date.parse(message.acceptedAt) - committed;
    };
    const rpc = async (client: SupabaseClient, name: string, args: Record<string, unknown>) => {
      const { error } = await client.rpc(name, args);
      if (error) throw new Error(`${name}: ${error.message}`);
    };

    const single: number[] = [];
    const kinds: Record<string, number> = {};
    const record = (kind: string, ms: number) => {
      single.push(ms);
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    };
    for (let i = 0; i < perKind; i += 1) {
      // A confirmation, then (the event full) a waitlist email, a change notice to both, and an
      // organiser message: a quiet second between changes, as people make them.
      const eventId = await newEvent(`Delivery ${i}`, 1);
      const going = await member(`Going ${i}`);
      const waiting = await member(`Waiting ${i}`);
      record('rsvp_confirmation', await timed(going.email, 'You are going:', () => rpc(going.client, 'rsvp_event', { target_event: eventId })));
      await sleep(500);
      record('rsvp_waitlist', await timed(waiting.email, 'You are on the waitlist:', () => rpc(waiting.client, 'rsvp_event', { target_event: eventId })));
      await sleep(500);
      record(
        'event_changed',
        await timed(going.email, 'Changed:', async () => {
          const { error } = await organiser.client.from('events').update({ location: `Room ${i}` }).eq('id', eventId);
          if (error) throw new Error(error.message);
        }),
      );
      await sleep(500);
      record('organiser_message', await timed(going.email, 'Parking', () => rpc(organiser.client, 'send_event_message', { target_event: eventId, audience: 'going', subject: 'Parking', body: 'Use the east entrance.' })));
      await sleep(500);
    }

    // The burst.
    const eventId = await newEvent('Burst night');
    const members: Member[] = [];
    for (let i = 0; i < burstSize; i += 1) members.push(await member(`Burst ${i}`));
    const answeredAt = new Map<string, number>();
    const started = Date.now();
    const perSecond = burstSize / 10;
    for (let second = 0; second < 10; second += 1) {
      const tick = Date.now();
      await Promise.all(
        members.slice(second * perSecond, (second + 1) * perSecond).map(async (m) => {
          await rpc(m.client, 'rsvp_event', { target_event: eventId });
          answeredAt.set(m.email, Date.now());
        }),
      );
      await sleep(Math.max(0, 1_000 - (Date.now() - tick)));
    }
    const rsvpSeconds = (Date.now() - started) / 1000;
    const end = Date.now() + 300_000;
    let burstMail: CaughtMessage[] = [];
    for (;;) {
      burstMail = (await inbox()).filter((message) => message.subject === 'You are going: Burst night');
      if (burstMail.length >= burstSize || Date.now() > end) break;
      await sleep(200);
    }
    // A second more: a duplicate would arrive after the last first copy.
    await sleep(1_000);
    burstMail = (await inbox()).filter((message) => message.subject === 'You are going: Burst night');
    const perAddress = new Map<string, CaughtMessage[]>();
    for (const message of burstMail) for (const to of message.to) perAddress.set(to, [...(perAddress.get(to) ?? []), message]);
    const duplicates = [...perAddress.values()].filter((list) => list.length > 1).length;
    const missing = members.filter((m) => !perAddress.has(m.email)).length;
    const burstTimes = members.flatMap((m) => {
      const message = perAddress.get(m.email)?.[0];
      return message ? [Date.parse(message.acceptedAt) - answeredAt.get(m.email)!] : [];
    });
    const lastDelivered = Math.max(...burstMail.map((message) => Date.parse(message.acceptedAt)));
    return {
      single: { ...latencies(single), kinds },
      burst: {
        ...latencies(burstTimes),
        rsvps: burstSize,
        rsvpSeconds,
        lastDeliveredSeconds: (lastDelivered - started) / 1000,
        exactlyOnce: duplicates === 0 && missing === 0,
        duplicates,
        missing,
      },
    };
  } finally {
    await backend.stop();
    await catcher.stop();
  }
}

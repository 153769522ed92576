/**
 * The staff lists' figures for `pnpm bench` (issue 43, item 9), per engine: with 20,000 members,
 * 20,000 newsletter addresses, 200,000 audit log entries, 20,000 outbox messages and 5,000 events,
 * the time of each list's first page and of a search, called as the admin area calls them
 * (supabase-js, signed in as an admin, one call at a time): the first call (nothing of it cached by
 * the engine's planner yet) and the median of the next ones. Goal: every figure within 1 s.
 *
 * Rows are written with SQL as the database's owner (a seed, not the API): the figures are the
 * reads'. Member names and addresses are varied like real ones, so a search matches a few rows.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startLocalBackendInternal } from '../src/server';
import type { EngineName } from '../src/db/connection/database';
import { eventColumnsForVisitors } from './eventColumns';

export interface StaffBenchSizes {
  members: number;
  subscribers: number;
  auditEntries: number;
  outbox: number;
  events: number;
}

/** The sizes of issue 43; `--quick` (pnpm test, so the phase cannot rot) a fortieth of each. */
export function staffBenchSizes(quick: boolean): StaffBenchSizes {
  const full = { members: 20_000, subscribers: 20_000, auditEntries: 200_000, outbox: 20_000, events: 5_000 };
  return quick ? { members: 500, subscribers: 500, auditEntries: 5_000, outbox: 500, events: 125 } : full;
}

/** 1 s: what an admin waits for a list before it feels broken (issue 43, item 9). */
export const STAFF_LIST_GOAL_MS = 1_000;

export interface StaffListFigure {
  list: string;
  firstMs: number;
  medianMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const FIRST_NAMES = ['Aiko', 'Budi', 'Chen', 'Dewi', 'Ethan', 'Farah', 'Gita', 'Hiro', 'Isla', 'Jun', 'Kavya', 'Liam', 'Mei', 'Nadia', 'Omar', 'Priya', 'Quan', 'Rina', 'Sven', 'Tara'];
const LAST_NAMES = ['Tan', 'Wong', 'Lim', 'Nguyen', 'Santos', 'Kim', 'Sato', 'Singh', 'Chua', 'Reyes', 'Park', 'Lee', 'Ng', 'Ito', 'Cruz', 'Goh', 'Ong', 'Das', 'Ho', 'Yap'];

async function seed(backend: Awaited<ReturnType<typeof startLocalBackendInternal>>, adminId: string, sizes: StaffBenchSizes): Promise<{ someMember: string; someEvent: string; someActor: string }> {
  return backend.db.transaction(async (tx) => {
    // Members: accounts (the profile comes from the sign-up trigger), joined over two years.
    await tx.query(
      `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_user_meta_data, created_at, updated_at)
       select gen_random_uuid(), 'authenticated', 'authenticated', 'member' || n || '.' || (array[${LAST_NAMES.map((n) => `'${n.toLowerCase()}'`).join(',')}])[1 + n % 20] || '@company' || (n % 700) || '.example',
              now(), jsonb_build_object('full_name', (array[${FIRST_NAMES.map((n) => `'${n}'`).join(',')}])[1 + (n / 20) % 20] || ' ' || (array[${LAST_NAMES.map((n) => `'${n}'`).join(',')}])[1 + n % 20] || ' ' || n),
              now(), now()
         from generate_series(1, $1::int) n`,
      [sizes.members],
    );
    await tx.query(`update public.profiles set created_at = now() - (random() * interval '730 days') where email like 'member%@company%'`);
    await tx.query(`update public.profiles set role = 'organiser' where email like 'member%0.ng@%'`);
    // The newsletter: four in five confirmed, the rest waiting for their link.
    await tx.query(
      `insert into public.newsletter_subscribers (email, created_at)
       select 'reader' || n || '@mail' || (n % 300) || '.example', now() - (random() * interval '730 days') from generate_series(1, $1::int) n where n % 5 <> 0`,
      [sizes.subscribers],
    );
    await tx.query(
      `insert into public.newsletter_pending (email, nonce_hash, requested_at)
       select 'reader' || n || '@mail' || (n % 300) || '.example', md5(n::text), now() - (random() * interval '6 days') from generate_series(1, $1::int) n where n % 5 = 0`,
      [sizes.subscribers],
    );
    const events = await tx.query<{ id: string }>(
      `insert into public.events (title, date, time, location, category, description, created_by)
       select 'Staff bench event ' || n, current_date + (n % 400) - 100, '18:00', 'Singapore', 'Networking', repeat('A description of some length. ', 10), $2::uuid
         from generate_series(1, $1::int) n
       returning id::text`,
      [sizes.events, adminId],
    );
    // The audit log: 13 months of entries by 50 people over events, roles and RSVPs, each with
    // values of the size an event's edit has.
    const { rows: actors } = await tx.query<{ user_id: string; email: string }>(`select user_id::text, email from public.profiles where email like 'member%@company%' order by email limit 50`);
    await tx.query(
      `insert into audit.log (at, actor_id, actor_email, actor_role, table_name, action, record_id, record_key, old_values, new_values)
       select now() - (n * interval '190 seconds'),
              (a ->> 'user_id')::uuid, a ->> 'email', 'authenticated',
              (array['public.events', 'public.events', 'public.events', 'public.profiles', 'public.event_rsvps'])[1 + n % 5],
              (array['update', 'insert', 'update', 'update', 'delete'])[1 + n % 5],
              e.id, jsonb_build_object('id', e.id),
              jsonb_build_object('title', 'Before ' || n, 'description', repeat('Old words. ', 40)),
              jsonb_build_object('title', 'After ' || n, 'description', repeat('New words. ', 40))
         from generate_series(1, $1::int) n
         cross join lateral (select $2::jsonb -> (n % 50) as a) as who
         cross join lateral (select ($3::text[])[1 + n % $4::int] as id) as e`,
      [sizes.auditEntries, JSON.stringify(actors), events.rows.map((row) => row.id), events.rows.length],
    );
    await tx.query(
      `insert into public.outbox_messages (kind, dedupe_key, recipient_email, payload, state, created_at, sent_at, subject)
       select (array['rsvp_confirmation', 'newsletter', 'reminder_24h', 'organiser_message'])[1 + n % 4], 'staff-bench:' || n,
              'reader' || n || '@mail.example', '{}'::jsonb, (array['sent', 'sent', 'sent', 'failed', 'queued'])[1 + n % 5],
              now() - (n * interval '1 minute'), case when n % 5 < 3 then now() - (n * interval '1 minute') end, 'Bench subject ' || n
         from generate_series(1, $1::int) n`,
      [sizes.outbox],
    );
    // No ANALYZE: the site's own databases are read as they come (PGlite runs no autovacuum).
    const someMember = (await tx.query<{ email: string }>(`select email from public.profiles where email like 'member%@company%' order by email offset $1 limit 1`, [Math.min(777, sizes.members - 1)])).rows[0]!.email;
    return { someMember, someEvent: events.rows[Math.min(123, events.rows.length - 1)]!.id, someActor: actors[Math.min(7, actors.length - 1)]!.user_id };
  });
}

/** One list's first call and the median of the next ones, through supabase-js as the admin area calls it. */
async function timed(list: string, call: () => PromiseLike<{ error: unknown }>, runs: number): Promise<StaffListFigure> {
  const once = async () => {
    const started = performance.now();
    const { error } = await call();
    if (error) throw new Error(`${list}: ${JSON.stringify(error)}`);
    return performance.now() - started;
  };
  const firstMs = await once();
  const rest: number[] = [];
  for (let i = 0; i < runs; i += 1) rest.push(await once());
  return { list, firstMs, medianMs: median(rest) };
}

export async function staffListsBench(engine: EngineName, serverUrl: string | undefined, quick: boolean): Promise<StaffListFigure[]> {
  const backend = await startLocalBackendInternal({
    memory: true,
    port: 0,
    bcryptCost: 4,
    scheduledJobs: 'manual',
    ...(engine === 'postgres' ? { databaseUrl: serverUrl! } : {}),
  });
  try {
    const admin: SupabaseClient = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const { data: signedIn, error } = await admin.auth.signInWithPassword({ email: backend.adminEmail, password: backend.adminPassword });
    if (error || !signedIn.user) throw error ?? new Error('admin sign-in returned no user');
    const seeded = await seed(backend, signedIn.user.id, staffBenchSizes(quick));
    const eventColumns = await eventColumnsForVisitors(backend);
    const memberSearch = seeded.someMember.slice(0, seeded.someMember.indexOf('.'));
    const runs = quick ? 3 : 10;
    const lists: Array<[string, () => PromiseLike<{ error: unknown }>]> = [
      ['Members: first page', () => admin.rpc('list_members', { page_size: 50 })],
      [`Members: search "${memberSearch}"`, () => admin.rpc('list_members', { search: memberSearch, page_size: 50 })],
      ['Members: search "tan", organisers, by name', () => admin.rpc('list_members', { search: 'tan', with_role: 'organiser', sort: 'name', page_size: 50 })],
      ['Members: page 200 by email', () => admin.rpc('list_members', { sort: 'email', page_size: 50, page_offset: 199 * 50 })],
      ['Subscribers: first page', () => admin.rpc('list_newsletter_subscribers', { page_size: 50 })],
      ['Subscribers: search "reader1234"', () => admin.rpc('list_newsletter_subscribers', { search: 'reader1234', page_size: 50 })],
      ['Subscribers: pending, by email', () => admin.rpc('list_newsletter_subscribers', { with_state: 'pending', sort: 'email', page_size: 50 })],
      ['Audit log: first page', () => admin.rpc('audit_log_page', { page_size: 50 })],
      ['Audit log: who (the actor list)', () => admin.rpc('audit_log_people')],
      ['Audit log: one person, roles', () => admin.rpc('audit_log_page', { by_actor: seeded.someActor, on_table: 'public.profiles', page_size: 50 })],
      ['Audit log: one event\'s entries', () => admin.rpc('audit_log_page', { about_record: seeded.someEvent, page_size: 50 })],
      ['Audit log: exports only', () => admin.rpc('audit_log_page', { of_action: 'export', page_size: 50 })],
      ['Audit log: page 200 (the last one counted)', () => admin.rpc('audit_log_page', { page_size: 50, page_offset: 199 * 50 })],
      ['Events management: first page', () => admin.from('events').select(eventColumns, { count: 'exact' }).order('date').order('time').order('id').range(0, 19)],
      ['Events management: search "event 12"', () => admin.from('events').select(eventColumns, { count: 'exact' }).ilike('title', '%event 12%').order('date').order('time').order('id').range(0, 19)],
      ['Messages: failed, first page', () => admin.from('outbox_messages').select('id, kind, subject, recipient_email, state, attempts, last_error, created_at, sent_at, event_id, newsletter_id', { count: 'exact' }).eq('state', 'failed').order('created_at', { ascending: false }).range(0, 24)],
    ];
    const figures: StaffListFigure[] = [];
    for (const [list, call] of lists) figures.push(await timed(list, call, runs));
    return figures;
  } finally {
    await backend.stop();
  }
}

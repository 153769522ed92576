/**
 * `pnpm --filter local-backend bench:audit`: what the audit log's trigger (migration
 * 20261128000000_audit_log.sql) costs an event update. The admin changes an event's title through
 * supabase-js (PATCH /rest/v1/events, as the admin area does), alternating rounds with the trigger
 * attached and detached (`audit.untrack('public.events')`), and reports the median and p95 of each.
 * Also the time inside the database alone: 500 updates in one statement batch, as the admin's
 * request role, with and without the trigger. PGlite by default; BENCH_DATABASE_URL=postgres://...
 * runs it on a PostgreSQL server (a throwaway database there).
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startLocalBackendInternal } from '../src/server';

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const ROUNDS = Number(process.env.ROUNDS ?? 10);
const PER_ROUND = Number(process.env.PER_ROUND ?? 20);
const IN_DB = 500;
const databaseUrl = process.env.BENCH_DATABASE_URL;
const backend = await startLocalBackendInternal({ memory: true, port: 0, bcryptCost: 4, ...(databaseUrl ? { databaseUrl } : {}) });
try {
  const admin = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
  const { data: session, error: signInError } = await admin.auth.signInWithPassword({ email: backend.adminEmail, password: backend.adminPassword });
  if (signInError) throw signInError;
  const { data: event, error } = await admin.from('events').insert({ title: 'Bench event', date: '2031-01-01' }).select('id').single();
  if (error) throw error;
  const setTracked = (tracked: boolean) =>
    backend.db.transaction((tx) => tx.query(tracked ? `select audit.track('public.events', ignored_columns => array['going_count', 'waitlist_count', 'updated_at'])` : `select audit.untrack('public.events')`));

  const times: Record<'with' | 'without', number[]> = { with: [], without: [] };
  let n = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const mode of round % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const)) {
      await setTracked(mode === 'with');
      for (let i = 0; i < PER_ROUND; i += 1) {
        n += 1;
        const started = performance.now();
        const { error: updateError } = await admin.from('events').update({ title: `Bench event ${n}` }).eq('id', event.id);
        if (updateError) throw updateError;
        times[mode].push(performance.now() - started);
      }
    }
  }
  const at = (list: number[], p: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  };

  const claims = { sub: session.user.id, role: 'authenticated', email: backend.adminEmail };
  const inDatabase = async (tracked: boolean) => {
    await setTracked(tracked);
    const started = performance.now();
    await backend.db.asRequest({ role: 'authenticated', claims, method: 'PATCH', path: '/rest/v1/events' }, (tx) =>
      tx.exec(Array.from({ length: IN_DB }, (_, i) => `update public.events set title = 'In database ${tracked}${i}' where id = '${event.id}';`).join('\n')),
    );
    return (performance.now() - started) / IN_DB;
  };
  const dbWithout = [await inDatabase(false), await inDatabase(false)];
  const dbWith = [await inDatabase(true), await inDatabase(true)];
  await setTracked(true);

  console.log(`engine: ${backend.db.engine}; ${ROUNDS * PER_ROUND} updates each way through supabase-js (PATCH /rest/v1/events)`);
  console.log(`  without the audit trigger: median ${at(times.without, 0.5).toFixed(2)} ms, p95 ${at(times.without, 0.95).toFixed(2)} ms`);
  console.log(`  with the audit trigger:    median ${at(times.with, 0.5).toFixed(2)} ms, p95 ${at(times.with, 0.95).toFixed(2)} ms`);
  console.log(`  inside the database, per update (${IN_DB} in one batch): without ${Math.min(...dbWithout).toFixed(3)} ms, with ${Math.min(...dbWith).toFixed(3)} ms`);
} finally {
  await backend.stop();
}

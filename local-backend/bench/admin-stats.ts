/**
 * `pnpm --filter local-backend bench:admin-stats`: time of the Dashboard Overview's one call
 * (`admin_dashboard_stats`) with 5,000 events, through supabase-js as the admin remote makes it.
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startLocalBackendInternal } from '../src/server';

// Node 20 has no native WebSocket; supabase-js's realtime client needs one even when unused.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const EVENTS = Number(process.env.EVENTS ?? 5_000);
const CALLS = 20;
const backend = await startLocalBackendInternal({ memory: true, port: 0, bcryptCost: 4 });
try {
  const service = createClient(backend.url, backend.serviceRoleKey, { auth: { persistSession: false } });
  const categories = ['Summit', 'Workshop', 'AI', 'Panel', null];
  for (let i = 0; i < EVENTS; i += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, EVENTS - i) }, (_, j) => {
      const day = new Date(Date.UTC(2026, 0, 1 + ((i + j) % 700)));
      return { title: `Stats ${i + j}`, date: day.toISOString().slice(0, 10), category: categories[(i + j) % categories.length] };
    });
    const { error } = await service.from('events').insert(rows);
    if (error) throw error;
  }
  const admin = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
  const { error: signInError } = await admin.auth.signInWithPassword({ email: backend.adminEmail, password: backend.adminPassword });
  if (signInError) throw signInError;
  const times: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const started = performance.now();
    const { error } = await admin.rpc('admin_dashboard_stats');
    if (error) throw error;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!.toFixed(1);
  console.log(`admin_dashboard_stats with ${EVENTS} events: median ${at(0.5)} ms, p95 ${at(0.95)} ms over ${CALLS} calls`);
} finally {
  await backend.stop();
}

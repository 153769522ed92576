/**
 * `pnpm bench:realtime [--quick]`: does realtime slow writers down? Median time of an events
 * insert (the writer's HTTP round trip) with no subscribers, then with 300 channels of distinct
 * signed-in users listening to `events` (the calendar's channel), and how long until all of them
 * heard the last insert. Issue 11's goal: with subscribers, under 20 ms more than without.
 */
import WebSocket from 'ws';
import { startLocalBackendInternal } from '../src/server';
import { signUpTestUser } from '../src/testing/signUpTestUser';

const QUICK = process.argv.includes('--quick');
const SUBSCRIBERS = QUICK ? 60 : 300;
const INSERTS = QUICK ? 7 : 21;

const backend = await startLocalBackendInternal({ memory: true, port: 0, bcryptCost: 4, authRateLimits: { sign_in_sign_ups: 10_000 }, apiRateLimits: { event_insert: 1_000_000 } });
const post = (path: string, body: unknown, token = backend.anonKey) =>
  fetch(`${backend.url}${path}`, { method: 'POST', headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function newUser(i: number): Promise<string> {
  const email = `fanout-${i}-${Date.now()}@example.test`;
  // Confirmed at once through GoTrue's admin API (no mail catcher here to follow a confirmation link).
  await signUpTestUser(backend, { email, password: 'correct-horse-battery' });
  const signedIn = (await (await post('/auth/v1/token?grant_type=password', { email, password: 'correct-horse-battery' })).json()) as { access_token: string };
  return signedIn.access_token;
}

async function medianInsert(token: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < INSERTS; i += 1) {
    const started = performance.now();
    const response = await post('/rest/v1/events', { title: `Fan-out ${i}`, date: '2030-01-15' }, token);
    if (response.status !== 201) throw new Error(`insert answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

try {
  const writer = await newUser(0);
  const alone = await medianInsert(writer);

  const tokens = await Promise.all(Array.from({ length: SUBSCRIBERS }, (_, i) => newUser(i + 1)));
  let heard = 0;
  const sockets: WebSocket[] = [];
  for (let start = 0; start < SUBSCRIBERS; start += 100) {
    const socket = new WebSocket(`${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=1.0.0`);
    await new Promise((resolve) => socket.on('open', resolve));
    let joined = 0;
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { event: string };
      if (message.event === 'phx_reply') joined += 1;
      if (message.event === 'postgres_changes') heard += 1;
    });
    const batch = tokens.slice(start, start + 100);
    batch.forEach((token, i) =>
      socket.send(JSON.stringify({ topic: `realtime:events-${start + i}`, event: 'phx_join', ref: String(i), join_ref: String(i), payload: { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'events' }] }, access_token: token } })),
    );
    while (joined < batch.length) await new Promise((resolve) => setTimeout(resolve, 20));
    sockets.push(socket);
    await new Promise((resolve) => setTimeout(resolve, 1_050)); // Realtime's joins-per-second limit
  }
  const watched = await medianInsert(writer);
  const started = performance.now();
  while (heard < INSERTS * SUBSCRIBERS && performance.now() - started < 30_000) await new Promise((resolve) => setTimeout(resolve, 10));
  const delivered = performance.now() - started;
  for (const socket of sockets) socket.terminate();

  console.log(`events insert, median of ${INSERTS}: ${alone.toFixed(1)} ms with no subscribers, ${watched.toFixed(1)} ms with ${SUBSCRIBERS} subscribers of distinct users (+${(watched - alone).toFixed(1)} ms)`);
  console.log(`  ${heard} of ${INSERTS * SUBSCRIBERS} messages delivered; the last ${delivered.toFixed(0)} ms after the last insert answered`);
  if (heard < INSERTS * SUBSCRIBERS) throw new Error('not every subscriber heard every insert');
} finally {
  await backend.stop();
}

/**
 * One run of the outbox worker in a process of its own (`node --import tsx`), so a test can kill it
 * with SIGKILL while it sends. It reads what the worker reads from the environment the test
 * backend set (SUPABASE_URL, the service key, SMTP_*, OUTBOX_WORKER_SECRET), as the edge runtime
 * would give it.
 */
import handler from '../../../supabase/functions/outbox-worker/handler.ts';

const answer = await handler(new Request('http://127.0.0.1/outbox-worker', { method: 'POST', headers: { Authorization: `Bearer ${process.env.OUTBOX_WORKER_SECRET}` } }));
console.log(await answer.text());

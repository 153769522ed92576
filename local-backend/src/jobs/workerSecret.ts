/**
 * The outbox worker's bearer secret locally (OUTBOX_WORKER_SECRET; on a hosted project the deployer
 * sets it, docs/deploying.md). Derived from the JWT secret rather than random, so every backend of
 * one test run (they share process.env, which the functions read) agrees on it; a value in
 * supabase/functions/.env or the environment wins.
 */
import { createHmac } from 'node:crypto';

export function localOutboxWorkerSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('outbox-worker').digest('hex');
}

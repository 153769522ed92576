/**
 * One PostgREST request's transaction (PostgREST: "Transactions"): the caller's role and claims
 * (Database.asRequest), `Prefer: timezone` as a local setting, then the work. The work answers a
 * PostgrestError for an outcome that must not stay (a singular miss, a `max-affected` breach):
 * the transaction is rolled back and the error answered. With `Prefer: tx=rollback` every
 * constraint is checked now, as at a commit, and then the transaction is rolled back.
 */
import { type Database, type RequestIdentity, Rollback, type Transaction, type TransactionOptions } from '../db/connection/database';
import { PostgrestError } from './errors';
import type { Preferences } from './preferences';

export async function runRequest<T>(
  db: Database,
  identity: RequestIdentity,
  prefer: Preferences,
  options: TransactionOptions,
  work: (tx: Transaction) => Promise<T | PostgrestError>,
): Promise<T> {
  const outcome = await db.asRequest(
    identity,
    async (tx) => {
      // An unknown zone is the database's own error (22023), whatever `handling` says, as in PostgREST.
      if (prefer.timezone) await tx.query(`select set_config('timezone', $1, true)`, [prefer.timezone]);
      const result = await work(tx);
      if (result instanceof PostgrestError) throw new Rollback(result);
      if (prefer.tx === 'rollback') {
        await tx.query('set constraints all immediate');
        throw new Rollback(result);
      }
      return result;
    },
    options,
  );
  if (outcome instanceof PostgrestError) throw outcome;
  return outcome as T;
}

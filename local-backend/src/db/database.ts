/**
 * The one PGlite connection and the rules for using it:
 * - every unit of work runs inside the FIFO mutex (PGlite is single-connection);
 * - an API request is one transaction run as the JWT's role with
 *   `request.jwt.claims` set, exactly as PostgREST does it;
 * - rows captured by the realtime triggers are drained inside that transaction and
 *   handed to the change listener after COMMIT, still inside the mutex, so the
 *   listener sees the database exactly as the commit left it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { JwtClaims } from '../jwt';
import type { ApiRole } from '../settings';
import { Mutex } from './mutex';
import { quoteIdent, quoteLiteral } from './sql';
import { loadEmptyClusterTemplate, saveEmptyClusterTemplate } from './template';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export interface CommittedChange {
  schema: string;
  table: string;
  type: ChangeType;
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  commitTimestamp: string;
}

/** Runs after a commit that produced changes, while the mutex is still held. */
export type ChangeListener = (changes: CommittedChange[], pg: PGlite) => Promise<void>;

export interface RequestIdentity {
  role: ApiRole;
  claims: JwtClaims;
  method: string;
  path: string;
}

export interface TransactionOptions {
  readOnly?: boolean;
}

/** Thrown inside a transaction to roll it back while still answering with `value`. */
export class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

interface ChangeRow {
  schema_name: string;
  table_name: string;
  op: ChangeType;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
}

export class Database {
  private readonly mutex = new Mutex();
  private listener: ChangeListener | undefined;
  private closed = false;

  private constructor(readonly pg: PGlite) {}

  /**
   * A folder-backed database, or an in-memory one when no folder is given. A new
   * cluster starts from the cached empty-cluster template when there is one.
   */
  static async open(options: { dataDir?: string }): Promise<Database> {
    const fresh = !options.dataDir || !fs.existsSync(path.join(options.dataDir, 'PG_VERSION'));
    const template = fresh ? loadEmptyClusterTemplate() : undefined;
    const pg = new PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(template ? { loadDataDir: template } : {}),
    });
    await pg.waitReady;
    if (fresh && !template) await saveEmptyClusterTemplate(pg);
    return new Database(pg);
  }

  onChanges(listener: ChangeListener): void {
    this.listener = listener;
  }

  /** Exclusive access to the raw connection (no transaction is opened). */
  exclusive<T>(work: (pg: PGlite) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('database is closed'));
    return this.mutex.run(() => work(this.pg));
  }

  /** A transaction as the database owner (bootstrap, auth service). */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.runTransaction(work, async () => undefined, {});
  }

  /**
   * A transaction as the request's role: `set local role`, claims in
   * `request.jwt.claims`, so row level security decides.
   */
  asRequest<T>(identity: RequestIdentity, work: (tx: Transaction) => Promise<T>, options: TransactionOptions = {}) {
    return this.runTransaction(
      work,
      async (tx) => {
        // One round trip into the WASM engine instead of three: this runs before every request.
        // Values are escape-string literals (quoteLiteral); the role name comes from
        // a fixed allow-list (API_ROLES), never from input verbatim.
        await tx.exec(
          `${options.readOnly ? 'set transaction read only; ' : ''}` +
            `select set_config('request.jwt.claims', ${quoteLiteral(JSON.stringify(identity.claims))}, true), ` +
            `set_config('request.method', ${quoteLiteral(identity.method)}, true), ` +
            `set_config('request.path', ${quoteLiteral(identity.path)}, true); ` +
            `set local role ${quoteIdent(identity.role)}`,
        );
      },
      options,
    );
  }

  private runTransaction<T>(
    work: (tx: Transaction) => Promise<T>,
    prepare: (tx: Transaction) => Promise<void>,
    options: TransactionOptions,
  ): Promise<T> {
    return this.exclusive(async (pg) => {
      let changes: ChangeRow[] = [];
      let result: T;
      try {
        result = await pg.transaction(async (tx) => {
          // `prepare` sets read-only itself where it applies (asRequest), within its one round trip.
          await prepare(tx);
          const value = await work(tx);
          if (!options.readOnly) {
            const [, drained] = await tx.exec(
              `reset role;
               with drained as (delete from _local_backend.changes returning *)
               select schema_name, table_name, op, record, old_record from drained order by id;`,
            );
            changes = (drained?.rows ?? []) as ChangeRow[];
          }
          return value;
        });
      } catch (error) {
        // PGlite has already rolled back; a Rollback still carries an answer.
        if (error instanceof Rollback) return error.value as T;
        throw error;
      }
      if (changes.length > 0 && this.listener) {
        // Delivery is queued behind this transaction rather than awaited in it: the writer gets its
        // answer without waiting for subscribers' visibility checks, and the FIFO mutex keeps
        // deliveries in commit order.
        const listener = this.listener;
        const commitTimestamp = new Date().toISOString();
        const committed = changes.map((row) => ({
          schema: row.schema_name,
          table: row.table_name,
          type: row.op,
          record: row.record,
          oldRecord: row.old_record,
          commitTimestamp,
        }));
        void this.mutex
          .run(() => (this.closed ? Promise.resolve() : listener(committed, pg)))
          .catch((error: unknown) => console.error('[local-backend] realtime dispatch failed:', error));
      }
      return result;
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.mutex.idle();
    this.closed = true;
    await this.pg.close();
  }
}

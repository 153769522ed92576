/**
 * The embedded engine: one PGlite connection (PostgreSQL in WebAssembly, on its own thread) and
 * the rules for using it:
 * - every unit of work runs inside the FIFO mutex (PGlite is single-connection);
 * - changes a commit captured are handed to the change listener after COMMIT, still inside the
 *   mutex, so the listener sees the database exactly as the commit left it; the writer has its
 *   answer before that delivery runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CommittedChange, DRAIN_CHANGES_SQL, drainedChanges } from '../changeCapture';
import {
  type ChangeListener,
  type Database,
  deliverChanges,
  type RequestIdentity,
  requestOpening,
  Rollback,
  timeoutFor,
  type Transaction,
  type TransactionOptions,
} from './database';
import { DatabaseThread, type PgConnection } from './databaseThread';
import { loadEmptyClusterTemplate, saveEmptyClusterTemplate } from './emptyClusterTemplate';
import { Mutex } from './mutex';

export class PgliteDatabase implements Database {
  readonly engine = 'pglite' as const;
  private readonly mutex = new Mutex();
  private listener: ChangeListener | undefined;
  private closed = false;

  private constructor(
    readonly pg: DatabaseThread,
    /** The throwaway folder of an in-memory database, removed on close. */
    private readonly scratchDir: string | undefined,
    readonly description: string,
  ) {}

  /**
   * A folder-backed database, or a throwaway one when no folder is given. The database runs on its
   * own thread (see DatabaseThread); a throwaway database lives in a scratch folder (in RAM under
   * /dev/shm where there is one), so that restarting the thread after a statement timeout loses
   * nothing committed. A throwaway database starts as a copy of the folder `copyOf` when given (a
   * migrated copy: migratedTemplate.ts); a new cluster starts from the cached empty-cluster
   * template when there is one.
   */
  static async open(options: { dataDir?: string; copyOf?: string }): Promise<PgliteDatabase> {
    const scratchDir = options.dataDir ? undefined : fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'local-backend-'));
    const dataDir = options.dataDir ?? scratchDir!;
    if (scratchDir && options.copyOf) fs.cpSync(options.copyOf, scratchDir, { recursive: true });
    const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
    const template = fresh ? loadEmptyClusterTemplate() : undefined;
    const pg = new DatabaseThread(dataDir, template);
    try {
      await pg.waitReady;
    } catch (error) {
      if (scratchDir) fs.rmSync(scratchDir, { recursive: true, force: true });
      throw error;
    }
    if (fresh && !template) await saveEmptyClusterTemplate(pg);
    const { rows } = await pg.query<{ version: string }>(`select current_setting('server_version') as version`);
    const where = options.dataDir ?? 'in memory (discarded on exit)';
    return new PgliteDatabase(pg, scratchDir, `PGlite (PostgreSQL ${rows[0]?.version ?? '?'} in WebAssembly, one connection), ${where}`);
  }

  onChanges(listener: ChangeListener): void {
    this.listener = listener;
  }

  /** Exclusive access to the raw connection (no transaction is opened). */
  exclusive<T>(work: (pg: PgConnection) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('database is closed'));
    return this.mutex.run(() => work(this.pg));
  }

  /** A transaction as the database owner (bootstrap, auth service). */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.runTransaction(work, {});
  }

  /**
   * A transaction as the request's role: `set local role`, claims in
   * `request.jwt.claims`, so row level security decides.
   */
  asRequest<T>(identity: RequestIdentity, work: (tx: Transaction) => Promise<T>, options: TransactionOptions = {}) {
    // Sent with the transaction's first statement (one trip into the database thread, not two).
    const opening = requestOpening(identity, options);
    return this.runTransaction(work, { ...options, ...timeoutFor(identity.role), opening });
  }

  private runTransaction<T>(work: (tx: Transaction) => Promise<T>, options: TransactionOptions & { timeoutMs?: number; opening?: string }): Promise<T> {
    if (this.closed) return Promise.reject(new Error('database is closed'));
    // The caller's promise settles as soon as the transaction has; the mutex stays held until
    // realtime delivery is done too, so delivery sees the commit's state and nothing in between.
    return new Promise<T>((resolve, reject) => {
      void this.mutex.run(async () => {
        let changes: CommittedChange[] = [];
        try {
          resolve(
            await this.pg.transaction(work, {
              ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
              // The opening sets read-only itself where it applies (asRequest).
              ...(options.opening === undefined ? {} : { opening: options.opening }),
              readOnly: options.readOnly === true,
              // Rows the realtime triggers captured, drained in the same trip as the COMMIT.
              ...(options.readOnly
                ? {}
                : {
                    closingSql: DRAIN_CHANGES_SQL,
                    onClosing: (results) => {
                      changes = drainedChanges(results);
                    },
                  }),
            }),
          );
        } catch (error) {
          // The transaction is rolled back; a Rollback still carries an answer.
          if (error instanceof Rollback) resolve(error.value as T);
          else reject(error);
          return;
        }
        await deliverChanges(this.listener, changes, this.pg);
      });
    });
  }

  listen(channel: string, callback: (payload: string) => void): Promise<() => void> {
    if (this.closed) return Promise.reject(new Error('database is closed'));
    // Inside the mutex: a LISTEN sent while another unit of work holds a transaction open would
    // join that transaction (and be undone by its rollback).
    return this.mutex.run(() => this.pg.listen(channel, callback));
  }

  /** Times the database thread was restarted after a statement timeout. */
  get restarts(): number {
    return this.pg.restarts;
  }

  /**
   * Waits up to `graceMs` for queued work, then closes; a query still running then (an owner's
   * statement has no timeout) is stopped with the thread, so shutting down is never held up.
   */
  async close(graceMs = 2_000): Promise<void> {
    if (this.closed) return;
    await Promise.race([this.mutex.idle(), new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
    this.closed = true;
    await this.pg.close(graceMs);
    if (this.scratchDir) fs.rmSync(this.scratchDir, { recursive: true, force: true });
  }
}

/**
 * The main thread's handle on the database thread (`pgWorker.mjs`): the part of PGlite's API the
 * backend uses (query, exec, transaction, dumpDataDir, close), each call a message. A call may carry
 * a statement timeout: when it runs longer, the thread is terminated and started again on the same
 * data folder (committed work is on disk, the open transaction is lost, as when Postgres cancels a
 * statement), and the call fails with Postgres's 57014.
 *
 * The timeout counts the statement's own time inside the database thread, not the time the call
 * waited: the thread writes which call it is running and since when into a shared clock, and a
 * timer that fires early (the call was queued, or the main thread was busy and its answer is still
 * in the message queue) looks there and waits again instead of cancelling a healthy statement.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * PGlite's PostgreSQL, compiled once per process and handed to every database thread (a compiled
 * WebAssembly.Module crosses to a worker thread without being compiled again, and V8's optimised
 * code for it is shared): a process that starts backend after backend (a vitest worker, the bench)
 * compiled the 9 MB module anew for each, and optimised its hot functions anew on every thread.
 */
let compiled: { pgliteWasmModule: WebAssembly.Module; fsBundle: Uint8Array } | undefined;
function compiledPglite(): { pgliteWasmModule: WebAssembly.Module; fsBundle: Uint8Array } {
  if (!compiled) {
    const dist = (file: string) => createRequire(import.meta.url).resolve(`@electric-sql/pglite/${file}`);
    compiled = { pgliteWasmModule: new WebAssembly.Module(readFileSync(dist('pglite.wasm'))), fsBundle: readFileSync(dist('pglite.data')) };
  }
  return compiled;
}

export interface Results<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** What code inside a transaction may do. */
export interface PgTransaction {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/** The connection: PGlite's API as the backend uses it. */
export interface PgConnection extends PgTransaction {
  transaction<T>(work: (tx: PgTransaction) => Promise<T>, options?: { timeoutMs?: number }): Promise<T>;
}

class StatementTimeoutError extends Error {
  readonly code = '57014';
  readonly severity = 'ERROR';
  constructor() {
    super('canceling statement due to statement timeout');
  }
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  timer: NodeJS.Timeout | undefined;
}

type Operation =
  | { op: 'query'; sql: string; params: unknown[]; before?: string }
  | { op: 'exec'; sql: string }
  | { op: 'listen'; channel: string }
  | { op: 'dump' }
  | { op: 'close' };

const WORKER_URL = new URL('./pgWorker.mjs', import.meta.url);

/** The shared clock's slots (Float64): the id of the call the thread is running (0: none), and when it began (ms since epoch). */
const RUNNING_ID = 0;
const RUNNING_SINCE = 1;

export class DatabaseThread implements PgConnection {
  private worker!: Worker;
  private ready: Promise<void>;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  /** Written by the database thread only: which call it is running, and since when. */
  private readonly clock = new Float64Array(new SharedArrayBuffer(2 * Float64Array.BYTES_PER_ELEMENT));
  /** Times the database thread was restarted after a statement timeout. */
  restarts = 0;
  /** Channels LISTENed on, with their callbacks: listened on again by a restarted thread. */
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();

  constructor(private readonly dataDir: string, template?: Uint8Array) {
    this.ready = this.start(template);
    // Keep startup errors from surfacing as unhandled before someone awaits `ready`.
    this.ready.catch(() => undefined);
  }

  get waitReady(): Promise<void> {
    return this.ready;
  }

  /** A new database thread on the data folder; resolves once PGlite is open there. */
  private start(template?: Uint8Array): Promise<void> {
    this.clock[RUNNING_ID] = 0;
    const worker = new Worker(WORKER_URL, { workerData: { dataDir: this.dataDir, template, clock: this.clock.buffer, ...compiledPglite() } });
    this.worker = worker;
    const ready = new Promise<void>((resolve, reject) => {
      const onFirst = (message: { ready?: boolean; error?: { message: string } }) => {
        if (message.ready === true) resolve();
        else reject(Object.assign(new Error(message.error?.message ?? 'database thread failed to start'), message.error));
      };
      worker.once('message', onFirst);
      worker.once('error', reject);
    });
    worker.on('message', (message: { id?: number; ok?: boolean; result?: unknown; error?: Record<string, unknown>; notification?: { channel: string; payload: string } }) => {
      if (message.notification) {
        for (const callback of this.listeners.get(message.notification.channel) ?? []) callback(message.notification.payload);
        return;
      }
      if (message.id === undefined) return;
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      if (call.timer) clearTimeout(call.timer);
      if (message.ok) call.resolve(message.result);
      else call.reject(Object.assign(new Error(String(message.error?.message ?? 'database error')), message.error));
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.failAll(new Error('the database thread stopped'));
    });
    return ready;
  }

  private failAll(error: unknown): void {
    for (const [id, call] of this.pending) {
      if (call.timer) clearTimeout(call.timer);
      this.pending.delete(id);
      call.reject(error);
    }
  }

  private async call<T>(operation: Operation, timeoutMs?: number): Promise<T> {
    if (this.closed) throw new Error('database is closed');
    await this.ready;
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const call: Pending = { resolve: resolve as (value: unknown) => void, reject, timer: undefined };
      if (timeoutMs !== undefined) {
        const check = () => {
          if (this.pending.get(id) !== call) return;
          const ranFor = this.runningFor(id);
          if (ranFor === undefined || ranFor < timeoutMs) {
            // Not started yet, or already answered (the answer waits in the message queue), or within its time.
            call.timer = setTimeout(check, timeoutMs - (ranFor ?? 0));
            return;
          }
          this.pending.delete(id);
          reject(new StatementTimeoutError());
          void this.restart();
        };
        call.timer = setTimeout(check, timeoutMs);
      }
      this.pending.set(id, call);
      this.worker.postMessage({ id, ...operation });
    });
  }

  /** How long the database thread has been running call `id`, or undefined when it is not running it. */
  private runningFor(id: number): number | undefined {
    // The thread clears the id before it writes a new start, so reading the start first and the id
    // second never pairs one call's id with another's start.
    const since = this.clock[RUNNING_SINCE]!;
    return this.clock[RUNNING_ID] === id ? Math.max(0, Date.now() - since) : undefined;
  }

  /**
   * Stops the thread whatever it is doing, then opens the database again from its folder. The old
   * thread is gone before the new one opens the files; calls made meanwhile wait for the new one.
   */
  private async restart(): Promise<void> {
    const stuck = this.worker;
    this.restarts += 1;
    this.failAll(new StatementTimeoutError());
    this.ready = stuck.terminate().then(() => this.start());
    await this.ready.catch((error: unknown) => console.error('[local-backend] database thread did not restart:', error));
    // The new session listens where the old one did (a notification sent meanwhile is lost, as a
    // server's is to a listener that reconnects: what listens must not depend on every one).
    for (const channel of this.listeners.keys()) {
      await this.call<null>({ op: 'listen', channel }).catch((error: unknown) => console.error(`[local-backend] could not LISTEN on ${channel} again:`, error));
    }
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = [], timeoutMs?: number): Promise<Results<T>> {
    return this.call<Results<T>>({ op: 'query', sql, params }, timeoutMs);
  }

  exec(sql: string, timeoutMs?: number): Promise<Results[]> {
    return this.call<Results[]>({ op: 'exec', sql }, timeoutMs);
  }

  /**
   * BEGIN, `work`, COMMIT (ROLLBACK when `work` throws). BEGIN travels with the transaction's first
   * exec, and `closingSql` (whose results go to `onClosing`) with the COMMIT, so a request's
   * transaction costs as few trips to the database thread as it has statements.
   */
  async transaction<T>(
    work: (tx: PgTransaction) => Promise<T>,
    options: {
      timeoutMs?: number;
      /** Statements that open the transaction (role, claims), sent with its first statement. */
      opening?: string;
      /** Nothing to write: COMMIT is sent without waiting for its answer (the thread runs it before anything sent later). */
      readOnly?: boolean;
      closingSql?: string;
      onClosing?: (results: Results[]) => void;
    } = {},
  ): Promise<T> {
    const { timeoutMs } = options;
    const opening = `begin${options.opening ? `; ${options.opening}` : ''}`;
    let begun = false;
    const tx: PgTransaction = {
      query: async (sql, params) => {
        if (begun) return this.query(sql, params ?? [], timeoutMs);
        begun = true;
        return this.call<Results>({ op: 'query', sql, params: params ?? [], before: opening }, timeoutMs) as never;
      },
      exec: async (sql) => {
        if (begun) return this.exec(sql, timeoutMs);
        begun = true;
        if (!options.opening) return (await this.exec(`begin; ${sql}`, timeoutMs)).slice(1);
        await this.exec(opening, timeoutMs);
        return this.exec(sql, timeoutMs);
      },
    };
    let value: T;
    try {
      value = await work(tx);
    } catch (error) {
      // After a timeout the restarted thread has no open transaction: nothing to roll back.
      if (begun && !(error instanceof StatementTimeoutError)) await this.exec('rollback').catch(() => undefined);
      throw error;
    }
    if (options.closingSql) {
      if (!begun) await this.exec(opening, timeoutMs);
      const results = await this.exec(`${options.closingSql}; commit`, timeoutMs);
      options.onClosing?.(results.slice(0, -1));
    } else if (begun && options.readOnly) {
      this.exec('commit').catch((error: unknown) => {
        if (!(error instanceof StatementTimeoutError)) console.error('[local-backend] commit of a read failed:', error);
      });
    } else if (begun) {
      await this.exec('commit');
    }
    return value;
  }

  /**
   * LISTEN on `channel` (PGlite's own listen, in the database thread): `callback` gets each
   * payload NOTIFY sends there, after the notifying transaction commits. Answers how to stop.
   */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => void> {
    let callbacks = this.listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.listeners.set(channel, callbacks);
      await this.call<null>({ op: 'listen', channel });
    }
    callbacks.add(callback);
    return () => {
      callbacks.delete(callback);
    };
  }

  async dumpDataDir(): Promise<Blob> {
    const bytes = await this.call<Uint8Array>({ op: 'dump' });
    return new Blob([new Uint8Array(bytes)]);
  }

  /** Closes the database; a thread still busy after `graceMs` is terminated. */
  async close(graceMs = 2_000): Promise<void> {
    if (this.closed) return;
    const closing = this.call<null>({ op: 'close' }).catch(() => null);
    this.closed = true;
    const timer = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
    await Promise.race([closing, timer]);
    await this.worker.terminate();
  }
}

/**
 * What the APIs need from a database, whichever engine runs it:
 * - PgliteDatabase (the default): PostgreSQL (18 in PGlite 0.5) in WebAssembly, one connection on its own thread;
 * - PostgresDatabase (`--database-url`): a PostgreSQL 15+ server through a connection pool.
 *
 * The rules are the same on both: an API request is one transaction run as the JWT's role with
 * `request.jwt.claims` set, exactly as PostgREST does it (`requestOpening`); rows captured by the
 * realtime triggers (db/changeCapture.ts) are drained with the writing transaction's COMMIT and
 * handed to the change listener after the writer has its answer, one commit at a time.
 */
import type { JwtClaims } from '../../jwt';
import { DB, type ApiRole } from '../../settings';
import type { CommittedChange } from '../changeCapture';
import { quoteIdent, quoteLiteral } from '../quote';
import type { PgConnection, PgTransaction as Transaction } from './databaseThread';

export type { PgConnection, Transaction };

export type EngineName = 'pglite' | 'postgres';

/** Runs after a commit that produced changes; `pg` reads the database as that commit left it. */
export type ChangeListener = (changes: CommittedChange[], pg: PgConnection) => Promise<void>;

export interface RequestIdentity {
  role: ApiRole;
  claims: JwtClaims;
  method: string;
  path: string;
  /** `request.headers` for the database (rate limits read the caller's address there). */
  headers?: Record<string, string>;
}

export interface TransactionOptions {
  readOnly?: boolean;
}

export interface Database {
  readonly engine: EngineName;
  /** One line for the start banner: the engine and where its data lives. */
  readonly description: string;
  onChanges(listener: ChangeListener): void;
  /** A connection of its own, for setup and tools (no transaction is opened). */
  exclusive<T>(work: (pg: PgConnection) => Promise<T>): Promise<T>;
  /** A transaction as the database owner (bootstrap, auth service). */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** A transaction as the request's role, with its claims, so row level security decides. */
  asRequest<T>(identity: RequestIdentity, work: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * LISTEN on `channel`: `callback` gets the payload of each NOTIFY there once the notifying
   * transaction has committed, whoever wrote it (an API request, a job, pg_cron). Notifications are
   * a hint, not a queue: one may be lost (a reconnect), so what listens must also look by itself
   * now and then; on a server, `callback` also runs once (empty payload) when a broken LISTEN
   * connection is back. Answers how to stop listening.
   */
  listen(channel: string, callback: (payload: string) => void): Promise<() => void>;
  /** Times the engine had to be restarted after a statement timeout (PGlite only; 0 on a server). */
  readonly restarts: number;
  close(graceMs?: number): Promise<void>;
}

/**
 * The server could not be reached (`connect`: refused, starting up, shutting down) or the
 * connection broke under a statement (`session`: the server restarted, the network went): what
 * PostgREST answers as PGRST000 and PGRST001, 503. The server's own errors keep their SQLSTATE.
 */
export class DatabaseConnectionError extends Error {
  constructor(
    readonly stage: 'connect' | 'session',
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/** Thrown inside a transaction to roll it back while still answering with `value`. */
export class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

/** Supabase's per-role statement timeouts (anon 3 s, authenticated 8 s); none for the service role. */
export function timeoutFor(role: ApiRole): { timeoutMs?: number } {
  const timeoutMs = DB.statementTimeoutMs[role];
  return timeoutMs === undefined ? {} : { timeoutMs };
}

/**
 * The statements that open a request's transaction, as PostgREST sends them: read-only where it
 * applies, the claims, method, path and headers as transaction-local settings, then the role.
 * Values are escape-string literals (quoteLiteral); the role name comes from a fixed allow-list
 * (API_ROLES), never from input verbatim.
 */
export function requestOpening(identity: RequestIdentity, options: TransactionOptions): string {
  return (
    `${options.readOnly ? 'set transaction read only; ' : ''}` +
    `select set_config('request.jwt.claims', ${quoteLiteral(JSON.stringify(identity.claims))}, true), ` +
    `set_config('request.method', ${quoteLiteral(identity.method)}, true), ` +
    `set_config('request.path', ${quoteLiteral(identity.path)}, true), ` +
    `set_config('request.headers', ${quoteLiteral(JSON.stringify(identity.headers ?? {}))}, true); ` +
    `set local role ${quoteIdent(identity.role)}`
  );
}

/** Hands a commit's changes to the listener; a failing listener is logged, never the writer's problem. */
export async function deliverChanges(listener: ChangeListener | undefined, changes: CommittedChange[], pg: PgConnection): Promise<void> {
  if (changes.length === 0 || !listener) return;
  try {
    await listener(changes, pg);
  } catch (error) {
    console.error('[local-backend] realtime dispatch failed:', error);
  }
}

/**
 * The server engine: a PostgreSQL 15+ server reached through a connection pool (`pg`), for local
 * work on a real server, a shared staging backend and CI. Production is hosted Supabase.
 *
 * Each transaction takes a connection of its own from the pool, so requests run in parallel on as
 * many cores as the server has. The rules are PgliteDatabase's: a request's transaction opens with
 * `set local statement_timeout` (the role's timeout, cancelled by the server itself) and
 * `requestOpening`; a writing transaction drains the rows its realtime triggers captured together
 * with its COMMIT (rows other transactions captured are invisible to it until they commit, and
 * they drain their own first); deliveries run after the writer has its answer, one commit at a
 * time in the order the commits finished, each on a connection of its own.
 *
 * Values come back parsed exactly as PGlite parses them (its own parser table, then `pg`'s for
 * arrays and the rest), so the APIs answer byte for byte the same on both engines.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import { DRAIN_CHANGES_SQL, drainedChanges, type CommittedChange } from '../changeCapture';
import { quoteIdent } from '../quote';
import {
  type ChangeListener,
  type Database,
  DatabaseConnectionError,
  deliverChanges,
  type RequestIdentity,
  requestOpening,
  Rollback,
  timeoutFor,
  type Transaction,
  type TransactionOptions,
} from './database';
import type { PgConnection, Results } from './databaseThread';

/** The oldest server version the migrations are tested on (Debian 12's PostgreSQL). */
const MIN_SERVER_VERSION = 150000;

/**
 * Twice the cores, PostgreSQL's own rule of thumb for a server on this machine: more connections
 * than that only queue inside the server (`pnpm bench` on 2 cores: insert p99 29 ms with 4, 54 ms
 * with 10, 98 ms with 20; the select's rate the same).
 */
const DEFAULT_POOL_SIZE = 2 * os.availableParallelism();

/** The names of the migrated template databases on a server (`PostgresOpenOptions.template`). */
export const TEMPLATE_PREFIX = 'local_backend_template_';

/** Commands whose row count PGlite reports as `affectedRows` (a SELECT's is 0 there). */
const WRITE_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

const TYPE_PARSERS = {
  getTypeParser(oid: number, format?: string) {
    const parse = (pgliteTypes.parsers as Record<number, ((value: string, oid: number) => unknown) | undefined>)[oid];
    if (parse && format !== 'binary') return (value: string) => parse(value, oid);
    return pg.types.getTypeParser(oid, (format ?? 'text') as 'text');
  },
} as pg.CustomTypesConfig;

function toResults(result: pg.QueryResult): Results {
  return {
    rows: result.rows,
    fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
    affectedRows: WRITE_COMMANDS.has(result.command) ? (result.rowCount ?? 0) : 0,
  };
}

/** `pg` answers a many-statement simple query with an array, a single statement with one result. */
function allResults(result: pg.QueryResult | pg.QueryResult[]): Results[] {
  return (Array.isArray(result) ? result : [result]).map(toResults);
}

/**
 * `client.query`, with a broken connection's failure (no SQLSTATE: the socket closed, the client
 * is no longer queryable) answered as DatabaseConnectionError; the server's errors pass as they are.
 */
async function query(client: pg.ClientBase, sql: string, params?: unknown[]): Promise<pg.QueryResult | pg.QueryResult[]> {
  try {
    return await client.query(sql, params);
  } catch (error) {
    throw error instanceof pg.DatabaseError ? error : new DatabaseConnectionError('session', error);
  }
}

/** One pooled connection, seen through the interface the APIs use on either engine. */
class ClientConnection implements PgConnection {
  constructor(private readonly client: pg.PoolClient) {}

  async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Results<T>> {
    const results = allResults(await query(this.client, sql, params));
    return results[results.length - 1] as Results<T>;
  }

  async exec(sql: string): Promise<Results[]> {
    return allResults(await query(this.client, sql));
  }

  async transaction<T>(work: (tx: Transaction) => Promise<T>, options: { timeoutMs?: number } = {}): Promise<T> {
    await query(this.client, `begin;${options.timeoutMs === undefined ? '' : ` set local statement_timeout = ${Math.floor(options.timeoutMs)};`}`);
    try {
      const value = await work(this);
      await query(this.client, 'commit');
      return value;
    } catch (error) {
      await this.client.query('rollback').catch(() => undefined);
      throw error;
    }
  }
}

/**
 * A connection taken from the pool on first use only: a delivery with no subscriber to check
 * (most commits, most of the time) costs no connection.
 */
class LazyConnection implements PgConnection {
  private client: Promise<pg.PoolClient> | undefined;

  constructor(private readonly acquire: () => Promise<pg.PoolClient>) {}

  private async connection(): Promise<ClientConnection> {
    this.client ??= this.acquire();
    return new ClientConnection(await this.client);
  }

  async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Results<T>> {
    return (await this.connection()).query<T>(sql, params);
  }

  async exec(sql: string): Promise<Results[]> {
    return (await this.connection()).exec(sql);
  }

  async transaction<T>(work: (tx: Transaction) => Promise<T>, options: { timeoutMs?: number } = {}): Promise<T> {
    return (await this.connection()).transaction(work, options);
  }

  async release(): Promise<void> {
    if (this.client) (await this.client).release();
  }
}

/** `postgres://user:secret@host/db` → `postgres://user@host/db`, for logs. */
function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'local-backend' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface PostgresOpenOptions {
  /** The database to run on (`postgres://user[:password]@host:port/database`). */
  url: string;
  /** Create a new database on that server for this run, and drop it on close (tests, bench). */
  throwaway?: boolean;
  /**
   * For a throwaway database: start it as a copy of the server's database `name` (CREATE DATABASE
   * ... TEMPLATE, a file copy), made once by `build` on a database of its own when the server has
   * none by that name. `name` carries a key of everything `build` writes (migratedTemplate.ts), so a
   * stale copy is never used; the server's older copies are dropped when a new one is made.
   */
  template?: { name: string; build: (database: PostgresDatabase) => Promise<void> };
  /** Connections in the pool (DATABASE_POOL_SIZE, default twice the cores). */
  poolSize?: number;
}

export class PostgresDatabase implements Database {
  readonly engine = 'postgres' as const;
  readonly restarts = 0;
  private listener: ChangeListener | undefined;
  private deliveries: Promise<void> = Promise.resolve();
  private closed = false;
  /** The LISTEN connections (one per channel), ended on close. */
  private readonly listenClients = new Set<pg.Client>();
  /** Pooled clients that already have the listener `connect()` gives them. */
  private readonly guardedClients = new WeakSet<pg.PoolClient>();

  private constructor(
    private readonly pool: pg.Pool,
    readonly description: string,
    private readonly connection: { url: string; applicationName: string },
    /** The server and name of a throwaway database, dropped on close. */
    private readonly throwaway: { serverUrl: string; name: string } | undefined,
  ) {}

  static async open(options: PostgresOpenOptions): Promise<PostgresDatabase> {
    let url = options.url;
    let throwaway: { serverUrl: string; name: string } | undefined;
    if (options.throwaway) {
      const name = `local_backend_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
      const template = options.template ? await PostgresDatabase.ensureTemplate(options.url, options.template) : undefined;
      await onServer(options.url, (client) => client.query(`create database ${quoteIdent(name)}${template ? ` template ${quoteIdent(template)}` : ''}`));
      throwaway = { serverUrl: options.url, name };
      url = withDatabase(options.url, name);
    }
    const poolSize = options.poolSize ?? (Number(process.env.DATABASE_POOL_SIZE) || DEFAULT_POOL_SIZE);
    // Names this pool's connections on the server, so that close() can end the ones still busy.
    const applicationName = `local-backend ${process.pid} ${randomBytes(4).toString('hex')}`;
    const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: applicationName, types: TYPE_PARSERS });
    // A connection that breaks while idle (server restarted) is dropped from the pool, not fatal. Once
    // closed, the pool's connections may still be closing when a throwaway database is dropped.
    let database: PostgresDatabase | undefined;
    pool.on('error', (error) => {
      if (!database?.closed) console.error('[local-backend] idle database connection failed:', error.message);
    });
    try {
      const { rows } = await pool.query<{ version: string; num: string }>(
        `select current_setting('server_version') as version, current_setting('server_version_num') as num`,
      );
      const version = rows[0]!;
      if (Number(version.num) < MIN_SERVER_VERSION) {
        throw new Error(`PostgreSQL 15 or newer is needed; ${withoutPassword(url)} runs ${version.version}`);
      }
      const where = throwaway ? `${withoutPassword(url)} (throwaway, dropped on exit)` : withoutPassword(url);
      database = new PostgresDatabase(pool, `PostgreSQL ${version.version} at ${where}, pool of ${poolSize}`, { url, applicationName }, throwaway);
      return database;
    } catch (error) {
      await pool.end().catch(() => undefined);
      if (throwaway) await PostgresDatabase.drop(throwaway).catch(() => undefined);
      throw error;
    }
  }

  /**
   * The template database `name` on the server at `url`, made now when missing. One maker at a time
   * per server (an advisory lock): the others wait, then copy what it made. It is made under another
   * name and renamed when complete, so a copy is never taken of half a bootstrap.
   */
  private static ensureTemplate(url: string, template: NonNullable<PostgresOpenOptions['template']>): Promise<string> {
    const { name, build } = template;
    return onServer(url, async (client) => {
      await client.query('select pg_advisory_lock(hashtext($1))', [TEMPLATE_PREFIX]);
      try {
        const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (rows.length > 0) return name;
        const making = `${name}_making`;
        await client.query(`drop database if exists ${quoteIdent(making)} with (force)`);
        await client.query(`create database ${quoteIdent(making)}`);
        const database = await PostgresDatabase.open({ url: withDatabase(url, making), poolSize: 2 });
        try {
          await build(database);
        } finally {
          await database.close();
        }
        // A connection the pool has let go of may still be ending on the server.
        await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [making]);
        await client.query(`alter database ${quoteIdent(making)} rename to ${quoteIdent(name)}`);
        const older = await client.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1) and datname <> $2`, [TEMPLATE_PREFIX, name]);
        // Another run may be copying one this moment: it stays until a later start finds it free.
        for (const { datname } of older.rows) await client.query(`drop database if exists ${quoteIdent(datname)}`).catch(() => undefined);
        return name;
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [TEMPLATE_PREFIX]).catch(() => undefined);
      }
    });
  }

  private static drop(throwaway: { serverUrl: string; name: string }): Promise<unknown> {
    return onServer(throwaway.serverUrl, (client) => client.query(`drop database if exists ${quoteIdent(throwaway.name)} with (force)`));
  }

  /** The URL of the database this pool runs on (the throwaway one when there is one). */
  get databaseUrl(): string {
    return this.connection.url;
  }

  onChanges(listener: ChangeListener): void {
    this.listener = listener;
  }

  /**
   * LISTEN on a connection of its own (outside the pool: it stays open). When it breaks (the server
   * restarted, the network went) it is connected again, a second after the break and then every
   * few seconds for as long as the server stays away, while the database is open; once it is back,
   * `callback` runs once with an empty payload, since a NOTIFY sent meanwhile was lost
   * (Database.listen: notifications are a hint).
   */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => void> {
    let current: pg.Client | undefined;
    let stopped = false;
    const connect = async (): Promise<void> => {
      const client = new pg.Client({ connectionString: this.connection.url, application_name: this.connection.applicationName });
      client.on('notification', (message) => {
        if (message.channel === channel) callback(message.payload ?? '');
      });
      // Only a connection that was listening starts a reconnect; a failed attempt is retried by its caller.
      let listening = false;
      client.on('error', () => {
        if (!listening) return;
        listening = false;
        this.listenClients.delete(client);
        void client.end().catch(() => undefined);
        reconnect(1_000);
      });
      try {
        await client.connect();
        await client.query(`listen ${quoteIdent(channel)}`);
      } catch (error) {
        void client.end().catch(() => undefined);
        throw error;
      }
      if (stopped || this.closed) {
        void client.end().catch(() => undefined);
        return;
      }
      listening = true;
      this.listenClients.add(client);
      current = client;
    };
    const reconnect = (delayMs: number): void => {
      if (stopped || this.closed) return;
      setTimeout(() => {
        if (stopped || this.closed) return;
        connect().then(
          () => callback(''),
          (error: unknown) => {
            console.error(`[local-backend] LISTEN ${channel}: could not connect again (${error instanceof Error ? error.message : String(error)}); trying again`);
            reconnect(Math.min(delayMs * 2, 5_000));
          },
        );
      }, delayMs).unref();
    };
    await connect();
    return () => {
      stopped = true;
      if (current) {
        this.listenClients.delete(current);
        void current.end().catch(() => undefined);
      }
    };
  }

  async exclusive<T>(work: (pg: PgConnection) => Promise<T>): Promise<T> {
    const client = await this.connect();
    try {
      return await work(new ClientConnection(client));
    } finally {
      client.release();
    }
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.runTransaction(work, {});
  }

  asRequest<T>(identity: RequestIdentity, work: (tx: Transaction) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    return this.runTransaction(work, { ...options, ...timeoutFor(identity.role), opening: requestOpening(identity, options) });
  }

  private async connect(): Promise<pg.PoolClient> {
    if (this.closed) throw new Error('database is closed');
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw new DatabaseConnectionError('connect', error);
    }
    // The pool listens for errors only while a client is idle; one taken out whose connection
    // ends (the server restarted) emits 'error' too, which unheard would be an uncaught exception.
    // Whoever holds it meets the failure as its query's rejection (DatabaseConnectionError).
    if (!this.guardedClients.has(client)) {
      client.on('error', () => undefined);
      this.guardedClients.add(client);
    }
    return client;
  }

  private async runTransaction<T>(
    work: (tx: Transaction) => Promise<T>,
    options: TransactionOptions & { timeoutMs?: number; opening?: string },
  ): Promise<T> {
    const client = await this.connect();
    const connection = new ClientConnection(client);
    let changes: CommittedChange[] = [];
    let value: T;
    try {
      const timeout = options.timeoutMs === undefined ? '' : ` set local statement_timeout = ${Math.floor(options.timeoutMs)};`;
      await query(client, `begin;${timeout}${options.opening ? ` ${options.opening};` : ''}`);
      value = await work(connection);
      if (options.readOnly) {
        await query(client, 'commit');
      } else {
        // The rows this transaction's triggers captured, taken in the same trip as its COMMIT.
        const results = await connection.exec(`${DRAIN_CHANGES_SQL}; commit`);
        changes = drainedChanges(results.slice(0, -1));
      }
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      client.release();
      // The transaction is rolled back; a Rollback still carries an answer.
      if (error instanceof Rollback) return error.value as T;
      throw error;
    }
    client.release();
    if (changes.length > 0 && this.listener) this.deliver(changes);
    return value;
  }

  /** Queued behind earlier commits' deliveries, each on a connection of its own once it needs one. */
  private deliver(changes: CommittedChange[]): void {
    const listener = this.listener;
    this.deliveries = this.deliveries.then(async () => {
      if (this.closed) return;
      const connection = new LazyConnection(() => this.connect());
      try {
        await deliverChanges(listener, changes, connection);
      } finally {
        await connection.release().catch(() => undefined);
      }
    });
  }

  /**
   * Waits up to `graceMs` for deliveries and statements under way, then closes the pool (and drops a
   * throwaway database). A statement still running then (an owner's statement has no timeout) has
   * its connection ended by the server, so shutting down is never held up.
   */
  async close(graceMs = 2_000): Promise<void> {
    if (this.closed) return;
    const grace = () => new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), graceMs).unref());
    await Promise.race([this.deliveries, grace()]);
    this.closed = true;
    await Promise.all([...this.listenClients].map((client) => client.end().catch(() => undefined)));
    this.listenClients.clear();
    const ended = this.pool.end();
    if ((await Promise.race([ended, grace()])) === 'late') {
      await onServer(this.connection.url, (client) =>
        client.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [this.connection.applicationName]),
      ).catch((error: unknown) => console.error('[local-backend] could not end busy database connections:', error));
      await ended.catch(() => undefined);
    }
    if (this.throwaway) await PostgresDatabase.drop(this.throwaway);
  }
}

/**
 * Assembles the local backend: database, schema cache, the four API modules,
 * CORS, body limit, the HTTP server and the realtime WebSocket upgrade.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { AuthMail } from './auth/mail';
import { type AuthFlows, createAuthFlows } from './auth/authFlows';
import { authRoutes } from './auth/routes';
import { Mailer } from './mail/mailer';
import { readExternalProviders } from './auth/externalProviders';
import { bootstrapDatabase, type BootstrapReport } from './db/setup/bootstrap';
import type { Database } from './db/connection/database';
import { PgliteDatabase } from './db/connection/pgliteDatabase';
import { existingMigratedTemplate, migratedTemplateKey, migratedTemplatePath, saveMigratedTemplate } from './db/connection/migratedTemplate';
import { PostgresDatabase, TEMPLATE_PREFIX } from './db/connection/postgresDatabase';
import { type DataDirLock, lockDataDir } from './db/connection/dataDirLock';
import { SchemaCache } from './db/schemaCache';
import { type JobScheduler, startJobScheduler } from './jobs/scheduler';
import { localOutboxWorkerSecret } from './jobs/workerSecret';
import { readFunctionSecrets, readPublicFunctions } from './functions/config';
import { FunctionLoader } from './functions/loader';
import { functionRoutes } from './functions/routes';
import { type ProjectSettings, readProjectConfig, readProjectSettings } from './projectConfig';
import { AuthRateLimiter, emailsPerHour, readAuthRateLimits, type AuthRateLimits } from './auth/rateLimits';
import { applyApiRateLimits, readApiRateLimits, type ApiRateLimits } from './rest/rateLimits';
import { projectKeyCheck, requireApiKey, type ProjectKeyCheck } from './http/apiKey';
import { limitRequestBody } from './http/bodyLimit';
import { corsForOrigins } from './http/cors';
import { JwtService, localApiKeys } from './jwt';
import { RealtimeChannels } from './realtime/channels';
import { ChangeFanOut } from './realtime/fanOut';
import { RealtimeServer } from './realtime/server';
import { restRoutes } from './rest/routes';
import { RpcService } from './rest/rpc';
import { RestService } from './rest/service';
import { DEFAULTS, ENV_NAMES, HTTP, resolveDataDir, SUPABASE_DIR } from './settings';

export interface LocalBackendOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  /**
   * A PostgreSQL 15+ server's database to run on instead of the embedded PGlite
   * (`postgres://user[:password]@host:port/database`). With `memory`, a throwaway database is
   * created on that server for this run and dropped when it stops.
   */
  databaseUrl?: string;
  memory?: boolean;
  siteOrigins?: string[];
  jwtSecret?: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Variables for function handlers; applied to process.env while the backend runs. */
  env?: Record<string, string | undefined>;
  /** Over `[auth.rate_limit]` of supabase/config.toml (e.g. a test run's own limits). */
  authRateLimits?: Partial<AuthRateLimits>;
  /** Over `[api.rate_limit]` of supabase/config.toml: the database's limits per address and hour. */
  apiRateLimits?: Partial<ApiRateLimits>;
  /**
   * The SMTP server every email goes to: by default the mail catcher's on 127.0.0.1 at `[inbucket]
   * smtp_port`, from its `admin_email` / `sender_name`. `null`: no mail server (an email then fails
   * as GoTrue's does, 500).
   */
  smtp?: { host?: string; port?: number; fromAddress?: string; fromName?: string } | null;
}

/** Options only this package's tests and tools use. */
export interface InternalOptions extends LocalBackendOptions {
  /** bcrypt cost for new password hashes (GoTrue's 10 by default; tests use less to save time). */
  bcryptCost?: number;
  /** Over what supabase/config.toml says (e.g. tests of both answers to sign-up). */
  projectSettings?: Partial<ProjectSettings>;
  /**
   * private.scheduled_jobs: 'auto' (the server's pg_cron, else a tick a minute) or 'manual' (only
   * `jobs.runNow()` / POST /_local/jobs/run; what tests use, so no job runs between their steps).
   */
  scheduledJobs?: 'auto' | 'manual';
  /**
   * Whether a queued email wakes the outbox worker at once (default true, as on a hosted project).
   * Backend tests turn it off so an email waits for the worker call they make themselves.
   */
  outboxWakeups?: boolean;
  /**
   * An in-memory PGlite database applies every migration now instead of starting as the cached
   * migrated copy (migratedTemplate.ts): for the test that every migration applies to a new database.
   */
  applyMigrationsAnew?: boolean;
  /**
   * Hears each phase of the start as it begins (opening the database, each migration, the seed,
   * listening), so that a start on a busy machine says where it is (the CLI prints them).
   */
  progress?: (phase: string) => void;
}

export interface LocalBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  stop(): Promise<void>;
}

/** The running backend with its internals, for tests and tools in this package. */
export interface LocalBackendInternals extends LocalBackend {
  db: Database;
  schema: SchemaCache;
  bootstrap: BootstrapReport;
  dataDir: string | undefined;
  adminEmail: string;
  adminPassword: string;
  /** The bearer secret the outbox worker function accepts (OUTBOX_WORKER_SECRET). */
  outboxWorkerSecret: string;
  /** Who runs private.scheduled_jobs, and a way to run them now. */
  jobs: JobScheduler;
}

function buildApp(parts: {
  db: Database;
  siteOrigins: readonly string[];
  jwt: JwtService;
  auth: AuthFlows;
  rest: RestService;
  rpc: RpcService;
  schema: SchemaCache;
  functions: FunctionLoader;
  isProjectKey: ProjectKeyCheck;
  authLimiter: AuthRateLimiter;
  publicFunctions: ReadonlySet<string>;
  settings: ProjectSettings;
  serviceRoleKey: string;
  runJobs: () => Promise<unknown>;
}): Hono {
  const app = new Hono();
  app.use('*', corsForOrigins(parts.siteOrigins));
  app.use(
    '*',
    limitRequestBody(HTTP.maxBodyBytes, (c) =>
      c.json(
        {
          code: 'request_too_large',
          message: 'Request size limit exceeded',
          hint: `Request bodies are limited to ${HTTP.maxBodyBytes} bytes.`,
        },
        413,
      ),
    ),
  );
  // Open as on a hosted project: health, the redirect flows a browser follows, and the (empty) JWKS.
  app.use('/auth/v1/*', requireApiKey(parts.isProjectKey, [/^\/auth\/v1\/(health|authorize|callback|verify|\.well-known\/jwks\.json)\/?$/]));
  app.use('/rest/v1/*', requireApiKey(parts.isProjectKey));
  app.route('/auth/v1', authRoutes(parts.auth, parts.authLimiter, parts.settings));
  app.route('/rest/v1', restRoutes({ service: parts.rest, rpc: parts.rpc, schema: parts.schema, jwt: parts.jwt }));
  app.route('/functions/v1', functionRoutes({ loader: parts.functions, jwt: parts.jwt, publicFunctions: parts.publicFunctions }));
  // Local only (no hosted counterpart): runs every scheduled job now and answers when the requests
  // they queued are answered, so e2e tests need not wait for the next minute. The service role only.
  app.post('/_local/jobs/run', async (c) => {
    if (c.req.header('authorization') !== `Bearer ${parts.serviceRoleKey}`) return c.json({ message: 'The service role key is required.' }, 401);
    return c.json(await parts.runJobs());
  });
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((error, c) => {
    console.error('[local-backend] unhandled error:', error);
    return c.json({ message: 'Internal Server Error' }, 500);
  });
  return app;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function pickDefined(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function applyEnv(env: Record<string, string | undefined> | undefined): () => void {
  if (!env) return () => undefined;
  const previous = new Map<string, string | undefined>();
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined || process.env[key] === value) continue;
    previous.set(key, process.env[key]);
    process.env[key] = value;
  }
  return () => {
    for (const [key, value] of previous) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}

export async function startLocalBackendInternal(options: InternalOptions = {}): Promise<LocalBackendInternals> {
  const env = options.env ?? process.env;
  const host = options.host ?? DEFAULTS.host;
  const port = options.port ?? DEFAULTS.port;
  const jwtSecret = options.jwtSecret ?? env[ENV_NAMES.jwtSecret] ?? DEFAULTS.jwtSecret;
  const adminEmail = options.adminEmail ?? env[ENV_NAMES.adminEmail] ?? DEFAULTS.adminEmail;
  const adminPassword = options.adminPassword ?? env[ENV_NAMES.adminPassword] ?? DEFAULTS.adminPassword;
  const siteOrigins = options.siteOrigins ?? [...DEFAULTS.siteOrigins];
  const databaseUrl = options.databaseUrl;
  const dataDir = options.memory || databaseUrl ? undefined : resolveDataDir(options.dataDir ?? DEFAULTS.dataDir);

  // Read before anything is opened: a wrong value in config.toml stops the start, naming the key.
  const projectConfig = readProjectConfig();
  const settings: ProjectSettings = { ...readProjectSettings(projectConfig), ...options.projectSettings };
  const lock: DataDirLock | undefined = dataDir ? lockDataDir(dataDir) : undefined;
  let db: Database | undefined;
  try {
    const progress = options.progress ?? (() => undefined);
    const bootstrapOptions = {
      supabaseDir: SUPABASE_DIR,
      admin: { email: adminEmail, password: adminPassword },
      ...(options.bcryptCost ? { bcryptCost: options.bcryptCost } : {}),
    };
    // An in-memory PGlite database starts from a cached copy of what the bootstrap below makes, when
    // one was made for exactly these migrations, seed and admin today (migratedTemplate.ts).
    const today = new Date().toISOString().slice(0, 10);
    const templateInputs = { ...bootstrapOptions, bcryptCost: options.bcryptCost };
    const copied = options.memory && !options.applyMigrationsAnew;
    const templateFile = copied && !databaseUrl ? migratedTemplatePath(templateInputs, today) : undefined;
    const template = existingMigratedTemplate(templateFile);
    // On a server, a throwaway database is copied from a database the same bootstrap made once there.
    const serverKey = copied && databaseUrl ? migratedTemplateKey(templateInputs, today) : undefined;
    const serverTemplate = serverKey
      ? { name: `${TEMPLATE_PREFIX}${serverKey}`, build: (made: PostgresDatabase) => made.exclusive((pg) => bootstrapDatabase(pg, { ...bootstrapOptions, progress: (phase) => progress(`building the server's migrated template: ${phase}`) })).then(() => undefined) }
      : undefined;
    progress(
      databaseUrl
        ? `opening the database on the PostgreSQL server${serverTemplate ? ' (a copy of its migrated template, built first if missing)' : ''}`
        : dataDir
          ? `opening the database folder ${dataDir}`
          : template
            ? 'opening an in-memory database (a copy of the cached migrated template)'
            : 'opening an in-memory database (no migrated template cached for these migrations, seed and day: building one)',
    );
    db = databaseUrl
      ? await PostgresDatabase.open({ url: databaseUrl, throwaway: options.memory === true, ...(serverTemplate ? { template: serverTemplate } : {}) })
      : await PgliteDatabase.open(dataDir ? { dataDir } : template ? { copyOf: template } : {});
    const database = db;
    const bootstrap = await database.exclusive((pg) => bootstrapDatabase(pg, { ...bootstrapOptions, progress }));
    if (templateFile && !template && database instanceof PgliteDatabase) {
      // Only a copy whose seed ran today is kept under today's key.
      const { rows } = await database.exclusive((pg) => pg.query<{ day: string }>(`select current_date::text as day`));
      if (rows[0]?.day === today) {
        progress('saving the migrated template for the next in-memory start');
        await saveMigratedTemplate(templateFile, () => database.pg.dumpDataDir());
      }
    }
    progress('reading the schema (tables, functions, grants)');
    await applyApiRateLimits(database, readApiRateLimits(projectConfig, options.apiRateLimits));
    const schema = new SchemaCache();
    await database.exclusive((pg) => schema.load(pg));

    const jwt = new JwtService(jwtSecret);
    let publicUrl = `http://${host}:${port}`;
    const authRateLimits = readAuthRateLimits(projectConfig, options.authRateLimits);
    const smtp = options.smtp === null ? undefined : { ...DEFAULTS.mail, host: '127.0.0.1', port: DEFAULTS.mail.smtpPort, ...options.smtp };
    const mailer = smtp ? new Mailer({ host: smtp.host, port: smtp.port, fromAddress: smtp.fromAddress, fromName: smtp.fromName }) : undefined;
    const emailLimit = emailsPerHour(authRateLimits, { smtpEnabled: settings.smtpEnabled, overridden: options.authRateLimits?.email_sent !== undefined });
    const authMail = new AuthMail(mailer, projectConfig, () => emailLimit);
    const auth = createAuthFlows({
      db: database,
      jwt,
      issuer: () => `${publicUrl}/auth/v1`,
      settings,
      mail: authMail,
      siteOrigins,
      providers: readExternalProviders(projectConfig, env),
      ...(options.bcryptCost ? { bcryptCost: options.bcryptCost } : {}),
    });
    const rest = new RestService(database, schema, settings.maxRows);
    const rpc = new RpcService(database, schema, settings.maxRows);
    const channels = new RealtimeChannels(jwt, schema);
    database.onChanges(new ChangeFanOut(channels, schema).dispatch);
    const keys = await localApiKeys(jwtSecret);
    const isProjectKey = projectKeyCheck([keys.anonKey, keys.serviceRoleKey]);
    const realtime = new RealtimeServer(channels, isProjectKey);
    let jobs: JobScheduler | undefined;
    const app = buildApp({
      db: database,
      siteOrigins,
      jwt,
      auth,
      rest,
      rpc,
      schema,
      functions: new FunctionLoader(),
      isProjectKey,
      authLimiter: new AuthRateLimiter(authRateLimits),
      publicFunctions: readPublicFunctions(projectConfig),
      settings,
      serviceRoleKey: keys.serviceRoleKey,
      runJobs: () => (jobs ? jobs.runNow() : Promise.reject(new Error('The scheduled jobs have not started yet.'))),
    });

    const server = createAdaptorServer({ fetch: app.fetch, hostname: host }) as Server;
    server.on('upgrade', (request, socket, head) => {
      if (!realtime.handleUpgrade(request, socket, head)) socket.destroy();
    });
    const actualPort = await listen(server, port, host);
    publicUrl = `http://${host}:${actualPort}`;
    progress(`listening on ${publicUrl}`);
    // Functions see what hosted Supabase gives them (SUPABASE_URL and the API keys), the
    // secrets in supabase/functions/.env, and the environment of `pnpm start`, which wins.
    const restoreEnv = applyEnv({
      OUTBOX_WORKER_SECRET: localOutboxWorkerSecret(jwtSecret),
      SITE_URL: siteOrigins[0],
      SITE_ORIGINS: siteOrigins.join(','),
      ...readFunctionSecrets(),
      ...pickDefined(process.env),
      ...options.env,
      SUPABASE_URL: publicUrl,
      SUPABASE_ANON_KEY: keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
      // The functions' email (newsletter) goes where the backend's does: this backend's mail catcher.
      ...(smtp ? { SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port), SMTP_SENDER: `${smtp.fromName} <${smtp.fromAddress}>` } : {}),
    });
    const outboxWorkerSecret = process.env.OUTBOX_WORKER_SECRET!;
    progress('starting the scheduled jobs');
    try {
      jobs = await startJobScheduler({
        db: database,
        outboxWorkerUrl: `${publicUrl}/functions/v1/outbox-worker`,
        outboxWorkerSecret,
        mode: options.scheduledJobs ?? 'auto',
        wakeups: options.outboxWakeups ?? true,
        log: (line) => console.error(`[local-backend] ${line}`),
      });
    } catch (error) {
      restoreEnv();
      realtime.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      throw error;
    }
    const scheduler = jobs;

    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        await scheduler.stop();
        realtime.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await database.close();
        mailer?.close();
        lock?.release();
        restoreEnv();
      })();
      return stopping;
    };

    return {
      url: publicUrl,
      ...keys,
      stop,
      db: database,
      schema,
      bootstrap,
      dataDir,
      adminEmail,
      adminPassword,
      outboxWorkerSecret,
      jobs: scheduler,
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAppConfig, type AppConfigFile } from 'build-preset/app-config';
import { localApiKeys } from 'build-preset/local-keys';
import { REMOTE_NAMES, REMOTE_PACKAGE, type PortSet, type RemoteName } from 'build-preset/ports';
import { REPO_ROOT } from '../config/repoRoot';
import { startStaticServer, type RunningServer } from '../serve/staticServer';
import { startMailCatcher } from 'local-backend/mail-catcher';
import { startBackend, type RunningBackend } from './startBackend';
import { startLocalOidcProvider, type LocalOidcProvider } from './oidcProvider';
import { prerender } from '../prerender/prerender';
import { liveVersion } from '../release/registry';
import { liveShellRoot, placeSite, registryOf, releaseAppConfig, remoteCdnRoot, siteLayout, type ReleaseSource } from '../release/releaseSite';
import { forgetServedBackend, recordServedBackend } from '../release/registrySync';
import { RELEASES_DIR } from '../release/parts';

export interface StackOptions {
  ports: PortSet;
  /** Host name the browser uses (localhost for people, 127.0.0.1 in tests). */
  publicHost?: string;
  memory?: boolean;
  dataDir?: string;
  backendEnv?: Record<string, string>;
  /** The backend's auth rate limits over config.toml's (test runs sign many users in from one address). */
  authRateLimits?: Record<string, number>;
  /** The database's limits per address and hour over config.toml's (test runs add many events from one address). */
  apiRateLimits?: Record<string, number>;
  /**
   * 'manual': the backend runs no scheduled job by itself (the e2e suite runs them with POST
   * /_local/jobs/run, so an email it reads arrived by its wake-up, not by the minute's sweep).
   */
  scheduledJobs?: 'auto' | 'manual';
  /** GoTrue's per-account pause between two emails of a kind (`[auth.email] max_frequency`), in seconds. */
  emailMaxFrequencySeconds?: number;
  /** bcrypt's cost for passwords (GoTrue's 10 unless set): 4 for a run that signs hundreds of users up and in. */
  bcryptCost?: number;
  /** More shell origins to allow (tests that start a second shell). */
  extraOrigins?: string[];
  verbose?: boolean;
  /** Run the stand-in OpenID provider on this port and offer it as Google (pnpm start, the e2e suite). */
  oidcProviderPort?: number;
  /**
   * Serve the releases an environment's registry names instead of the tree's dist/ folders, as a
   * CDN would: each remote's origin holds all its releases, the site origin the live shell, and
   * app-config.json is generated from the registry on every request, so a promote or rollback is
   * seen by the next page load without a restart.
   */
  releases?: ReleaseSource;
}

export interface RunningStack {
  shellUrl: string;
  backendUrl: string;
  /** The mail catcher's inbox page (its JSON API under /api/messages). */
  inboxUrl: string;
  appConfig: AppConfigFile;
  anonKey: string;
  serviceRoleKey: string;
  remotes: Record<RemoteName, RunningServer>;
  /** The stand-in OpenID provider, when `oidcProviderPort` was given. */
  oidcProvider: LocalOidcProvider | undefined;
  /** The folder the shell is served from: this stack's prerendered copy of the build (undefined for releases). */
  shellDir: string | undefined;
  stop(): Promise<void>;
}

export const distOf = (remote: RemoteName): string => join(REPO_ROOT, REMOTE_PACKAGE[remote], 'dist');
export const SHELL_DIST = join(REPO_ROOT, 'shell', 'dist');

/** Where supabase/seed.sql points its event images: the events remote's `pnpm start` origin. */
const SEED_IMAGE_ORIGIN = 'http://localhost:3002';

/**
 * The seed's event images are served by the events remote; a stack on other ports (tests, size,
 * benchmarks) rewrites the seeded URLs to where its events remote really is, as a hosted project
 * seeds its own CDN URLs, so pages load no broken image.
 */
export async function pointSeedImagesAt(backendUrl: string, serviceRoleKey: string, eventsOrigin: string): Promise<void> {
  if (eventsOrigin === SEED_IMAGE_ORIGIN) return;
  const headers = { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' };
  const query = `image_url=like.${encodeURIComponent(`${SEED_IMAGE_ORIGIN}/*`)}&select=id,image_url`;
  const response = await fetch(`${backendUrl}/rest/v1/events?${query}`, { headers });
  if (!response.ok) throw new Error(`could not read seeded events: HTTP ${response.status}`);
  const rows = (await response.json()) as { id: string; image_url: string }[];
  await Promise.all(
    rows.map(async ({ id, image_url }) => {
      const update = await fetch(`${backendUrl}/rest/v1/events?id=eq.${id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ image_url: image_url.replace(SEED_IMAGE_ORIGIN, eventsOrigin) }),
      });
      if (!update.ok) throw new Error(`could not update a seeded image URL: HTTP ${update.status}`);
    }),
  );
}

/** The production builds on separate origins plus the local backend: `pnpm start` and the e2e suite. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const host = options.publicHost ?? 'localhost';
  const { ports } = options;
  const shellOrigins = [`http://localhost:${ports.shell}`, `http://127.0.0.1:${ports.shell}`, ...(options.extraOrigins ?? [])];
  const { anonKey, serviceRoleKey } = await localApiKeys();
  const appConfig = buildAppConfig(ports, anonKey, host);

  // Every email of the backend and its functions lands in the local mail catcher.
  const mail = await startMailCatcher({ smtpPort: ports.mail.smtp, httpPort: ports.mail.inbox });
  const oidcProvider = options.oidcProviderPort === undefined ? undefined : await startLocalOidcProvider(options.oidcProviderPort, ports.backend);
  const backendEnv = { ...oidcProvider?.backendEnv, ...options.backendEnv };
  let backend: RunningBackend;
  try {
    backend = await startBackend({
      port: ports.backend,
      smtpPort: mail.smtpPort,
      memory: options.memory ?? false,
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      siteOrigins: shellOrigins,
      env: backendEnv,
      ...(options.authRateLimits ? { authRateLimits: options.authRateLimits } : {}),
      ...(options.apiRateLimits ? { apiRateLimits: options.apiRateLimits } : {}),
      ...(options.scheduledJobs ? { scheduledJobs: options.scheduledJobs } : {}),
      ...(options.emailMaxFrequencySeconds ? { emailMaxFrequencySeconds: options.emailMaxFrequencySeconds } : {}),
      ...(options.bcryptCost ? { bcryptCost: options.bcryptCost } : {}),
      inheritOutput: options.verbose ?? false,
    });
  } catch (error) {
    await oidcProvider?.standIn.stop();
    await mail.stop();
    throw error;
  }
  const { releases } = options;
  const remoteEntries = await Promise.all(
    REMOTE_NAMES.map(async (name) => {
      const root = releases ? remoteCdnRoot(name, releases) : distOf(name);
      return [name, await startStaticServer({ root, port: ports.remotes[name], corsOrigins: shellOrigins })] as const;
    }),
  );
  const remotes = Object.fromEntries(remoteEntries) as Record<RemoteName, RunningServer>;
  // Each route's HTML, written before the shell's server starts (it lists its files at start), into
  // this stack's own copy of the shell's build: the pages name this stack's origins, and stacks run
  // side by side (the e2e suite, `pnpm size`, Lighthouse, the benches), so none writes the tree's
  // dist/, which stays as the build left it. Releases are never written to, so a release set is
  // prerendered when it is made.
  const shellDir = releases ? undefined : mkdtempSync(join(tmpdir(), `stack-shell-${ports.shell}-`));
  if (shellDir) {
    cpSync(SHELL_DIST, shellDir, { recursive: true });
    const result = await prerender({ shellDist: shellDir, appConfig, siteOrigin: appConfig.siteUrl! }).catch((error: unknown) => {
      rmSync(shellDir, { recursive: true, force: true });
      throw error;
    });
    for (const { part, reason } of result.failed) console.warn(`[prerender] ${part}'s pages stay client-rendered: ${reason}`);
    for (const { path, reason } of result.clientRendered) console.warn(`[prerender] ${path} stays client-rendered: ${reason}`);
    for (const { path, reason } of result.dataUnread) console.warn(`[prerender] ${path} was drawn without its data: ${reason}`);
  }
  // A release environment: its registry goes to the backend's database (where the guard may change
  // it), and app-config.json is the backend's `app-config` function's answer (release/releaseSite.ts).
  let releaseConfig: ReturnType<typeof releaseAppConfig> | undefined;
  if (releases) {
    const releasesDir = releases.releasesDir ?? RELEASES_DIR;
    placeSite(releases, siteLayout(appConfig, ports, host));
    recordServedBackend(releasesDir, releases.env, { url: backend.url, serviceRoleKey });
    releaseConfig = releaseAppConfig(releases, { url: backend.url, serviceRoleKey }, appConfig);
    await releaseConfig.publishIfChanged();
  }
  const shell = await startStaticServer(
    releases && releaseConfig
      ? { root: () => liveShellRoot(releases), port: ports.shell, spa: true, appConfig: releaseConfig.current, appConfigAnswer: releaseConfig.answer }
      : { root: shellDir!, port: ports.shell, spa: true, appConfig },
  );
  // Releases are never deleted, so the seed may point at the images of the events release live now.
  const eventsVersion = releases ? liveVersion(registryOf(releases), 'events') : null;
  const eventsOrigin = `http://${host}:${ports.remotes.events}${eventsVersion ? `/${eventsVersion}` : ''}`;
  await pointSeedImagesAt(backend.url, serviceRoleKey, eventsOrigin);

  return {
    shellUrl: `http://${host}:${ports.shell}`,
    backendUrl: backend.url,
    inboxUrl: mail.inboxUrl,
    appConfig,
    anonKey,
    serviceRoleKey,
    remotes,
    oidcProvider,
    shellDir,
    stop: async () => {
      if (releases) forgetServedBackend(releases.releasesDir ?? RELEASES_DIR, releases.env);
      await Promise.all([shell.close(), ...Object.values(remotes).map((server) => server.close())]);
      await backend.stop();
      await oidcProvider?.standIn.stop();
      await mail.stop();
      if (shellDir) rmSync(shellDir, { recursive: true, force: true });
    },
  };
}

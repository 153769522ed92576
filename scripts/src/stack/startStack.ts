import { join } from 'node:path';
import { buildAppConfig, type AppConfigFile } from '../config/appConfig';
import { localApiKeys } from '../config/localKeys';
import { REMOTE_NAMES, REMOTE_PACKAGE, type PortSet, type RemoteName } from '../config/ports';
import { REPO_ROOT } from '../config/repoRoot';
import { startStaticServer, type RunningServer } from '../serve/staticServer';
import { startBackend, type RunningBackend } from './startBackend';

export interface StackOptions {
  ports: PortSet;
  /** Host name the browser uses (localhost for people, 127.0.0.1 in tests). */
  publicHost?: string;
  memory?: boolean;
  dataDir?: string;
  backendEnv?: Record<string, string>;
  /** More shell origins to allow (tests that start a second shell). */
  extraOrigins?: string[];
  verbose?: boolean;
}

export interface RunningStack {
  shellUrl: string;
  backendUrl: string;
  appConfig: AppConfigFile;
  anonKey: string;
  serviceRoleKey: string;
  remotes: Record<RemoteName, RunningServer>;
  stop(): Promise<void>;
}

export const distOf = (remote: RemoteName): string => join(REPO_ROOT, REMOTE_PACKAGE[remote], 'dist');
export const SHELL_DIST = join(REPO_ROOT, 'shell', 'dist');

/** The production builds on separate origins plus the local backend: `pnpm start` and the e2e suite. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const host = options.publicHost ?? 'localhost';
  const { ports } = options;
  const shellOrigins = [`http://localhost:${ports.shell}`, `http://127.0.0.1:${ports.shell}`, ...(options.extraOrigins ?? [])];
  const { anonKey, serviceRoleKey } = await localApiKeys();
  const appConfig = buildAppConfig(ports, anonKey, host);

  const backend: RunningBackend = await startBackend({
    port: ports.backend,
    memory: options.memory ?? false,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    siteOrigins: shellOrigins,
    ...(options.backendEnv ? { env: options.backendEnv } : {}),
    inheritOutput: options.verbose ?? false,
  });
  const remoteEntries = await Promise.all(
    REMOTE_NAMES.map(async (name) => [name, await startStaticServer({ root: distOf(name), port: ports.remotes[name], corsOrigins: shellOrigins })] as const),
  );
  const remotes = Object.fromEntries(remoteEntries) as Record<RemoteName, RunningServer>;
  const shell = await startStaticServer({ root: SHELL_DIST, port: ports.shell, spa: true, appConfig });

  return {
    shellUrl: `http://${host}:${ports.shell}`,
    backendUrl: backend.url,
    appConfig,
    anonKey,
    serviceRoleKey,
    remotes,
    stop: async () => {
      await Promise.all([shell.close(), ...Object.values(remotes).map((server) => server.close())]);
      await backend.stop();
    },
  };
}

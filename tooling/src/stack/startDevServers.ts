import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REMOTE_PACKAGE, type PortSet } from 'build-preset/ports';
import { REPO_ROOT } from '../config/repoRoot';
import { startMailCatcher } from 'local-backend/mail-catcher';
import { startBackend } from './startBackend';
import { startLocalOidcProvider, type LocalOidcProvider } from './oidcProvider';

export interface DevServersOptions {
  /** Must equal the ports the dev servers' configs read (LOCAL_PORTS, moved by `LOCAL_PORT_BASE`). */
  ports: PortSet;
  /** The backend's data folder; none: a throwaway in-memory database. */
  dataDir?: string;
  /** Print every server's output (`pnpm dev`) or keep it for a failure report (the smoke test). */
  inheritOutput: boolean;
  /** Run the stand-in OpenID provider on this port and offer it as Google (`pnpm dev`). */
  oidcProviderPort?: number;
}

export interface RunningDevServers {
  shellUrl: string;
  /** The mail catcher's inbox page. */
  inboxUrl: string;
  /** What the servers printed, when not inherited. */
  output: () => string;
  oidcProvider: LocalOidcProvider | undefined;
  /** Ends every process started here (each rsbuild server's whole process group, and the backend). */
  stop(): Promise<void>;
}

/** The local backend plus every part's rsbuild dev server with hot reload (`pnpm dev`, `pnpm smoke:dev`). */
export async function startDevServers({ ports, dataDir, inheritOutput, oidcProviderPort }: DevServersOptions): Promise<RunningDevServers> {
  let log = '';
  const oidcProvider = oidcProviderPort === undefined ? undefined : await startLocalOidcProvider(oidcProviderPort, ports.backend);
  const mail = await startMailCatcher({ smtpPort: ports.mail.smtp, httpPort: ports.mail.inbox });
  const backend = await startBackend({
    ...(oidcProvider ? { env: oidcProvider.backendEnv } : {}),
    port: ports.backend,
    smtpPort: mail.smtpPort,
    ...(dataDir ? { dataDir } : { memory: true }),
    siteOrigins: [`http://localhost:${ports.shell}`, `http://127.0.0.1:${ports.shell}`, ...Object.values(ports.remotes).map((port) => `http://localhost:${port}`)],
    inheritOutput,
  });
  // rsbuild is started directly (not through `pnpm --filter`), each in a process group of its own,
  // so stopping reaches every server and anything it started.
  const children: ChildProcess[] = ['shell', ...Object.values(REMOTE_PACKAGE)].map((pkg) => {
    const child = spawn(join(REPO_ROOT, pkg, 'node_modules/.bin/rsbuild'), ['dev'], {
      cwd: join(REPO_ROOT, pkg),
      stdio: inheritOutput ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    return child;
  });
  const stopChild = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
      const kill = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      signalGroup(child.pid, 'SIGTERM');
    });
  return {
    shellUrl: `http://localhost:${ports.shell}`,
    inboxUrl: mail.inboxUrl,
    output: () => `${backend.output()}\n${log}`,
    oidcProvider,
    stop: async () => {
      await Promise.all([...children.map(stopChild), backend.stop()]);
      await oidcProvider?.standIn.stop();
      await mail.stop();
    },
  };
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { LOCAL_PORTS, REMOTE_PACKAGE } from './config/ports';
import { REPO_ROOT } from './config/repoRoot';
import { startBackend } from './stack/startBackend';

// `pnpm dev`: the local backend plus every part's rsbuild dev server with hot reload.
const backend = await startBackend({
  port: LOCAL_PORTS.backend,
  dataDir: process.env.LOCAL_BACKEND_DATA_DIR ?? join(REPO_ROOT, '.data', 'local-backend'),
  siteOrigins: [`http://localhost:${LOCAL_PORTS.shell}`, `http://127.0.0.1:${LOCAL_PORTS.shell}`, ...Object.values(LOCAL_PORTS.remotes).map((port) => `http://localhost:${port}`)],
  inheritOutput: true,
});

// rsbuild is started directly (not through `pnpm --filter`), so stopping reaches every server.
const children: ChildProcess[] = ['shell', ...Object.values(REMOTE_PACKAGE)].map((pkg) =>
  spawn(join(REPO_ROOT, pkg, 'node_modules/.bin/rsbuild'), ['dev'], { cwd: join(REPO_ROOT, pkg), stdio: 'inherit' }),
);

console.log(`\nDev servers starting: open http://localhost:${LOCAL_PORTS.shell} (remotes on ${Object.values(LOCAL_PORTS.remotes).join(', ')}).`);
console.log('Press Ctrl-C to stop.\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all([
    ...children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
    backend.stop(),
  ]);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

/**
 * The real Supabase CLI from npm (`supabase` 2.117.0: the package's own launcher, which runs the
 * platform's binary), run from the repository root so that it finds supabase/. The deploy-path
 * test and `pnpm db:schema` push the migrations with it, as a deploy does.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../paths';

const require = createRequire(import.meta.url);
const SUPABASE_CLI = path.join(path.dirname(require.resolve('supabase/package.json')), 'dist', 'supabase.js');

/**
 * `supabase <args>`: its exit code and all it printed. `home` is the CLI's HOME: it keeps
 * telemetry state and traces there, so a throwaway folder keeps a developer's own out of it.
 */
export function runSupabaseCli(home: string, ...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [SUPABASE_CLI, ...args],
      {
        cwd: REPO_ROOT,
        // No telemetry, and no update check (a request to GitHub that would write supabase/.temp/).
        env: { PATH: process.env.PATH ?? '', HOME: home, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', SUPABASE_NO_UPDATE_NOTIFIER: '1' },
        timeout: 120_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** `pnpm --filter local-backend start -- ...args`: how it ends and what it says, before any database opens. */
function start(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--memory', '--port', '0', ...args], {
    cwd: path.resolve(import.meta.dirname, '..'),
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('the CLI refuses a bad value of its test-run flags, naming the flag', () => {
  it.each([
    [['--bcrypt-cost', '3'], '--bcrypt-cost must be a whole number from 4 to 31, got 3'],
    [['--bcrypt-cost', 'ten'], '--bcrypt-cost must be a whole number from 4 to 31, got ten'],
    [['--email-max-frequency', '0'], '--email-max-frequency must be a whole number of seconds above 0, got 0'],
    [['--email-max-frequency', '1.5'], '--email-max-frequency must be a whole number of seconds above 0, got 1.5'],
  ])('%j', (args, message) => {
    const { status, stderr } = start(...args);
    expect(status).toBe(1);
    expect(stderr).toContain(`Local backend failed to start: ${message}`);
  }, 60_000);
});

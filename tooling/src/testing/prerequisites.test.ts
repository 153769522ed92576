import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { machinePrerequisites, parseAssignments } from './prerequisites';

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'prerequisites-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  delete process.env.PREREQUISITES_TEST_URL;
});

describe('machinePrerequisites (what .ci/run makes ready beside the build)', () => {
  it('waits for the status, then takes the cluster variables .ci/run left', async () => {
    const dir = folder();
    setTimeout(() => {
      writeFileSync(join(dir, 'env'), "PREREQUISITES_TEST_URL='postgres://postgres@127.0.0.1:4700/postgres'\nnot an assignment\n");
      writeFileSync(join(dir, 'status'), 'ok\n');
    }, 400);
    const result = await machinePrerequisites(dir);
    expect(result.ok).toBe(true);
    expect(result.ok && result.waitedMs).toBeGreaterThanOrEqual(300);
    expect(process.env.PREREQUISITES_TEST_URL).toBe('postgres://postgres@127.0.0.1:4700/postgres');
  });

  it('says what failed, and takes nothing', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'env'), "PREREQUISITES_TEST_URL='x'\n");
    writeFileSync(join(dir, 'status'), 'apt-get install chromium failed:\nE: Unable to locate package chromium\n');
    expect(await machinePrerequisites(dir)).toEqual({ ok: false, reason: 'apt-get install chromium failed:\nE: Unable to locate package chromium' });
    expect(process.env.PREREQUISITES_TEST_URL).toBeUndefined();
  });

  it('gives up when no status comes', async () => {
    expect(await machinePrerequisites(folder(), 600)).toEqual({ ok: false, reason: expect.stringContaining('was not written within') });
  });

  it('takes the machine as it is without CI_PREREQUISITES (a developer running pnpm test)', async () => {
    // Under .ci/run the variable is set for the whole run: this test is the machine without it.
    const set = process.env.CI_PREREQUISITES;
    delete process.env.CI_PREREQUISITES;
    try {
      expect(await machinePrerequisites()).toEqual({ ok: true, waitedMs: 0 });
    } finally {
      if (set !== undefined) process.env.CI_PREREQUISITES = set;
    }
  });

  it("reads the cluster tool's shell assignments", () => {
    expect(parseAssignments("PG_TEST_ROOT='/tmp/eo-postgres-ab12'\nLOCAL_BACKEND_TEST_DATABASE_URL='postgres://postgres@127.0.0.1:4700/postgres'\n")).toEqual({
      PG_TEST_ROOT: '/tmp/eo-postgres-ab12',
      LOCAL_BACKEND_TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:4700/postgres',
    });
  });
});

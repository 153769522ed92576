import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import nodeHttp from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localApiKeys } from 'build-preset/local-keys';
import { REPO_ROOT } from '../config/repoRoot';
import { startBackend, type RunningBackend } from '../stack/startBackend';
import { underLoad } from '../testing/underLoad';
import { PART_NAMES, type PartName } from './parts';
import { initialize, writeRegistry, type Registry } from './registry';
import { releaseStatus } from './releaseStatus';
import { callBackend, syncRegistry, type RegistryBackend } from './registrySync';

/**
 * `pnpm release:settings --sessions-per-address` and `pnpm release:status` (issue 55, finding 1): the
 * setting reaches the environment's database, where the guard reads it, and the figures say how many
 * addresses they come from, counted as the guard counts them. The real CLI against a local backend in
 * memory (as a hosted project, through RELEASE_BACKEND_URL), with reports sent to its `field-reports`
 * function from several loopback addresses.
 */
const ENV = 'addresses';
const VERSION = '1.0.0+t';
const releasesDir = mkdtempSync(join(tmpdir(), 'release-status-'));
let backend: RunningBackend;
let registryBackend: RegistryBackend;
let cliEnv: NodeJS.ProcessEnv;

async function cli(...args: string[]): Promise<{ ok: boolean; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('pnpm', ['-s', ...args], { cwd: REPO_ROOT, env: cliEnv, encoding: 'utf8' });
    return { ok: true, stdout, stderr };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { ok: false, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** One page view of the live site, reported from `address` (Linux routes all of 127.0.0.0/8 to lo). */
function reportFrom(address: string): Promise<number> {
  const body = JSON.stringify({
    session: randomUUID(),
    view: randomUUID(),
    route: '/events',
    parts: { shell: { release: VERSION, side: 'live' }, events: { release: VERSION, side: 'live' } },
    items: [{ kind: 'lcp', part: 'events', value: 900 }],
  });
  return new Promise((resolve, reject) => {
    const request = nodeHttp.request(`${backend.url}/functions/v1/field-reports`, { method: 'POST', localAddress: address, headers: { 'Content-Type': 'text/plain' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(body);
  });
}

beforeAll(async () => {
  backend = await startBackend({ port: 0, memory: true, siteOrigins: ['http://127.0.0.1:1'], bcryptCost: 4, scheduledJobs: 'manual' });
  registryBackend = { url: backend.url, serviceRoleKey: (await localApiKeys()).serviceRoleKey };
  cliEnv = { ...process.env, RELEASES_DIR: releasesDir, RELEASE_ENV: ENV, RELEASE_BACKEND_URL: registryBackend.url, RELEASE_SERVICE_ROLE_KEY: registryBackend.serviceRoleKey };
  const versions = Object.fromEntries(PART_NAMES.map((part) => [part, VERSION])) as Record<PartName, string>;
  writeRegistry(releasesDir, { ...initialize({ env: ENV, stack: {}, checks: [], history: [] }, versions), routes: ['/', '/events'] });
});

afterAll(async () => {
  await backend?.stop();
  rmSync(releasesDir, { recursive: true, force: true });
});

describe('how many sessions of one address count', () => {
  it('release:settings --sessions-per-address reaches the database, where the guard reads it', async () => {
    const set = await cli('release:settings', '--sessions-per-address', '2');
    expect(set.ok, set.stderr).toBe(true);
    expect(set.stdout).toContain('"sessionsPerAddress":2');
    const stored = await callBackend<{ document: Registry }>(registryBackend, 'release_registry_read');
    expect(stored.document.settings).toEqual({ sessionsPerAddress: 2, guard: {} });
  }, underLoad(60_000));

  it('release:status says how many addresses the figures come from, counting at most that many sessions of each', async () => {
    // Four visits from one address, one from each of two others.
    for (const address of ['127.55.0.1', '127.55.0.1', '127.55.0.1', '127.55.0.1', '127.55.0.2', '127.55.0.3']) expect(await reportFrom(address)).toBe(202);
    // What --json prints, read in this process (a command costs seconds of the machine's cores).
    const status = await releaseStatus((await syncRegistry(releasesDir, ENV, registryBackend)).registry, registryBackend);
    expect(status.sessionsPerAddress).toBe(2);
    expect(status.parts.events!.live.figures).toMatchObject({ sessions: 4, reportedSessions: 6, addresses: 3, errorSessions: 0, lcpP75Ms: 900 });
    const text = await cli('release:status');
    expect(text.ok, text.stderr).toBe(true);
    expect(text.stdout).toContain(`Live in "${ENV}" (figures of the last hour, at most 2 sessions of an address counted):`);
    expect(text.stdout).toMatch(/ {2}events {4}1\.0\.0\+t {16}4 sessions \(from 3 addresses, 6 reported\), 0\.0% with an error, 0 load failures, p75 LCP 900 ms/);
  }, underLoad(60_000));
});

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contractProblems } from './contract';
import { packageDirOf, packageOf, partFromArgument, PART_NAMES, RELEASES_DIR } from './parts';
import { liveReleases, readRegistry } from './registry';
import { smokeProblems } from './smoke';

/**
 * A part's own pipeline (`pnpm --filter mf-events test`): its unit tests, then its end-to-end
 * slice with its current build as the candidate against the releases live in the environment
 * (`--env`, default `local`). The other parts are not built: they are their promoted releases.
 */
const part = partFromArgument(process.argv[2]);
const env = process.env.RELEASE_ENV ?? 'local';
const packageDir = packageDirOf(part);

execFileSync('pnpm', ['exec', 'vitest', 'run'], { cwd: packageDir, stdio: 'inherit' });
execFileSync('pnpm', ['build'], { cwd: packageDir, stdio: 'inherit' });

const live = liveReleases(readRegistry(RELEASES_DIR, env));
if (!live.shell) {
  console.error(`Nothing is live in "${env}" to test ${packageOf(part)} against: run pnpm release:init once (or set RELEASE_ENV).`);
  process.exit(1);
}
// The candidate is this build, seen beside the part's releases under the name `candidate`.
const view = mkdtempSync(join(tmpdir(), 'part-test-'));
try {
  for (const name of PART_NAMES) {
    if (name !== part) {
      symlinkSync(join(RELEASES_DIR, name), join(view, name));
      continue;
    }
    mkdirSync(join(view, name));
    for (const version of readdirSync(join(RELEASES_DIR, name))) symlinkSync(join(RELEASES_DIR, name, version), join(view, name, version));
    symlinkSync(join(packageDir, 'dist'), join(view, name, 'candidate'));
  }
  const problems = contractProblems(part, 'candidate', live, view);
  if (problems.length === 0) problems.push(...(await smokeProblems(part, 'candidate', live, view)));
  if (problems.length > 0) {
    console.error(`\n${packageOf(part)}'s end-to-end slice FAILED against what is live in "${env}":\n  - ${problems.join('\n  - ')}`);
    process.exitCode = 1;
  } else {
    console.log(`\n${packageOf(part)}'s end-to-end slice passed against what is live in "${env}".`);
  }
} finally {
  rmSync(view, { recursive: true, force: true });
}

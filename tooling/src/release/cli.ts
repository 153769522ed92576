import { contractProblems } from './contract';
import { createRelease } from './createRelease';
import { PART_NAMES, partFromArgument, RELEASES_DIR, type PartName } from './parts';
import { initialize, liveReleases, promote, readRegistry, recordCheck, rollback, writeRegistry, type Registry } from './registry';
import { smokeProblems } from './smoke';

/**
 * `pnpm release <part>`, `pnpm release:check <part> <version>`, `pnpm release:promote <part> <version>`,
 * `pnpm release:rollback <part>`, `pnpm release:status`. `--env <name>` picks the registry
 * (default `local`); `--no-build` packages the part's current dist/.
 */
const [command, ...rest] = process.argv.slice(2);
const flags = new Set(rest.filter((arg) => arg.startsWith('--') && !arg.includes('=')));
const envIndex = rest.indexOf('--env');
const env = envIndex >= 0 ? rest[envIndex + 1]! : (process.env.RELEASE_ENV ?? 'local');
const args = rest.filter((arg, i) => !arg.startsWith('--') && !(envIndex >= 0 && i === envIndex + 1));

function printLive(registry: Registry): void {
  for (const [part, version] of Object.entries(liveReleases(registry))) console.log(`  ${part.padEnd(9)} ${version}`);
}

/** Runs this gate command for a part and version against what is live, and records the result. */
async function check(partArg: string | undefined, version: string | undefined): Promise<boolean> {
  const part = partFromArgument(partArg);
  if (!version) throw new Error('Name the version to check: pnpm release:check <part> <version>.');
  const registry = readRegistry(RELEASES_DIR, env);
  const live = liveReleases(registry);
  console.log(`Checking ${part} ${version} against what is live in "${env}":`);
  printLive(registry);
  const problems = contractProblems(part, version, live);
  // The browser slice only runs on a contract that holds: it would fail for the same reason.
  if (problems.length === 0 && !flags.has('--contract-only')) problems.push(...(await smokeProblems(part, version, live)));
  writeRegistry(RELEASES_DIR, recordCheck(registry, { part, version, against: live, passed: problems.length === 0, problems, at: new Date().toISOString() }));
  if (problems.length > 0) {
    console.error(`\n${part} ${version} FAILED the gate:\n  - ${problems.join('\n  - ')}`);
    return false;
  }
  console.log(`\n${part} ${version} passed the gate. Promote it with: pnpm release:promote ${part} ${version}${env === 'local' ? '' : ` --env ${env}`}`);
  return true;
}

async function main(): Promise<boolean> {
  switch (command) {
    case 'create': {
      const part = partFromArgument(args[0]);
      const { version, dir } = createRelease(part, { build: !flags.has('--no-build') });
      console.log(`Released ${part} ${version} into ${dir}.\nNext: pnpm release:check ${part} ${version}`);
      return true;
    }
    case 'check':
      return check(args[0], args[1]);
    case 'init': {
      // An empty environment: release every part, check them together, promote all at once.
      const registry = readRegistry(RELEASES_DIR, env);
      if (Object.keys(liveReleases(registry)).length > 0) throw new Error(`"${env}" already has live releases: release, check and promote one part at a time.`);
      const set = Object.fromEntries(PART_NAMES.map((part) => [part, createRelease(part, { build: !flags.has('--no-build') }).version])) as Record<PartName, string>;
      const problems = contractProblems('shell', set.shell, set);
      if (problems.length === 0) problems.push(...(await smokeProblems('shell', set.shell, set)));
      if (problems.length > 0) {
        console.error(`The first release set FAILED the gate:\n  - ${problems.join('\n  - ')}`);
        return false;
      }
      writeRegistry(RELEASES_DIR, initialize(registry, set));
      console.log(`"${env}" now serves:`);
      printLive(readRegistry(RELEASES_DIR, env));
      return true;
    }
    case 'promote': {
      const part = partFromArgument(args[0]);
      const version = args[1];
      if (!version) throw new Error('Name the version: pnpm release:promote <part> <version>.');
      const registry = readRegistry(RELEASES_DIR, env);
      const before = liveReleases(registry)[part] ?? '(none)';
      const after = promote(registry, part, version);
      writeRegistry(RELEASES_DIR, after);
      console.log(`${env}: ${part} ${before} -> ${version}. Roll back with: pnpm release:rollback ${part}`);
      console.log('Next: pnpm prerender, so the HTML of its routes comes from the new release.');
      return true;
    }
    case 'rollback': {
      const part = partFromArgument(args[0]);
      const registry = readRegistry(RELEASES_DIR, env);
      const after = rollback(registry, part);
      writeRegistry(RELEASES_DIR, after);
      const entry = after.history.at(-1)!;
      console.log(`${env}: ${part} ${entry.from} -> ${entry.to} (rolled back).`);
      return true;
    }
    case 'status': {
      const registry = readRegistry(RELEASES_DIR, env);
      console.log(`Live in "${env}":`);
      printLive(registry);
      console.log('History:');
      for (const entry of registry.history) console.log(`  ${entry.at} ${entry.action.padEnd(8)} ${entry.part.padEnd(9)} ${entry.from ?? '(none)'} -> ${entry.to}`);
      return true;
    }
    default:
      throw new Error(`Unknown command "${command ?? ''}": create, check, promote, rollback or status.`);
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

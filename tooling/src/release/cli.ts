import { join } from 'node:path';
import { LOCAL_PORTS } from 'build-preset/ports';
import { REPO_ROOT } from '../config/repoRoot';
import { startStack } from '../stack/startStack';
import { contractProblems } from './contract';
import { createRelease } from './createRelease';
import { PART_NAMES, partFromArgument, releaseDir, RELEASES_DIR, type PartName } from './parts';
import { previewKey, signPreviewToken } from './previewLink';
import { canaryOf, initialize, liveReleases, promote, readRegistry, recordCheck, rollback, withSettings, writeRegistry, type Registry } from './registry';
import { describeFigures, releaseStatus } from './releaseStatus';
import { backendFor, callBackend, syncRegistry } from './registrySync';
import { smokeProblems } from './smoke';
import { existsSync } from 'node:fs';

/**
 * `pnpm release <part>`, `pnpm release:check <part> <version>`, `pnpm release:promote <part> <version>
 * [--canary <percent>]`, `pnpm release:rollback <part>`, `pnpm release:status [--json]`,
 * `pnpm release:serve`, `pnpm release:guard --once`, `pnpm release:preview <part> <version> [--hours 24]`,
 * `pnpm release:settings [--sample-rate 0.5] [--sessions-per-address 1] [--guard-<setting> <value>]`. `--env <name>` picks the
 * registry (default `local`); `--no-build` packages the part's current dist/.
 */
const [command, ...rest] = process.argv.slice(2);
/** Flags that take a value: `--env local`, `--canary 50`, `--hours 24`, `--sample-rate 0.5`, `--sessions-per-address 1`, `--guard-min-sessions 20`... */
const valued = (arg: string) => ['--env', '--canary', '--hours', '--sample-rate', '--sessions-per-address'].includes(arg) || arg.startsWith('--guard-');
const flags = new Set(rest.filter((arg) => arg.startsWith('--') && !valued(arg)));
const values = new Map<string, string>();
const args: string[] = [];
for (let i = 0; i < rest.length; i += 1) {
  const arg = rest[i]!;
  if (valued(arg)) values.set(arg, rest[(i += 1)] ?? '');
  else if (!arg.startsWith('--')) args.push(arg);
}
const env = values.get('--env') ?? process.env.RELEASE_ENV ?? 'local';

/** The registry, made one with the environment's database first when its backend answers (registrySync.ts). */
async function openRegistry(): Promise<Registry> {
  const backend = backendFor(RELEASES_DIR, env);
  if (!backend) return readRegistry(RELEASES_DIR, env);
  try {
    const { registry, note } = await syncRegistry(RELEASES_DIR, env, backend);
    if (note) console.warn(note);
    return registry;
  } catch (error) {
    console.warn(`The backend of "${env}" (${backend.url}) did not answer (${error instanceof Error ? error.message : String(error)}): using the registry file; pnpm release:serve publishes it when it starts.`);
    return readRegistry(RELEASES_DIR, env);
  }
}

/** Writes the registry, then publishes it to the environment's database when its backend answers. */
async function saveRegistry(registry: Registry): Promise<void> {
  writeRegistry(RELEASES_DIR, registry);
  await openRegistry();
}

function printLive(registry: Registry): void {
  for (const [part, version] of Object.entries(liveReleases(registry))) console.log(`  ${part.padEnd(9)} ${version}`);
}

/** Runs this gate command for a part and version against what is live, and records the result. */
async function check(partArg: string | undefined, version: string | undefined): Promise<boolean> {
  const part = partFromArgument(partArg);
  if (!version) throw new Error('Name the version to check: pnpm release:check <part> <version>.');
  const registry = await openRegistry();
  const live = liveReleases(registry);
  console.log(`Checking ${part} ${version} against what is live in "${env}":`);
  printLive(registry);
  const problems = contractProblems(part, version, live);
  // The browser slice only runs on a contract that holds: it would fail for the same reason.
  if (problems.length === 0 && !flags.has('--contract-only')) problems.push(...(await smokeProblems(part, version, live)));
  await saveRegistry(recordCheck(await openRegistry(), { part, version, against: live, passed: problems.length === 0, problems, at: new Date().toISOString() }));
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
      const registry = await openRegistry();
      if (Object.keys(liveReleases(registry)).length > 0) throw new Error(`"${env}" already has live releases: release, check and promote one part at a time.`);
      const set = Object.fromEntries(PART_NAMES.map((part) => [part, createRelease(part, { build: !flags.has('--no-build') }).version])) as Record<PartName, string>;
      const problems = contractProblems('shell', set.shell, set);
      if (problems.length === 0) problems.push(...(await smokeProblems('shell', set.shell, set)));
      if (problems.length > 0) {
        console.error(`The first release set FAILED the gate:\n  - ${problems.join('\n  - ')}`);
        return false;
      }
      await saveRegistry(initialize(registry, set));
      console.log(`"${env}" now serves:`);
      printLive(readRegistry(RELEASES_DIR, env));
      return true;
    }
    case 'promote': {
      const part = partFromArgument(args[0]);
      const version = args[1];
      if (!version) throw new Error('Name the version: pnpm release:promote <part> <version> [--canary <percent>].');
      const registry = await openRegistry();
      const before = liveReleases(registry)[part] ?? '(none)';
      const canary = values.has('--canary') ? Number(values.get('--canary')) : undefined;
      const completing = canaryOf(registry, part)?.version === version && canary === undefined;
      if (completing) await printCanaryFigures(registry, part);
      await saveRegistry(promote(registry, part, version, new Date().toISOString(), canary === undefined ? {} : { canary }));
      if (canary !== undefined) {
        console.log(`${env}: ${part} ${version} goes to ${canary}% of visitors, ${before} stays live for the rest. Complete it with: pnpm release:promote ${part} ${version}; end it with: pnpm release:rollback ${part}`);
      } else {
        console.log(`${env}: ${part} ${before} -> ${version}${completing ? ' (canary completed)' : ''}. Roll back with: pnpm release:rollback ${part}`);
        console.log('Next: pnpm prerender, so the HTML of its routes comes from the new release.');
      }
      return true;
    }
    case 'rollback': {
      const part = partFromArgument(args[0]);
      const before = await openRegistry();
      const after = rollback(before, part);
      await saveRegistry(after);
      const entry = after.history.at(-1)!;
      console.log(`${env}: ${part} ${entry.from} -> ${entry.to} (${canaryOf(before, part) ? 'canary ended' : 'rolled back'}).`);
      return true;
    }
    case 'status': {
      const registry = await openRegistry();
      const status = await releaseStatus(registry, backendFor(RELEASES_DIR, env));
      if (flags.has('--json')) {
        console.log(JSON.stringify(status, null, 2));
        return true;
      }
      console.log(`Live in "${env}" (figures of the last hour, at most ${status.sessionsPerAddress} ${status.sessionsPerAddress === 1 ? 'session' : 'sessions'} of an address counted${status.figuresAvailable ? '' : '; backend not reachable'}):`);
      for (const [part, entry] of Object.entries(status.parts)) {
        console.log(`  ${part.padEnd(9)} ${entry.live.release.padEnd(22)} ${describeFigures(entry.live.figures)}`);
        if (entry.canary) console.log(`  ${''.padEnd(9)} canary ${entry.canary.percent}%: ${entry.canary.release} ${describeFigures(entry.canary.figures)}`);
      }
      console.log('History:');
      for (const entry of registry.history) {
        const action = entry.action === 'canary' ? `canary ${entry.percent}%` : entry.by === 'guard' ? 'rollback by the guard' : entry.action;
        console.log(`  ${entry.at} ${action.padEnd(8)} ${entry.part.padEnd(9)} ${entry.from ?? '(none)'} -> ${entry.to}${entry.reason ? `: ${entry.reason}` : ''}`);
      }
      return true;
    }
    case 'serve':
      return serve();
    case 'guard': {
      if (!flags.has('--once')) throw new Error('The guard runs on the backend\'s schedule (every minute); pnpm release:guard --once runs one pass now.');
      const backend = backendFor(RELEASES_DIR, env);
      if (!backend) throw new Error(`No backend of "${env}" is known: run pnpm release:serve${env === 'local' ? '' : ` --env ${env}`} (or set RELEASE_BACKEND_URL and RELEASE_SERVICE_ROLE_KEY).`);
      await openRegistry();
      const decisions = await callBackend<{ part: string; rolledBack: boolean; reason: string | null }[]>(backend, 'run_release_guard');
      await openRegistry();
      if (decisions.length === 0) console.log(`${env}: no canary to guard.`);
      for (const decision of decisions) console.log(`${env}: ${decision.part} canary ${decision.rolledBack ? `rolled back: ${decision.reason}` : 'kept (nothing clearly worse, or not enough sessions yet)'}`);
      return true;
    }
    case 'preview': {
      const part = partFromArgument(args[0]);
      const version = args[1];
      if (!version) throw new Error('Name the release: pnpm release:preview <part> <version> [--hours 24].');
      if (part === 'shell') throw new Error('A shell release cannot be previewed inside the live site (the shell is the page): serve it in an environment of its own.');
      if (!existsSync(releaseDir(part, version))) throw new Error(`There is no release ${part} ${version} in ${RELEASES_DIR}: pnpm release ${part} first.`);
      const registry = await openRegistry();
      if (!registry.site) throw new Error(`"${env}" has no site yet: run pnpm release:serve${env === 'local' ? '' : ` --env ${env}`} once.`);
      const hours = Number(values.get('--hours') ?? 24);
      if (!(hours > 0 && hours <= 24 * 30)) throw new Error('--hours is between 0 and 720.');
      const expiresAt = new Date(Date.now() + hours * 3_600_000);
      const token = signPreviewToken(previewKey(RELEASES_DIR, env), { env, part, version, expiresAt });
      console.log(`Opens ${part} ${version} in the browser that follows it, until ${expiresAt.toISOString()}:`);
      console.log(`${registry.site.siteUrl}/?release-preview=${token}`);
      return true;
    }
    case 'settings': {
      await saveRegistry(withSettings(await openRegistry(), values));
      console.log(`${env}: ${JSON.stringify(readRegistry(RELEASES_DIR, env).settings)}`);
      return true;
    }
    default:
      throw new Error(`Unknown command "${command ?? ''}": create, check, init, promote, rollback, status, serve, guard, preview or settings.`);
  }
}

/** A canary being completed: its figures beside the live release's, as staff see them. */
async function printCanaryFigures(registry: Registry, part: PartName): Promise<void> {
  const status = await releaseStatus(registry, backendFor(RELEASES_DIR, env));
  const entry = status.parts[part];
  if (!entry?.canary) return;
  console.log(`Field figures of the last hour:\n  live   ${entry.live.release}: ${describeFigures(entry.live.figures)}\n  canary ${entry.canary.release}: ${describeFigures(entry.canary.figures)}`);
}

/**
 * `pnpm release:serve`: the whole site from the environment's registry, as the CDN serves it (each
 * remote's origin with all its releases, the live shell, app-config.json from the registry in the
 * backend's database), with the local backend (its data in .data/releases/<env>, or in memory with
 * `--memory`), on LOCAL_PORT_BASE's block. The backend's scheduler runs the guard every minute.
 */
async function serve(): Promise<boolean> {
  const stack = await startStack({
    ports: LOCAL_PORTS,
    ...(flags.has('--memory') ? { memory: true } : { dataDir: join(REPO_ROOT, '.data', 'releases', env) }),
    releases: { env, releasesDir: RELEASES_DIR },
    backendEnv: { RELEASE_PREVIEW_KEY: previewKey(RELEASES_DIR, env) },
    verbose: flags.has('--verbose'),
  });
  console.log(`"${env}" is served at ${stack.shellUrl}`);
  console.log(`  backend ${stack.backendUrl}, inbox ${stack.inboxUrl}`);
  console.log('Press Ctrl-C to stop.');
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await stack.stop();
  return true;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

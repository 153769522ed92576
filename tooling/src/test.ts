import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './config/repoRoot';
import { canListProcesses, endLeftoverProcesses, RUN_MARKER_ENV } from './testing/leftoverProcesses';
import { machinePrerequisites } from './testing/prerequisites';
import { summarise, type RunnerCounts } from './testing/summarise';

// `pnpm test`: build what ships, run every unit/contract test (vitest) and every end-to-end test
// (Playwright against the production builds), then print one line summed over both runners.
const RUN_STARTED = Date.now();
const OUT = join(REPO_ROOT, '.test-output');
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
// Every child inherits this, so what the run started can be told apart at the end (see below).
const RUN = { pid: process.pid, marker: `${process.pid}-${Date.now()}`, repoRoot: REPO_ROOT };
process.env[RUN_MARKER_ENV] = RUN.marker;

/**
 * Runs one step, framed by `=== label ===` lines with its exit status and time. Its output is held
 * and printed whole when it ends, as steps run side by side; `live` streams it instead (one step,
 * the end-to-end suite, shows its progress as it runs). `nice` runs it at a lower priority.
 */
function run(label: string, command: string, args: string[], options: { cwd?: string; live?: boolean; nice?: number } = {}): Promise<number> {
  const started = Date.now();
  if (options.live) console.log(`\n=== ${label} ===`);
  // A lower priority (nice(1)): what runs beside the end-to-end suite yields the cores to it.
  const [file, argv] = options.nice ? ['nice', ['-n', String(options.nice), command, ...args]] : [command, args];
  return new Promise((resolve) => {
    const child = spawn(file, argv, { cwd: options.cwd ?? REPO_ROOT, stdio: ['ignore', options.live ? 'inherit' : 'pipe', options.live ? 'inherit' : 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (status: number | string) => {
      if (!options.live) process.stdout.write(`\n=== ${label} ===\n${Buffer.concat(output).toString()}`);
      console.log(`=== ${label}: exit ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s (ended ${((Date.now() - RUN_STARTED) / 1000).toFixed(0)} s into pnpm test) ===`);
      resolve(typeof status === 'number' ? status : 1);
    };
    child.once('error', (error) => finish(error.message));
    child.once('close', (code, signal) => finish(code ?? signal ?? 1));
  });
}

/** Steps one after the other: the first failing one does not stop the rest (each is counted). */
async function inOrder(steps: (() => Promise<void>)[]): Promise<void> {
  for (const step of steps) await step();
}

// What runs when, on a 2-core machine whose cores are the limit (docs/performance.md "The suite's
// time"): the build first, at full priority, as the end-to-end suite needs it; then the end-to-end
// suite at full priority, and beside it, at a lower one (nice), everything else. Playwright's
// tests wait on a browser and keep about a fifth of the machine idle; vitest's files wait on timers,
// servers and databases; the static checks and the tools only compute. At a lower priority they
// fill what Playwright leaves without slowing it (a Playwright test has seconds, not minutes, to
// see what it waits for), and take the whole machine once it is done.
const LOWER = 10;
const VITEST_NICE = 5;
const counts: RunnerCounts[] = [];

// Static checks are not tests, but a failing one fails the run (counted as one failure each).
// db:check waits for the machine's PostgreSQL under `.ci/run` (CI_PREREQUISITES) before it
// regenerates the schema; its migrations lock is checked at once.
const staticChecks = (
  [
    ['typecheck', 'typecheck'],
    ['lint', 'lint'],
    ['dead exports (knip)', 'deadcode'],
    ['migrations unchanged, schema and database types fresh (pnpm db:check)', 'db:check'],
  ] as const
).map(async ([label, script]) => {
  if ((await run(label, 'pnpm', ['-s', script], { nice: LOWER })) !== 0) counts.push({ runner: label, passed: 0, failed: 1, skipped: 0 });
});
// Beside the build, at the same priority: the local backend's migrated templates (PGlite's database
// after every migration and the seed, cached in node_modules/.cache for today's migrations), one for
// the bcrypt cost of the test backends and the e2e stack (4) and one for GoTrue's default (the tools'
// and release tests' stacks). Every backend the suites start later copies one (about a core-second)
// instead of building it cold (about six) while the end-to-end suite holds the cores at a higher
// priority: on a fresh clone that cold build, at nice 10, outlasted the tools' start limit (issue 61).
const [buildStatus, templateStatus] = await Promise.all([
  run('build', 'pnpm', ['build']),
  run('local backend templates (pnpm --filter local-backend template)', 'pnpm', ['-s', '--filter', 'local-backend', 'template', '--', '--bcrypt-cost', '4', '--bcrypt-cost', 'default']),
]);
if (buildStatus !== 0) counts.push({ runner: 'build', passed: 0, failed: 1, skipped: 0 });
if (templateStatus !== 0) counts.push({ runner: 'local backend templates', passed: 0, failed: 1, skipped: 0 });
// On CI the machine's packages and the PostgreSQL cluster arrive while the build and the static
// checks run (.ci/run, CI_PREREQUISITES); the suites and the tools need them.
const prerequisites = await machinePrerequisites();
if (prerequisites.ok) {
  if (process.env.CI_PREREQUISITES) console.log(`\n=== machine prerequisites ready (Debian packages, PostgreSQL cluster): waited ${(prerequisites.waitedMs / 1000).toFixed(1)} s after the build ===`);
} else {
  console.log(`\n=== machine prerequisites failed: the suites and the tools did not run ===\n${prerequisites.reason}`);
  counts.push({ runner: 'machine prerequisites', passed: 0, failed: 1, skipped: 0 });
}
const suites = prerequisites.ok;

const vitestJson = join(OUT, 'vitest.json');
const playwrightJson = join(OUT, 'playwright.json');

/** A tool's run that must keep working: a failure counts as one. Its output is printed when it ends. */
const keepsWorking = (label: string, runner: string, args: string[]) => async () => {
  if ((await run(label, 'pnpm', ['-s', ...args], { nice: LOWER })) !== 0) counts.push({ runner, passed: 0, failed: 1, skipped: 0 });
};

// The end-to-end suite streams its progress; vitest's output and each tool's are printed whole when
// they end. Each stack (the e2e suite's, the tools', the release tests') takes its own port block and
// prerenders its own copy of the shell, and `pnpm dev` leaves dist/ alone, so none of them writes
// what another reads. The tools' figures are read on a quiet machine (README "Performance"): here
// they only have to keep working.
// - first-load sizes against their ceilings (tooling/src/sizeBudgets.ts: growth fails the run),
//   one quick Lighthouse run of / and the calendar benchmark, on the builds, on one stack (`pnpm
//   tools:quick`; `pnpm size`, `pnpm lighthouse` and `pnpm bench:calendar` are the same code, each on
//   a stack of its own);
// - the dev servers (hot reload, client-rendered), which must come up without a console error on any route;
// - the local backend bench (in-process, an in-memory database) and the realtime fan-out bench.
await Promise.all([
  ...staticChecks,
  buildStatus === 0 && suites
    ? run('end-to-end tests (Playwright)', join(REPO_ROOT, 'tests/node_modules/.bin/playwright'), ['test'], { cwd: join(REPO_ROOT, 'tests'), live: true }).then(() => {
        counts.push(readPlaywright(playwrightJson));
      })
    : Promise.resolve(),
  // One retry, as Playwright's (VITEST_RETRIES changes it): a test that passes only on its retry is
  // named below as flaky; one that fails twice fails the run. `vitest run` alone retries nothing.
  suites
    ? run('unit and contract tests (vitest)', join(REPO_ROOT, 'node_modules/.bin/vitest'), ['run', `--retry=${Number(process.env.VITEST_RETRIES ?? 1)}`, '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`], { nice: VITEST_NICE }).then(() => {
        counts.push(readVitest(vitestJson));
      })
    : Promise.resolve(),
  inOrder(!suites ? [] : [
    ...(buildStatus === 0
      ? [keepsWorking('first-load sizes against their budgets, Lighthouse and the calendar benchmark, quick runs on one stack (pnpm tools:quick)', 'tools:quick (size budgets, lighthouse, bench:calendar)', ['tools:quick'])]
      : []),
    keepsWorking('dev servers smoke test (pnpm smoke:dev)', 'smoke:dev', ['smoke:dev']),
    keepsWorking('local backend benchmark, quick run (pnpm bench --quick)', 'bench (local backend)', ['bench', '--quick']),
    keepsWorking('realtime fan-out benchmark, quick run (pnpm bench:realtime --quick)', 'bench:realtime', ['bench:realtime', '--quick']),
  ]),
]);

// Every process a test starts ends with it: a child still alive now (an orphaned `deno run`, a
// server, a browser) counts as one failure, is named, and is ended so it does not run on for hours.
if (canListProcesses()) {
  const leftovers = await endLeftoverProcesses(RUN);
  if (leftovers.length > 0) {
    console.log(`\n=== ${leftovers.length} process(es) started by this run outlived their runner (now ended) ===`);
    for (const leftover of leftovers) console.log(`  pid ${leftover.pid} (${leftover.reason}): ${leftover.command.slice(0, 300)}`);
    counts.push({ runner: `leftover processes: ${leftovers.length}`, passed: 0, failed: 1, skipped: 0 });
  }
} else {
  console.log('\nLeftover process check skipped: this system has no /proc.');
}

const { line, failed } = summarise(counts);
for (const c of counts) console.log(`  ${c.runner}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
console.log(line);
process.exit(failed > 0 ? 1 : 0);

function readVitest(file: string): RunnerCounts {
  if (!existsSync(file)) return { runner: 'vitest (no report: the runner crashed)', passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
    testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
  };
  // A suite that fails to load has no failed tests of its own: count it, or a broken file would pass.
  const brokenSuites = report.numFailedTests === 0 ? report.numFailedTestSuites : 0;
  // Passed with an error on record: it failed, then passed on its retry.
  const flaky = report.testResults.flatMap((file) =>
    file.assertionResults.filter((test) => test.status === 'passed' && test.failureMessages.length > 0).map((test) => `${file.name.replace(`${REPO_ROOT}/`, '')} > ${test.fullName}\n      first: ${test.failureMessages[0]?.split('\n')[0] ?? ''}`),
  );
  if (flaky.length > 0) console.log(`\n=== vitest: ${flaky.length} test(s) passed only on their retry (flaky) ===\n${flaky.map((name) => `  ${name}`).join('\n')}`);
  return { runner: 'vitest', passed: report.numPassedTests, failed: report.numFailedTests + brokenSuites, skipped: report.numPendingTests + report.numTodoTests };
}

function readPlaywright(file: string): RunnerCounts {
  if (!existsSync(file)) return { runner: 'playwright (no report: the runner crashed)', passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; errors?: unknown[] };
  const setupErrors = report.errors?.length ?? 0;
  if (report.stats.flaky > 0) console.log(`\n=== Playwright: ${report.stats.flaky} test(s) passed only on their retry (flaky; "flaky" in the list above) ===`);
  return { runner: 'playwright', passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected + setupErrors, skipped: report.stats.skipped };
}

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './config/repoRoot';
import { canListProcesses, endLeftoverProcesses, RUN_MARKER_ENV } from './testing/leftoverProcesses';
import { summarise, type RunnerCounts } from './testing/summarise';

// `pnpm test`: build what ships, run every unit/contract test (vitest) and every end-to-end test
// (Playwright against the production builds), then print one line summed over both runners.
const OUT = join(REPO_ROOT, '.test-output');
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
// Every child inherits this, so what the run started can be told apart at the end (see below).
const RUN = { pid: process.pid, marker: `${process.pid}-${Date.now()}`, repoRoot: REPO_ROOT };
process.env[RUN_MARKER_ENV] = RUN.marker;

function run(label: string, command: string, args: string[], cwd = REPO_ROOT): number {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  console.log(`=== ${label}: exit ${result.status ?? result.signal} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  return result.status ?? 1;
}

const counts: RunnerCounts[] = [];

// Static checks are not tests, but a failing one fails the run (counted as one failure each).
for (const [label, script] of [['typecheck', 'typecheck'], ['lint', 'lint'], ['dead exports (knip)', 'deadcode']] as const) {
  if (run(label, 'pnpm', ['-s', script]) !== 0) counts.push({ runner: label, passed: 0, failed: 1, skipped: 0 });
}

const buildStatus = run('build', 'pnpm', ['build']);
if (buildStatus !== 0) counts.push({ runner: 'build', passed: 0, failed: 1, skipped: 0 });

const vitestJson = join(OUT, 'vitest.json');
run('unit and contract tests (vitest)', join(REPO_ROOT, 'node_modules/.bin/vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
counts.push(readVitest(vitestJson));

if (buildStatus === 0) {
  const playwrightJson = join(OUT, 'playwright.json');
  run('end-to-end tests (Playwright)', join(REPO_ROOT, 'tests/node_modules/.bin/playwright'), ['test'], join(REPO_ROOT, 'tests'));
  counts.push(readPlaywright(playwrightJson));
}

// First-load sizes against their ceilings (tooling/src/sizeBudgets.ts): growth fails the run.
if (buildStatus === 0) {
  if (run('first-load sizes against their budgets (pnpm size)', 'pnpm', ['-s', 'size']) !== 0) {
    counts.push({ runner: 'size budgets', passed: 0, failed: 1, skipped: 0 });
  }
}

// Benchmarks are measured apart (README, Performance); their quick runs here keep them working.
if (buildStatus === 0) {
  if (run('calendar benchmark, quick run (pnpm bench:calendar --quick)', 'pnpm', ['-s', 'bench:calendar', '--quick']) !== 0) {
    counts.push({ runner: 'bench:calendar', passed: 0, failed: 1, skipped: 0 });
  }
}
// Lighthouse is a measuring tool (README, Performance); one quick run of / keeps it working.
if (buildStatus === 0) {
  if (run('Lighthouse, quick run (pnpm lighthouse --quick)', 'pnpm', ['-s', 'lighthouse', '--quick']) !== 0) {
    counts.push({ runner: 'lighthouse', passed: 0, failed: 1, skipped: 0 });
  }
}
// The dev servers (hot reload, client-rendered) must come up without a console error on any route.
if (run('dev servers smoke test (pnpm smoke:dev)', 'pnpm', ['-s', 'smoke:dev']) !== 0) {
  counts.push({ runner: 'smoke:dev', passed: 0, failed: 1, skipped: 0 });
}
// The local backend bench needs no build (it starts the backend in-process on an in-memory database).
if (run('local backend benchmark, quick run (pnpm bench --quick)', 'pnpm', ['-s', 'bench', '--quick']) !== 0) {
  counts.push({ runner: 'bench (local backend)', passed: 0, failed: 1, skipped: 0 });
}
if (run('realtime fan-out benchmark, quick run (pnpm bench:realtime --quick)', 'pnpm', ['-s', 'bench:realtime', '--quick']) !== 0) {
  counts.push({ runner: 'bench:realtime', passed: 0, failed: 1, skipped: 0 });
}

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
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; numFailedTestSuites: number };
  // A suite that fails to load has no failed tests of its own: count it, or a broken file would pass.
  const brokenSuites = report.numFailedTests === 0 ? report.numFailedTestSuites : 0;
  return { runner: 'vitest', passed: report.numPassedTests, failed: report.numFailedTests + brokenSuites, skipped: report.numPendingTests + report.numTodoTests };
}

function readPlaywright(file: string): RunnerCounts {
  if (!existsSync(file)) return { runner: 'playwright (no report: the runner crashed)', passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; errors?: unknown[] };
  const setupErrors = report.errors?.length ?? 0;
  return { runner: 'playwright', passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected + setupErrors, skipped: report.stats.skipped };
}

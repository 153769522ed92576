import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { RunningStack } from '../stack/startStack';
import { CHROMIUM_PATH, CHROMIUM_SWITCHES } from '../testing/chromium';

// Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU) on the production builds
// (`pnpm lighthouse`; its quick run in `pnpm tools:quick`), on a stack served as `pnpm start` serves
// the site. Each route is measured three times and the median is checked against issue 34's goals
// (`GOALS`): the command fails when one is missed. Each route's line also names its longest main-thread task and the script it ran
// (Lighthouse's `long-tasks` audit, from the run with the median TBT), since one long task decides
// TBT and the score.
// `quick` (what `pnpm test` runs so the tool cannot rot): one run of `/`. It prints the figures but
// checks only what does not depend on the machine's load: that no script of the app was requested
// before the first contentful paint (issue 34: the app's code is not discovered before the first
// paint; the HTML names only the loader, `shell/build/pluginLoadAfterPaint.ts`, which waits for it).
// Not before the largest paint: where that is a picture painted after the text (/blog's first card),
// the loader rightly starts before it, and LCP itself is measured against its goal.
// Lighthouse scales the CPU time it observes, so on a shared machine (benchmark index printed) TBT
// and the score of one run move by hundreds of milliseconds and ten points: failing `pnpm test` on
// them would be failing on the neighbours' load.
// `runs` and `routes` choose otherwise; `saveDir` keeps each run's full report (JSON, open it in
// the Lighthouse viewer) to see what holds a figure back.

/** Issue 34's goals, the same on every route (/events included), checked on the median of the runs. */
const GOALS = { performance: 98, lcpMs: 1200, tbtMs: 150, cls: 0.01 };
/**
 * Lighthouse's benchmark index of the machine the goals were measured on (issue 34: about 2,790).
 * This machine is shared: when neighbours are busy the index falls, and Lighthouse, which scales
 * what it observes, reads TBT high (26 November: /events 46 ms at 2,789, 191 ms at 1,861).
 */
const REFERENCE_BENCHMARK_INDEX = 2_790;
/** The loader is the one script the HTML names; nothing else may be requested before the first contentful paint. */
const LOADER_FILE = /\/load-after-paint\.[0-9a-f]+\.js$/;

interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  benchmarkIndex: number;
  longestTask: { ms: number; script: string };
  /** Scripts other than the loader whose request started before the observed first contentful paint. */
  scriptsBeforeFcp: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** `http://127.0.0.1:4601/static/js/async/lib-hydration.abc.js` → `:4601 lib-hydration.abc.js` (the port says which part). */
const shortUrl = (url: string) => {
  try {
    const parsed = new URL(url);
    return `:${parsed.port} ${parsed.pathname.split('/').pop() || '/'}`;
  } catch {
    return url;
  }
};

interface LongTaskItem {
  url: string;
  duration: number;
}
interface NetworkItem {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
}

export interface LighthouseOptions {
  /** One run of `/`, checking only what the machine's load cannot move (above). */
  quick?: boolean;
  routes?: string[];
  runs?: number;
  /** Keep each run's full report (JSON) in this folder. */
  saveDir?: string;
}

/** Measures the routes on `stack` and prints their figures; resolves false when the run fails (above). */
export async function runLighthouse(stack: RunningStack, { quick = false, routes, runs: runCount, saveDir }: LighthouseOptions = {}): Promise<boolean> {
  const ROUTES = routes ?? (quick ? ['/'] : ['/', '/about', '/events', '/blog', '/blog/apac-leadership-summit-2025']);
  const RUNS = runCount ?? (quick ? 1 : 3);
  const SAVE_DIR = saveDir;
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_SWITCHES] });
  let failed = false;
  let shortOfGoal = false;
  let scriptBeforePaint = false;
  const benchmarkIndexes: number[] = [];

  try {
    const header = ['route', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT', 'FCP', 'bench', '  longest task (median-TBT run), its script'];
    const widths = [36, 6, 6, 6, 6, 9, 7, 9, 9, 7, 0];
    const row = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : i === cells.length - 1 ? `  ${cell}` : cell.padStart(widths[i]!))).join('');
    console.log(`Lighthouse ${RUNS === 1 ? '(one run)' : `(median of ${RUNS} runs)`}, mobile preset, ${stack.shellUrl}`);
    console.log(row(header));
    for (const route of ROUTES) {
      const runs: RunResult[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${stack.shellUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse could not measure ${route}: ${lhr?.runtimeError?.message ?? 'no report'}`);
        if (SAVE_DIR) {
          mkdirSync(SAVE_DIR, { recursive: true });
          writeFileSync(join(SAVE_DIR, `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`), JSON.stringify(lhr));
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const longTasks = ((lhr.audits['long-tasks']?.details as { items?: LongTaskItem[] } | undefined)?.items ?? []).slice().sort((a, b) => b.duration - a.duration);
        const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
        const observedFcp = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedFirstContentfulPaint ?? 0;
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: numeric('largest-contentful-paint'),
          cls: numeric('cumulative-layout-shift'),
          tbtMs: numeric('total-blocking-time'),
          fcpMs: numeric('first-contentful-paint'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          longestTask: longTasks[0] ? { ms: Math.round(longTasks[0].duration), script: shortUrl(longTasks[0].url) } : { ms: 0, script: '-' },
          scriptsBeforeFcp: requests
            .filter((request) => request.resourceType === 'Script' && (request.networkRequestTime ?? Infinity) < observedFcp && !LOADER_FILE.test(request.url))
            .map((request) => shortUrl(request.url)),
        });
      }
      benchmarkIndexes.push(...runs.map((run) => run.benchmarkIndex));
      const m = (key: Exclude<keyof RunResult, 'longestTask' | 'scriptsBeforeFcp'>) => median(runs.map((run) => run[key]));
      const medianTbtRun = runs.find((run) => run.tbtMs === m('tbtMs'))!;
      const scriptsBeforeFcp = [...new Set(runs.flatMap((run) => run.scriptsBeforeFcp))];
      const met = {
        performance: m('performance') >= GOALS.performance,
        accessibility: m('accessibility') === 100,
        bestPractices: m('bestPractices') === 100,
        seo: m('seo') === 100,
        lcpMs: m('lcpMs') <= GOALS.lcpMs,
        cls: m('cls') <= GOALS.cls,
        tbtMs: m('tbtMs') <= GOALS.tbtMs,
      };
      if (Object.values(met).includes(false)) shortOfGoal = true;
      if (scriptsBeforeFcp.length > 0) {
        scriptBeforePaint = true;
        console.log(`  ${route}: scripts requested before the first contentful paint (the page paints from its HTML alone): ${scriptsBeforeFcp.join(', ')}`);
      }
      const mark = (key: keyof typeof met) => (met[key] ? '' : '*');
      console.log(
        row([
          route,
          `${m('performance')}${mark('performance')}`,
          `${m('accessibility')}${mark('accessibility')}`,
          `${m('bestPractices')}${mark('bestPractices')}`,
          `${m('seo')}${mark('seo')}`,
          `${(m('lcpMs') / 1000).toFixed(2)} s${mark('lcpMs')}`,
          `${m('cls').toFixed(3)}${mark('cls')}`,
          `${Math.round(m('tbtMs'))} ms${mark('tbtMs')}`,
          `${(m('fcpMs') / 1000).toFixed(2)} s`,
          `${Math.round(m('benchmarkIndex'))}`,
          `${medianTbtRun.longestTask.ms} ms ${medianTbtRun.longestTask.script}`,
        ]),
      );
    }
    const goal = `performance at least ${GOALS.performance}, LCP at most ${GOALS.lcpMs / 1000} s, TBT at most ${GOALS.tbtMs} ms, CLS at most ${GOALS.cls}, accessibility, best practices and SEO 100; no app script before the first contentful paint`;
    if (scriptBeforePaint || shortOfGoal) console.log(`* short of issue 34's goal (${goal})`);
    else console.log(`Every figure meets issue 34's goal (${goal}).`);
    const busiest = Math.min(...benchmarkIndexes);
    if (busiest < REFERENCE_BENCHMARK_INDEX * 0.8) {
      console.log(
        `Benchmark index ${Math.round(busiest)} to ${Math.round(Math.max(...benchmarkIndexes))} in these runs, against about ${REFERENCE_BENCHMARK_INDEX} where the goals were set: the machine was busy, and TBT reads high when it is. Measure again when it is quiet before reading TBT against the goal.`,
      );
    }
    // The quick run checks only what the machine's load cannot move (see the top of this file).
    if (scriptBeforePaint || (shortOfGoal && !quick)) failed = true;
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    chrome.kill();
  }
  return !failed;
}

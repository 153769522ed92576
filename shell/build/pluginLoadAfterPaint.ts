import { createHash } from 'node:crypto';
import type { RsbuildPlugin } from '@rsbuild/core';

/** What the loader fetches at the same time as the app's scripts (the shell's first request). */
const APP_CONFIG_PATH = '/app-config.json';

/*
 * The whole loader, as the browser runs it. It is written as JavaScript, not compiled from
 * TypeScript: it must stay a few hundred bytes with no runtime helpers, and a compiler's helper
 * (`__name`, for one) would break it. It reads from its own `<script>` element which scripts to add
 * and what to preload, and adds them in order (`async = false` keeps it) once the browser reports
 * the first contentful paint. Not merely after the next animation frame: on a busy phone the frame
 * reaches the screen later than the frame's callbacks run, and a request begun before the paint is
 * counted into LCP. It starts at once where nothing will be painted: a hidden tab, a page that was
 * not prerendered (#root empty: the app draws it); without paint timing, after the next frame; and
 * at the latest after 5 s, so the page always gets its code.
 *
 * Until the entry runs, the loader holds clicks on buttons and tabs and any submit (never sent as
 * HTML) in `window.__eoHeldInput`; the entry's `holdInputUntilBooted` (src/boot/earlyInput.ts)
 * takes them over, with the same rules, and replays them once the page has booted. So a tap in the
 * second between the paint and the app's code still counts.
 */
export const LOADER_SOURCE = `(function () {
  var self = document.currentScript, scripts = self.dataset.scripts.split(' '), preload = self.dataset.preload, started = false;
  var held = (window.__eoHeldInput = []);
  var CONTROLS = 'button, [role="tab"], [role="button"], [role="menuitem"], [role="switch"], [role="checkbox"]';
  function hold(event) {
    if (window.__eoHeldInput !== held) return;
    var target = event.target;
    if (event.type === 'click') {
      var control = event.button === 0 && target.closest ? target.closest(CONTROLS) : null;
      if (!control || target.closest('a[href]') || (control.type === 'submit' && control.form)) return;
      held.push({ kind: 'click', element: control });
    } else held.push({ kind: 'submit', form: target, submitter: event.submitter || null });
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  function load() {
    if (started) return;
    started = true;
    if (preload) {
      var link = document.createElement('link');
      link.rel = 'preload'; link.as = 'fetch'; link.crossOrigin = 'anonymous'; link.href = preload;
      document.head.appendChild(link);
    }
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src; script.async = false;
      document.head.appendChild(script);
    });
    if (self.dataset.warmIntl && window.Worker) {
      try { new Worker(self.dataset.warmIntl); } catch (error) {}
    }
  }
  var root = document.getElementById('root');
  if (document.visibilityState === 'hidden' || !root || !root.hasChildNodes()) return load();
  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); setTimeout(load, 0); }
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', function () { if (document.visibilityState === 'hidden') load(); });
    setTimeout(load, 5000);
  } else requestAnimationFrame(function () { setTimeout(load, 0); });
})();
`;

const loaderFile = `static/js/load-after-paint.${createHash('sha256').update(LOADER_SOURCE).digest('hex').slice(0, 10)}.js`;

/*
 * A worker the loader starts after the app's scripts, that builds a date format in the reader's
 * zone and one in a zone of the region, and ends. The first `Intl` object a page builds loads the
 * browser's locale and time-zone data: 70 to 150 ms of one main-thread task at a 4x slower CPU
 * (the event times of /events and of home's upcoming events). Chromium keeps that data once per
 * renderer process, so built first in a
 * worker, on another core, the page's own first date costs a millisecond or two (measured:
 * docs/performance.md). A browser that keeps it per thread loses a worker's few milliseconds.
 */
export const WARM_INTL_SOURCE = `Intl.DateTimeFormat().resolvedOptions();
new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Singapore', timeZoneName: 'short' }).format(0);
close();
`;

const warmIntlFile = `static/js/warm-intl.${createHash('sha256').update(WARM_INTL_SOURCE).digest('hex').slice(0, 10)}.js`;

/**
 * The HTML names none of the app's code: the entry's `<script defer>` tags become one small external
 * loader (`LOADER_SOURCE`, 1.5 kB, 0.8 kB gzip) that adds them once the page has painted. Why: the browser (and
 * Lighthouse's simulation of a slow phone) would otherwise fetch the 30 kB entry, the federation
 * runtime, while the HTML is parsed, and Lighthouse counts every request begun before the largest
 * paint into LCP. The prerendered page needs no script to paint, and the CSP still allows no inline
 * script: the loader is a file of the site, and what it adds is too ('self').
 */
export const pluginLoadAfterPaint = (): RsbuildPlugin => ({
  name: 'eo:load-after-paint',
  setup(api) {
    api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
      compilation.emitAsset(loaderFile, new sources.RawSource(LOADER_SOURCE));
      compilation.emitAsset(warmIntlFile, new sources.RawSource(WARM_INTL_SOURCE));
    });
    api.modifyHTMLTags(({ headTags, bodyTags }, { environment }) => {
      const prefix = environment.config.output.assetPrefix === 'auto' ? '/' : String(environment.config.output.assetPrefix ?? '/');
      const isEntryScript = (tag: (typeof headTags)[number]) => tag.tag === 'script' && typeof tag.attrs?.src === 'string';
      const scripts = [...headTags, ...bodyTags].filter(isEntryScript).map((tag) => String(tag.attrs!.src));
      const base = prefix.replace(/\/?$/, '/');
      const loader = {
        tag: 'script',
        attrs: { defer: true, src: `${base}${loaderFile}`, 'data-scripts': scripts.join(' '), 'data-preload': APP_CONFIG_PATH, 'data-warm-intl': `${base}${warmIntlFile}` },
      };
      return { headTags: [...headTags.filter((tag) => !isEntryScript(tag)), loader], bodyTags: bodyTags.filter((tag) => !isEntryScript(tag)) };
    });
  },
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_SOURCE } from '../../build/pluginLoadAfterPaint';

/**
 * The loader the HTML names instead of the app's scripts (shell/build/pluginLoadAfterPaint.ts), run
 * as the browser runs it: from its own `<script>` element, with paint timing reported by hand.
 */
type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;
let paintCallbacks: PaintCallback[] = [];

class FakePerformanceObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: PaintCallback) {}
  observe() {
    paintCallbacks.push(this.callback);
  }
  disconnect() {
    paintCallbacks = paintCallbacks.filter((callback) => callback !== this.callback);
  }
}

const reportPaint = (name: string) => {
  for (const callback of [...paintCallbacks]) callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => (paintCallbacks = paintCallbacks.filter((c) => c !== callback)) });
};

/** Workers the loader started, by script address. */
let startedWorkers: string[] = [];
class FakeWorker {
  constructor(url: string) {
    startedWorkers.push(url);
  }
}

const addedScripts = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

function runLoader(rootHtml: string) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root">${rootHtml}</div>`;
  const element = document.createElement('script');
  element.dataset.scripts = '/static/js/sn.1.js /static/js/index.2.js';
  element.dataset.preload = '/app-config.json';
  element.dataset.warmIntl = '/static/js/warm-intl.3.js';
  Object.defineProperty(document, 'currentScript', { value: element, configurable: true });
  new Function(LOADER_SOURCE)();
}

describe('the loader of the app (after the first paint)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    paintCallbacks = [];
    startedWorkers = [];
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    vi.stubGlobal('Worker', FakeWorker);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    // The loader's click listener holds only while its list is the page's: end it with the test.
    window.__eoHeldInput = undefined;
  });

  it('holds a click on a prerendered button or tab until the entry takes it over; a link goes through', () => {
    runLoader('<button type="button" id="menu">Open menu</button><a href="/about" id="about">About</a>');
    const reached: string[] = [];
    document.body.addEventListener('click', (event) => {
      reached.push((event.target as Element).id);
      event.preventDefault();
    });
    document.getElementById('menu')!.click();
    document.getElementById('about')!.click();
    expect(reached).toEqual(['about']);
    expect(window.__eoHeldInput).toEqual([{ kind: 'click', element: document.getElementById('menu') }]);
    window.__eoHeldInput = undefined;
    // This loader's work done, so it adds nothing during the next test.
    reportPaint('first-contentful-paint');
    vi.advanceTimersByTime(1);
  });

  it('asks for nothing until the first contentful paint is reported, then for the scripts in order and the runtime config', () => {
    runLoader('<h1>About</h1>');
    vi.advanceTimersByTime(100); // a frame, and more: a painted frame is not yet a reported paint
    reportPaint('first-paint');
    vi.advanceTimersByTime(100);
    expect(addedScripts()).toEqual([]);
    reportPaint('first-contentful-paint');
    vi.advanceTimersByTime(1);
    expect(addedScripts()).toEqual(['/static/js/sn.1.js', '/static/js/index.2.js']);
    expect([...document.head.querySelectorAll('script')].every((script) => !script.async)).toBe(true);
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe('/app-config.json');
    vi.advanceTimersByTime(10_000);
    expect(addedScripts()).toHaveLength(2); // once only
  });

  it("starts the worker that loads the browser's date and time-zone data with the scripts, not before the paint", () => {
    runLoader('<h1>Events</h1>');
    vi.advanceTimersByTime(100);
    expect(startedWorkers).toEqual([]);
    reportPaint('first-contentful-paint');
    vi.advanceTimersByTime(1);
    expect(startedWorkers).toEqual(['/static/js/warm-intl.3.js']);
    vi.advanceTimersByTime(10_000);
    expect(startedWorkers).toHaveLength(1);
  });

  it('still adds the scripts where no worker can be started', () => {
    vi.stubGlobal('Worker', class {
      constructor() {
        throw new Error('SecurityError');
      }
    });
    runLoader('');
    expect(addedScripts()).toEqual(['/static/js/sn.1.js', '/static/js/index.2.js']);
  });

  it('starts at once on a page that was not prerendered (nothing to paint before the app draws it)', () => {
    runLoader('');
    expect(addedScripts()).toEqual(['/static/js/sn.1.js', '/static/js/index.2.js']);
  });

  it('starts when the tab is hidden before it painted, and at the latest after 5 s', () => {
    runLoader('<h1>About</h1>');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(addedScripts()).toHaveLength(2);

    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    runLoader('<h1>About</h1>');
    vi.advanceTimersByTime(4_999);
    expect(addedScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(addedScripts()).toHaveLength(2);
  });
});

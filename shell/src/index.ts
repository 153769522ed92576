import { appConfigJson } from './boot/appConfigRequest';
import { holdInputUntilBooted } from './boot/earlyInput';
import { preloadRouteRemotes } from './boot/preloadRouteRemotes';
import { watchUncaughtErrors } from './boot/fieldEvents';

// First of all: a click on a prerendered button or tab from now on is kept for the app (boot/earlyInput.ts),
// and an uncaught error is kept for field data (boot/fieldEvents.ts).
holdInputUntilBooted();
watchUncaughtErrors();

/*
 * The page is painted from its prerendered HTML before any of this: the HTML names no script of the
 * app, only a small loader that adds this entry once the browser has painted the page
 * (`shell/build/pluginLoadAfterPaint.ts`), so the app's code (React, the shared singletons, the
 * route's remote) does not compete for the network with the page's HTML and pictures.
 */

// Before the async boundary: the route's remotes start loading in parallel with the shell's code.
// supabase-js is not started here: shared-data loads it once the first screen is painted.
void appConfigJson.then((raw) => preloadRouteRemotes(raw, window.location.pathname)).catch(() => undefined);
// Async boundary: shared singletons are negotiated with the federation runtime first. In the next
// task: evaluating the federation runtime (this task) and fetching the app's chunks with the
// negotiation of their shared modules are each a long task on a slow phone; apart, the browser can
// handle input between them (issue 34 item 7). A timeout of 0 is that next task on a visible page
// (a hidden one, which the loader starts at once, may wait up to a second: no one is looking).
setTimeout(() => void import('./bootstrap'), 0);

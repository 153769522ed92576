import { appConfigJson } from './boot/appConfigRequest';
import { preloadRouteRemotes } from './boot/preloadRouteRemotes';

// Before the async boundary: the route's remotes start loading in parallel with the shell's code.
// supabase-js is not started here: shared-data loads it once the first screen is painted.
void appConfigJson.then((raw) => preloadRouteRemotes(raw, window.location.pathname)).catch(() => undefined);

// Async boundary: shared singletons are negotiated with the federation runtime first.
void import('./bootstrap');

import { appConfigJson } from './boot/appConfigRequest';
import { preloadRouteRemotes } from './boot/preloadRouteRemotes';
import { loadsDataAt } from './config/routeTable';

// Before the async boundary: the route's remotes start loading in parallel with the shell's code.
void appConfigJson.then((raw) => preloadRouteRemotes(raw, window.location.pathname)).catch(() => undefined);
// A page whose first screen reads data needs supabase-js: its (shared) code starts downloading now,
// with React, instead of once the app has booted. shared-data's getSupabase() then finds it loaded.
if (loadsDataAt(window.location.pathname)) void import('@supabase/supabase-js').catch(() => undefined);

// Async boundary: shared singletons are negotiated with the federation runtime first.
void import('./bootstrap');

import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** realtime-js as supabase-js itself resolves it (the version it was built with), by its ES module. */
function realtimeJsModule(): string {
  const fromSupabaseJs = createRequire(createRequire(import.meta.url).resolve('@supabase/supabase-js'));
  return path.join(path.dirname(fromSupabaseJs.resolve('@supabase/realtime-js/package.json')), 'dist', 'module', 'index.js');
}

/**
 * Packages the browser builds replace with a file of ours (see each file), for the rsbuild config
 * (`build-preset/src/createAppRsbuildConfig.ts`) and shared-data's tests alike. A key ending in `$`
 * matches that name exactly (not its subpaths), as rspack reads it; `viteAliases` does the same for vitest.
 */
export const BROWSER_ALIASES: Readonly<Record<string, string>> = {
  '@supabase/storage-js': fileURLToPath(new URL('./src/client/storageNotShipped.ts', import.meta.url)),
  '@supabase/functions-js': fileURLToPath(new URL('./src/client/functionsNotShipped.ts', import.meta.url)),
  '@supabase/realtime-js$': fileURLToPath(new URL('./src/client/realtimeOnDemand.ts', import.meta.url)),
  // The real realtime-js, under a name only the stand-in imports, so it is a chunk of its own.
  '@supabase/realtime-js/loaded-on-demand': realtimeJsModule(),
};

/** BROWSER_ALIASES in vitest's (Vite's) form: a string matches a name and its subpaths, so exact names become patterns. */
export function viteAliases(): { find: string | RegExp; replacement: string }[] {
  return Object.entries(BROWSER_ALIASES).map(([name, replacement]) =>
    name.endsWith('$') ? { find: new RegExp(`^${name.slice(0, -1).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`), replacement } : { find: name, replacement },
  );
}

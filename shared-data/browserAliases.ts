import { fileURLToPath } from 'node:url';

/**
 * Packages the browser builds replace with a file of ours (see each file), for the rsbuild config
 * (`build-preset/src/createAppRsbuildConfig.ts`) and shared-data's tests alike.
 */
export const BROWSER_ALIASES: Readonly<Record<string, string>> = {
  '@supabase/storage-js': fileURLToPath(new URL('./src/client/storageNotShipped.ts', import.meta.url)),
};

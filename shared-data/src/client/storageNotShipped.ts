/**
 * What the browser builds ship in place of `@supabase/storage-js` (a resolve alias in
 * `scripts/src/federation/createAppRsbuildConfig.ts`). supabase-js builds a Storage client in its
 * constructor, but the site keeps no files in Supabase Storage: the real package (about 6 kB gzip)
 * would be downloaded by every page that reads data and never run.
 *
 * Any use of `client.storage` throws, saying what to change. Unit tests run the real package.
 */
export const STORAGE_NOT_SHIPPED =
  'Supabase Storage is not part of the browser build: remove the @supabase/storage-js alias in scripts/src/federation/createAppRsbuildConfig.ts to use it.';

/** Re-exported by supabase-js under its own name; never thrown, since nothing here calls Storage. */
export class StorageApiError extends Error {}

export class StorageClient {
  constructor() {
    return new Proxy(this, {
      get() {
        throw new Error(STORAGE_NOT_SHIPPED);
      },
    });
  }
}

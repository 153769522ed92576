/**
 * What the browser builds ship in place of `@supabase/storage-js` (`shared-data/browserAliases.ts`).
 * supabase-js builds a Storage client in its constructor, but the site keeps no files in Supabase
 * Storage: the real package (about 6 kB gzip) would be downloaded by every page that reads data
 * and never run.
 *
 * Any use of `client.storage` throws, saying what to change. shared-data's tests run supabase-js
 * with this stand-in too; the other packages' tests (local backend, auth store) run the real one.
 */
export const STORAGE_NOT_SHIPPED =
  'Supabase Storage is not part of the browser build: remove the @supabase/storage-js alias in shared-data/browserAliases.ts to use it.';

/** Re-exported by supabase-js under its own name; never thrown, since nothing here calls Storage. */
export class StorageApiError extends Error {}

/** Inspecting it (symbols, `then` when something checks for a promise) is harmless; using it throws. */
export class StorageClient {
  constructor() {
    return new Proxy(this, {
      get(_target, property) {
        if (typeof property === 'symbol' || property === 'then') return undefined;
        throw new Error(STORAGE_NOT_SHIPPED);
      },
    });
  }
}

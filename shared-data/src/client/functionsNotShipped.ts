/**
 * What the browser builds ship in place of `@supabase/functions-js` (`shared-data/browserAliases.ts`).
 * supabase-js builds a Functions client whenever `client.functions` is read, but the site calls its
 * functions with `invokeFunction` (`fetch` with the session's token), so the real package (about
 * 1.5 kB gzip) would be downloaded by every page that reads data and never run.
 *
 * Any use of `client.functions` throws, saying what to change. shared-data's tests run supabase-js
 * with this stand-in too; the other packages' tests run the real one.
 */
export const FUNCTIONS_NOT_SHIPPED =
  'supabase-js Functions is not part of the browser build: call invokeFunction (shared-data/src/client/invokeFunction.ts), or remove the @supabase/functions-js alias in shared-data/browserAliases.ts.';

/** Re-exported by supabase-js under their own names; never thrown, since nothing here calls Functions. */
export class FunctionsError extends Error {}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}
export const FunctionRegion = {} as const;

/** Inspecting it (symbols, `then` when something checks for a promise) is harmless; using it throws. */
export class FunctionsClient {
  constructor() {
    return new Proxy(this, {
      get(_target, property) {
        if (typeof property === 'symbol' || property === 'then') return undefined;
        throw new Error(FUNCTIONS_NOT_SHIPPED);
      },
    });
  }
}

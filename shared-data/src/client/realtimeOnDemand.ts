/**
 * What the browser builds ship in place of `@supabase/realtime-js` (`shared-data/browserAliases.ts`).
 * supabase-js builds its realtime client in its constructor, so every page that reads data used to
 * download realtime-js (about 17 kB gzip) with it, before anything on the page was live. This
 * stand-in takes the constructor's arguments and the session's token (`setAuth`, which supabase-js
 * calls on every auth change), and builds the real client only when `load()` is called
 * (by the one place that opens a channel: `events/eventChangesChannel.ts`). From then
 * on every call goes to the real client: still one client, one socket.
 *
 * Before `load()`, nothing is connected: `getChannels()` is empty, removing channels is done, and
 * anything that would need the socket (`channel()`, `connect()`) throws, saying what to call first.
 * shared-data's tests run supabase-js with this stand-in too; the other packages' tests (local
 * backend, auth store) run the real one.
 */
import type { RealtimeClient as RealRealtimeClient } from '@supabase/supabase-js';

type RealtimeOptions = ConstructorParameters<typeof RealRealtimeClient>[1];

export const REALTIME_NOT_LOADED =
  'realtime-js is loaded on demand in the browser builds: await client.realtime.load() (shared-data/src/client/realtimeOnDemand.ts) before opening a channel.';

/** The real package, by a name only this file uses (aliased to its module in `browserAliases.ts`). */
const importRealtimeJs = () => import('@supabase/realtime-js/loaded-on-demand');

export class RealtimeClient {
  private real: RealRealtimeClient | undefined = undefined;
  private loading: Promise<RealRealtimeClient> | undefined = undefined;
  /** The last token supabase-js gave (none yet: the real client starts with the API key alone). */
  private token: { value: string | null | undefined } | undefined = undefined;

  /** The constructor's arguments, for the real client. */
  private readonly args: [endPoint: string, options?: RealtimeOptions];

  constructor(endPoint: string, options?: RealtimeOptions) {
    this.args = [endPoint, options];
    // Reads of the real client's other members (`isConnected()`, `disconnect()`, ...) pass through once it exists.
    return new Proxy(this, {
      get(target, property, receiver) {
        if (property in target || typeof property === 'symbol' || property === 'then') return Reflect.get(target, property, receiver);
        const real = target.real;
        if (!real) throw new Error(REALTIME_NOT_LOADED);
        const value: unknown = Reflect.get(real, property);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real) : value;
      },
    });
  }

  /** Builds the real client (once), with the token supabase-js last gave. */
  load(): Promise<RealRealtimeClient> {
    this.loading ??= importRealtimeJs().then(async ({ RealtimeClient: Real }) => {
      const real = new Real(...this.args);
      // From here on, setAuth reaches the real client itself.
      this.real = real;
      if (this.token) await real.setAuth(this.token.value);
      return real;
    });
    return this.loading;
  }

  setAuth(token?: string | null): Promise<void> {
    this.token = { value: token };
    return this.real ? this.real.setAuth(token) : Promise.resolve();
  }

  channel(...args: Parameters<RealRealtimeClient['channel']>): ReturnType<RealRealtimeClient['channel']> {
    if (!this.real) throw new Error(REALTIME_NOT_LOADED);
    return this.real.channel(...args);
  }

  getChannels(): ReturnType<RealRealtimeClient['getChannels']> {
    return this.real ? this.real.getChannels() : [];
  }

  removeChannel(...args: Parameters<RealRealtimeClient['removeChannel']>): ReturnType<RealRealtimeClient['removeChannel']> {
    return this.real ? this.real.removeChannel(...args) : Promise.resolve('ok');
  }

  removeAllChannels(): ReturnType<RealRealtimeClient['removeAllChannels']> {
    return this.real ? this.real.removeAllChannels() : Promise.resolve([]);
  }
}

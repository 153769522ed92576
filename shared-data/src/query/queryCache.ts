/**
 * The one cache of server reads every part uses (shared-data is a federation singleton, so there is
 * one cache per page). Each read is named by a key (`keys.ts` of its resource); the cache keeps, per
 * key, the last answer or error, runs at most one read at a time, and drops an answer that a newer
 * read has overtaken. Live tables: while a query that reads a table is shown, one realtime
 * subscription to that table invalidates every query of it.
 *
 * It follows TanStack Query's guarantees (docs/architecture.md says why it is not TanStack Query
 * itself): answers are read as one user and forgotten when another signs in (`setUser`); an answer
 * goes stale after `STALE_MS`, and shown stale queries are read again when the tab comes back into
 * view or the network returns; a query nothing shows is collected after `GC_MS`.
 */

/** An answer older than this is read again the next time it is shown, or when the tab regains focus. */
export const STALE_MS = 30_000;
/** A query no screen has shown for this long is forgotten (every search typed would stay otherwise). */
export const GC_MS = 5 * 60_000;

export type QueryKey = readonly unknown[];
export type QueryStatus = 'pending' | 'error' | 'success';

export interface QueryState<T> {
  status: QueryStatus;
  /** The last answer; none after a failed read (a failed list holds no items). */
  data: T | undefined;
  error: Error | undefined;
  /** A read is running (the first one, a retry, or a refresh after a change). */
  isFetching: boolean;
}

/** Subscribes to changes of a table; answers the function that unsubscribes. */
export type LiveSource = (onChange: () => void) => () => void;

interface Entry {
  key: QueryKey;
  state: QueryState<unknown>;
  listeners: Set<() => void>;
  /** Bumped by every read: only the newest read's answer is kept. */
  generation: number;
  fetcher: (() => Promise<unknown>) | undefined;
  stale: boolean;
  /** Asked to read again while a read was running: read again once it ends. */
  again: boolean;
  /** When the last answer arrived (ms since epoch); 0 before the first. */
  updatedAt: number;
  /** Collects the entry once nothing has shown it for GC_MS. */
  gcTimer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * A read the prerender made and wrote into the page (`pnpm prerender`), for the browser's cache to
 * start from (as a stale answer: it is read again once shown).
 */
export interface PrerenderedQuery {
  key: QueryKey;
  data: unknown;
}

/** What a mutation took before changing the cache optimistically, to put back if it fails. */
export type CacheSnapshot = ReadonlyArray<{ hash: string; state: QueryState<unknown> }>;

const PENDING: QueryState<never> = { status: 'pending', data: undefined, error: undefined, isFetching: false };

/** Object keys in a fixed order, so `{ a, b }` and `{ b, a }` name the same query. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_name, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
}

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, i) => hashKey([part]) === hashKey([key[i]]));
}

class QueryCache {
  private readonly entries = new Map<string, Entry>();
  private readonly live = new Map<string, { count: number; stop: () => void }>();
  private epoch = 0;
  /** The user the cached answers were read as (null: signed out); undefined until first told. */
  private user: string | null | undefined = undefined;

  private entry(key: QueryKey): Entry {
    const hash = hashKey(key);
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = { key, state: PENDING, listeners: new Set(), generation: 0, fetcher: undefined, stale: true, again: false, updatedAt: 0, gcTimer: undefined };
      this.entries.set(hash, entry);
      this.scheduleCollection(hash, entry);
    }
    return entry;
  }

  /** Forgets the entry after GC_MS unless a screen shows it by then. */
  private scheduleCollection(hash: string, entry: Entry): void {
    if (entry.gcTimer !== undefined) clearTimeout(entry.gcTimer);
    entry.gcTimer = setTimeout(() => {
      entry.gcTimer = undefined;
      if (entry.listeners.size === 0 && this.entries.get(hash) === entry) {
        entry.generation += 1;
        this.entries.delete(hash);
      }
    }, GC_MS);
  }

  private isStale(entry: Entry): boolean {
    return entry.stale || Date.now() - entry.updatedAt >= STALE_MS;
  }

  private set(entry: Entry, state: QueryState<unknown>): void {
    entry.state = state;
    for (const listener of entry.listeners) listener();
  }

  getState<T>(key: QueryKey): QueryState<T> {
    return (this.entries.get(hashKey(key))?.state ?? PENDING) as QueryState<T>;
  }

  subscribe(key: QueryKey, listener: () => void): () => void {
    const entry = this.entry(key);
    entry.listeners.add(listener);
    if (entry.gcTimer !== undefined) clearTimeout(entry.gcTimer);
    entry.gcTimer = undefined;
    watchFocusAndNetwork();
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0) this.scheduleCollection(hashKey(entry.key), entry);
    };
  }

  /**
   * Reads `key` with `fetcher` unless a fresh answer is there (or `force`). One read at a time per
   * key: asked again while one runs (a live change, Retry), it reads again once that one has
   * ended, so a stream of changes can never keep a failing read from reaching its error.
   */
  fetch<T>(key: QueryKey, fetcher: () => Promise<T>, { force = false } = {}): void {
    const entry = this.entry(key);
    entry.fetcher = fetcher;
    if (entry.state.isFetching) {
      if (force) entry.again = true;
      return;
    }
    if (!force && !this.isStale(entry) && entry.state.status === 'success') return;
    entry.generation += 1;
    const generation = entry.generation;
    entry.stale = false;
    entry.again = false;
    this.set(entry, { ...entry.state, isFetching: true });
    const settle = (state: QueryState<unknown>) => {
      // A cleared cache forgot this read.
      if (generation !== entry.generation) return;
      this.set(entry, state);
      if (entry.again && entry.fetcher && entry.listeners.size > 0) this.fetch(entry.key, entry.fetcher, { force: true });
    };
    fetcher().then(
      (data) => {
        if (generation === entry.generation) entry.updatedAt = Date.now();
        settle({ status: 'success', data, error: undefined, isFetching: false });
      },
      (error: unknown) => {
        entry.stale = true;
        settle({ status: 'error', data: undefined, error: error instanceof Error ? error : new Error(String(error)), isFetching: false });
      },
    );
  }

  /**
   * Set by the shell's server build only (`shared-data/prerender`): asked for each read a page
   * being prerendered shows through `usePrerenderedQuery` (effects do not run on a server).
   */
  declare serverRead: (<T>(key: QueryKey, fetcher: () => Promise<T>) => void) | undefined;

  /** Every query under `prefix` is read again if shown, or forgotten if not. */
  invalidate(prefix: QueryKey): void {
    for (const [hash, entry] of this.entries) {
      if (!startsWith(entry.key, prefix)) continue;
      if (entry.listeners.size === 0) {
        this.entries.delete(hash);
        continue;
      }
      entry.stale = true;
      if (entry.fetcher) this.fetch(entry.key, entry.fetcher, { force: true });
    }
  }

  /** Changes what every query under `prefix` holds (a member's own change, shown before the live feed confirms it). */
  update<T>(prefix: QueryKey, change: (data: T, key: QueryKey) => T): void {
    for (const entry of this.entries.values()) {
      if (!startsWith(entry.key, prefix) || entry.state.status !== 'success') continue;
      this.set(entry, { ...entry.state, data: change(entry.state.data as T, entry.key) });
    }
  }

  /** What every query under `prefix` holds now, for `restore` (an optimistic change that failed). */
  snapshot(prefix: QueryKey): CacheSnapshot {
    return [...this.entries].filter(([, entry]) => startsWith(entry.key, prefix)).map(([hash, entry]) => ({ hash, state: entry.state }));
  }

  /** Puts back what `snapshot` took, for the entries still held and not read again since. */
  restore(snapshot: CacheSnapshot): void {
    for (const { hash, state } of snapshot) {
      const entry = this.entries.get(hash);
      if (entry && !entry.state.isFetching) this.set(entry, state);
    }
  }

  /**
   * Shown queries whose answer is stale are read again (the tab came back into view); with `all`,
   * every shown query (the network came back: anything may have changed meanwhile).
   */
  refreshShown({ all = false } = {}): void {
    for (const entry of this.entries.values()) {
      if (entry.listeners.size > 0 && entry.fetcher && (all || this.isStale(entry))) this.fetch(entry.key, entry.fetcher, { force: true });
    }
  }

  /**
   * Keeps one subscription to a live source while anything uses it; each change invalidates
   * `prefix`. Answers the function that releases this use.
   */
  useLiveSource(prefix: QueryKey, source: LiveSource): () => void {
    const hash = hashKey(prefix);
    const current = this.live.get(hash);
    if (current) current.count += 1;
    else this.live.set(hash, { count: 1, stop: source(() => this.invalidate(prefix)) });
    return () => {
      const held = this.live.get(hash);
      if (!held) return;
      held.count -= 1;
      if (held.count === 0) {
        this.live.delete(hash);
        held.stop();
      }
    };
  }

  /**
   * Forgets every answer; answers of reads still running are dropped. A query no one shows is
   * removed; a shown one goes back to pending (its old answer is not shown meanwhile) and is read
   * again, so mounted hooks show the new answer instead of waiting for ever. Live subscriptions stay.
   */
  clear(): void {
    this.epoch += 1;
    for (const [hash, entry] of this.entries) {
      entry.generation += 1;
      entry.again = false;
      entry.stale = true;
      if (entry.listeners.size === 0) {
        this.entries.delete(hash);
        continue;
      }
      // Kept, not replaced: the hooks showing it are subscribed to this entry.
      this.set(entry, PENDING);
      if (entry.fetcher) this.fetch(entry.key, entry.fetcher, { force: true });
    }
  }

  /**
   * Bumped by `clear`: an answer a hook keeps to show meanwhile (keepPreviousData) is shown only
   * within the epoch it was read in, so one user's answer never stands in for the next user's.
   */
  get currentEpoch(): number {
    return this.epoch;
  }

  /**
   * Whose session the reads run as: a user id, or null when signed out. Another user than before
   * (sign-out, a different user signing in, a first sign-in) clears the cache: what one user may
   * read (attendee lists, members, subscribers) is not kept in the tab for the next, and what is
   * shown is read again as them. The same user again (a token refresh) changes nothing.
   */
  setUser(userId: string | null): void {
    if (this.user !== undefined && this.user !== userId) this.clear();
    this.user = userId;
  }
}

/** The page's cache. */
export const queryCache = new QueryCache();

let watching = false;
/**
 * Once a query is shown: a tab that comes back into view reads its stale queries again, and a
 * network that comes back reads every shown query again (TanStack Query's refetchOnWindowFocus and
 * refetchOnReconnect).
 */
function watchFocusAndNetwork(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') queryCache.refreshShown();
  });
  window.addEventListener('online', () => queryCache.refreshShown({ all: true }));
}

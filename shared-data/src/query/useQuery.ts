import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { hashKey, queryCache, type LiveSource, type QueryKey, type QueryState } from './queryCache';

export interface UseQueryOptions {
  /** False: nothing is read (a signed-out visitor, a closed panel); the state stays pending. */
  enabled?: boolean;
  /** Show the previous key's answer while the new key's first read runs (pagers, month switches). */
  keepPreviousData?: boolean;
  /** A table whose changes make every query under `prefix` read again while shown. */
  live?: { prefix: QueryKey; source: LiveSource };
}

export interface QueryResult<T> extends QueryState<T> {
  /** Read again now (the Retry button). */
  refetch: () => void;
  /** The answer shown belongs to a previous key (keepPreviousData). */
  isPreviousData: boolean;
}

/**
 * A server read with explicit states: `pending` until the first answer, then `success` with data
 * or `error` with the error (never an empty answer in its place). Reads again when the key changes,
 * on `refetch`, and when a live table changes; an answer overtaken by a newer read is dropped.
 */
export function useQuery<T>(key: QueryKey, fetcher: () => Promise<T>, options: UseQueryOptions = {}): QueryResult<T> {
  const { enabled = true, keepPreviousData = false, live } = options;
  const hash = hashKey(key);
  // The key is the identity of the read; `fetcher` is a fresh closure each render over the same key.
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const keyRef = useRef(key);
  keyRef.current = key;

  // New functions for a new key (its hash), so useSyncExternalStore subscribes to the new entry.
  /* eslint-disable react-hooks/exhaustive-deps */
  const subscribe = useCallback((listener: () => void) => queryCache.subscribe(keyRef.current, listener), [hash]);
  const getSnapshot = useCallback(() => queryCache.getState<T>(keyRef.current), [hash]);
  /* eslint-enable react-hooks/exhaustive-deps */
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  useEffect(() => {
    if (enabled) queryCache.fetch(keyRef.current, () => fetcherRef.current());
  }, [hash, enabled]);

  const livePrefix = live ? hashKey(live.prefix) : undefined;
  const liveSource = live?.source;
  useEffect(() => {
    if (!enabled || !live || !liveSource) return undefined;
    return queryCache.useLiveSource(live.prefix, liveSource);
    // `live.prefix` is what `livePrefix` is made of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [livePrefix, liveSource, enabled]);

  // The last answer, with the cache's epoch it was read in: a cleared cache (another user) never
  // shows the previous user's answer as the previous page.
  const previous = useRef<{ data: T; epoch: number } | undefined>(undefined);
  if (state.status === 'success') previous.current = { data: state.data as T, epoch: queryCache.currentEpoch };
  const showPrevious = keepPreviousData && state.status === 'pending' && previous.current?.epoch === queryCache.currentEpoch;

  const refetch = useCallback(() => queryCache.fetch(keyRef.current, () => fetcherRef.current(), { force: true }), []);
  const data = showPrevious ? previous.current?.data : state.data;
  return { ...state, data, isPreviousData: showPrevious, refetch };
}

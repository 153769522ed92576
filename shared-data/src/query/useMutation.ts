import { useCallback, useRef, useState } from 'react';
// Through the package's root: in a subpath entry this must be the singleton's one cache.
import { queryCache } from 'shared-data';
import type { CacheSnapshot, QueryKey } from './queryCache';

export type MutationStatus = 'idle' | 'pending' | 'error' | 'success';

export interface UseMutationOptions<TInput, TOutput> {
  /** The write (a call of shared-data). */
  mutationFn: (input: TInput) => Promise<TOutput>;
  /**
   * Shown before the server answers: changes what the queries under `prefix` hold. If the write
   * fails, they are put back as they were (and read again, as after any write).
   */
  optimistic?: { prefix: QueryKey; change: (data: unknown, key: QueryKey, input: TInput) => unknown };
  /** Queries read again once the write has ended, whether it succeeded or not. */
  invalidates?: readonly QueryKey[];
}

export interface MutationResult<TInput, TOutput> {
  status: MutationStatus;
  error: Error | undefined;
  /** What the write running (or the last one) was asked to do: which row shows a spinner. */
  input: TInput | undefined;
  /** Writes; resolves with the answer, or rejects with the error (also kept in `error`). */
  mutate: (input: TInput) => Promise<TOutput>;
  reset: () => void;
}

/**
 * A write with explicit states, as TanStack Query's useMutation: `pending` while it runs, then
 * `success` or `error` (with the error); an optimistic change is rolled back when it fails; the
 * queries it touches are read again afterwards either way.
 */
export function useMutation<TInput, TOutput>({ mutationFn, optimistic, invalidates = [] }: UseMutationOptions<TInput, TOutput>): MutationResult<TInput, TOutput> {
  const [state, setState] = useState<Pick<MutationResult<TInput, TOutput>, 'status' | 'error' | 'input'>>({ status: 'idle', error: undefined, input: undefined });
  const options = useRef({ mutationFn, optimistic, invalidates });
  options.current = { mutationFn, optimistic, invalidates };

  const mutate = useCallback(async (input: TInput): Promise<TOutput> => {
    const { mutationFn: write, optimistic: shown, invalidates: touched } = options.current;
    setState({ status: 'pending', error: undefined, input });
    let snapshot: CacheSnapshot | undefined;
    if (shown) {
      snapshot = queryCache.snapshot(shown.prefix);
      queryCache.update(shown.prefix, (data: unknown, key) => shown.change(data, key, input));
    }
    try {
      const output = await write(input);
      setState({ status: 'success', error: undefined, input });
      return output;
    } catch (caught) {
      if (snapshot) queryCache.restore(snapshot);
      const error = caught instanceof Error ? caught : new Error(String(caught));
      setState({ status: 'error', error, input });
      throw error;
    } finally {
      for (const key of touched) queryCache.invalidate(key);
      if (shown) queryCache.invalidate(shown.prefix);
    }
  }, []);

  const reset = useCallback(() => setState({ status: 'idle', error: undefined, input: undefined }), []);
  return { ...state, mutate, reset };
}

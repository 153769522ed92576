// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { queryCache } from './queryCache';
import { useQuery } from './useQuery';

/** A read the test answers by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => queryCache.clear());

describe('useQuery', () => {
  it('is pending, then success with the answer', async () => {
    const read = deferred<string[]>();
    const { result } = renderHook(() => useQuery(['things'], () => read.promise));
    expect(result.current).toMatchObject({ status: 'pending', data: undefined, isFetching: true });
    await act(async () => read.resolve(['a']));
    expect(result.current).toMatchObject({ status: 'success', data: ['a'], isFetching: false });
  });

  it('shows a failure as an error with no data, and Retry reads again', async () => {
    let attempt = 0;
    const fetcher = () => (++attempt === 1 ? Promise.reject(new Error('backend down')) : Promise.resolve(['back']));
    const { result } = renderHook(() => useQuery(['flaky'], fetcher));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('backend down');
    expect(result.current.data).toBeUndefined();
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['back'] }));
  });

  it('asked again during a read (a live change, Retry), reads again once it ends: the newest answer wins', async () => {
    const reads = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { result } = renderHook(() => useQuery(['race'], () => reads[call++]!.promise));
    act(() => result.current.refetch());
    expect(call).toBe(1);
    await act(async () => reads[0]!.resolve('old'));
    expect(call).toBe(2);
    await act(async () => reads[1]!.resolve('new'));
    expect(result.current).toMatchObject({ status: 'success', data: 'new', isFetching: false });
  });

  it('a failing read reaches its error even while changes keep arriving', async () => {
    const reads = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { result } = renderHook(() => useQuery(['down'], () => reads[call++]!.promise));
    act(() => queryCache.invalidate(['down']));
    act(() => queryCache.invalidate(['down']));
    await act(async () => reads[0]!.reject(new Error('backend down')));
    expect(result.current.status).toBe('error');
    expect(result.current.error?.message).toBe('backend down');
  });

  it('forgets a read that was running when the cache was cleared', async () => {
    const read = deferred<string>();
    const { result } = renderHook(() => useQuery(['cleared'], () => read.promise));
    act(() => queryCache.clear());
    await act(async () => read.resolve('late'));
    expect(queryCache.getState(['cleared']).status).toBe('pending');
    expect(result.current.data).not.toBe('late');
  });

  it('keeps the previous page shown while the next page is read, when asked', async () => {
    const reads: Record<number, ReturnType<typeof deferred<string>>> = { 1: deferred(), 2: deferred() };
    const { result, rerender } = renderHook(({ page }) => useQuery(['pages', page], () => reads[page]!.promise, { keepPreviousData: true }), {
      initialProps: { page: 1 },
    });
    await act(async () => reads[1]!.resolve('page one'));
    rerender({ page: 2 });
    expect(result.current).toMatchObject({ data: 'page one', isPreviousData: true });
    await act(async () => reads[2]!.resolve('page two'));
    expect(result.current).toMatchObject({ data: 'page two', isPreviousData: false });
  });

  it('a change on a live table reads every shown query of it again, with one subscription', async () => {
    const listeners = new Set<() => void>();
    let subscriptions = 0;
    const source = (onChange: () => void) => {
      subscriptions += 1;
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    };
    let version = 0;
    const live = { prefix: ['rows'], source };
    const a = renderHook(() => useQuery(['rows', 'a'], () => Promise.resolve(`a${version}`), { live }));
    const b = renderHook(() => useQuery(['rows', 'b'], () => Promise.resolve(`b${version}`), { live }));
    await waitFor(() => expect([a.result.current.data, b.result.current.data]).toEqual(['a0', 'b0']));
    expect(subscriptions).toBe(1);
    version = 1;
    act(() => [...listeners].forEach((notify) => notify()));
    await waitFor(() => expect([a.result.current.data, b.result.current.data]).toEqual(['a1', 'b1']));
    a.unmount();
    b.unmount();
    expect(listeners.size).toBe(0);
  });

  it('reads nothing while not enabled', () => {
    const fetcher = vi.fn(() => Promise.resolve(1));
    const { result } = renderHook(() => useQuery(['off'], fetcher, { enabled: false }));
    expect(result.current.status).toBe('pending');
    expect(fetcher).not.toHaveBeenCalled();
  });
});

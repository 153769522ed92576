// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
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

// Unmounted first: a cleared cache reads again what mounted hooks show.
afterEach(() => {
  cleanup();
  queryCache.clear();
});

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

  it('cleared, forgets the answer of a read still running and reads again for the mounted hook', async () => {
    const reads = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { result } = renderHook(() => useQuery(['cleared'], () => reads[call++]!.promise));
    act(() => queryCache.clear());
    expect(call).toBe(2);
    await act(async () => reads[0]!.resolve('late'));
    expect(result.current).toMatchObject({ status: 'pending', data: undefined, isFetching: true });
    await act(async () => reads[1]!.resolve('read again'));
    expect(result.current).toMatchObject({ status: 'success', data: 'read again', isFetching: false });
  });

  it('cleared, removes what no hook shows and reads again what one shows, without showing the old answer meanwhile', async () => {
    await act(async () => queryCache.fetch(['unshown'], () => Promise.resolve('kept in memory')));
    expect(queryCache.getState(['unshown']).data).toBe('kept in memory');
    const reads = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { result } = renderHook(() => useQuery(['shown'], () => reads[call++]!.promise));
    await act(async () => reads[0]!.resolve('first answer'));
    act(() => queryCache.clear());
    expect(queryCache.getState(['unshown'])).toMatchObject({ status: 'pending', data: undefined });
    expect(result.current).toMatchObject({ status: 'pending', data: undefined, isFetching: true });
    await act(async () => reads[1]!.resolve('second answer'));
    expect(result.current).toMatchObject({ status: 'success', data: 'second answer' });
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

describe('the cache follows the signed-in user', () => {
  // The session follower (client/supabaseClient.ts) tells the cache each session's user.
  it("signing out drops A's answers; B signing in has the mounted hooks read again as B; a token refresh of the same user reads nothing", async () => {
    let user: string | null = 'user-a';
    const calls: Array<string | null> = [];
    const reads: Array<ReturnType<typeof deferred<string[]>>> = [];
    const readMembers = () => {
      calls.push(user);
      const read = deferred<string[]>();
      reads.push(read);
      return read.promise;
    };
    act(() => queryCache.setUser('user-a'));
    const { result } = renderHook(() => useQuery(['admin', 'members', { page: 1 }], readMembers, { keepPreviousData: true }));
    await act(async () => reads[0]!.resolve(["A's member list"]));
    expect(result.current.data).toEqual(["A's member list"]);

    // A token refresh: the same user.
    act(() => queryCache.setUser('user-a'));
    expect(calls).toEqual(['user-a']);

    user = null;
    act(() => queryCache.setUser(null));
    // Nothing of A's is shown, not even as the "previous page" (keepPreviousData), and the hook reads again.
    expect(result.current).toMatchObject({ status: 'pending', data: undefined, isPreviousData: false, isFetching: true });
    expect(queryCache.getState(['admin', 'members', { page: 1 }]).data).toBeUndefined();
    expect(calls).toEqual(['user-a', null]);
    await act(async () => reads[1]!.reject(new Error('Only admins can list members.')));
    expect(result.current).toMatchObject({ status: 'error', data: undefined });

    user = 'user-b';
    act(() => queryCache.setUser('user-b'));
    expect(calls).toEqual(['user-a', null, 'user-b']);
    await act(async () => reads[2]!.resolve(["B's member list"]));
    expect(result.current).toMatchObject({ status: 'success', data: ["B's member list"] });
  });
});

// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { GC_MS, queryCache, STALE_MS } from './queryCache';
import { useMutation } from './useMutation';
import { useQuery } from './useQuery';

afterEach(() => {
  cleanup();
  queryCache.clear();
  vi.useRealTimers();
});

describe('the query cache over time', () => {
  it('holds a handful of queries, not a thousand, after 1,000 searches typed into one box', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const before = queryCache.snapshot([]).length;
    const { rerender } = renderHook(({ text }) => useQuery(['search', { text }], async () => [`result for ${text}`], { keepPreviousData: true }), { initialProps: { text: '' } });
    for (let i = 1; i <= 1_000; i++) rerender({ text: `query ${i}` });
    await act(async () => undefined);
    expect(queryCache.snapshot([]).length - before).toBeGreaterThan(900); // every search was a query of its own
    await act(async () => vi.advanceTimersByTime(GC_MS + 1));
    // Only the search on screen is kept.
    expect(queryCache.snapshot([]).length - before).toBe(1);
  });

  it('keeps an answer fresh for STALE_MS, then reads a shown query again when the tab comes back into view', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let reads = 0;
    const { result } = renderHook(() => useQuery(['figures'], async () => ++reads));
    await waitFor(() => expect(result.current.data).toBe(1));
    const showTab = () => act(() => document.dispatchEvent(new Event('visibilitychange')));
    showTab();
    expect(reads).toBe(1); // still fresh
    vi.setSystemTime(Date.now() + STALE_MS + 1);
    showTab();
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('reads every shown query again when the network comes back, fresh or not', async () => {
    let reads = 0;
    const { result } = renderHook(() => useQuery(['list'], async () => ++reads));
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('a stale answer is read again when a screen shows it again; a fresh one is not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let reads = 0;
    const first = renderHook(() => useQuery(['profile'], async () => ++reads));
    await waitFor(() => expect(first.result.current.data).toBe(1));
    first.unmount();
    const again = renderHook(() => useQuery(['profile'], async () => ++reads));
    expect(again.result.current.data).toBe(1);
    again.unmount();
    vi.setSystemTime(Date.now() + STALE_MS + 1);
    const later = renderHook(() => useQuery(['profile'], async () => ++reads));
    await waitFor(() => expect(later.result.current.data).toBe(2));
  });
});

describe('useMutation', () => {
  it('is pending while the write runs, then success, and reads the touched queries again', async () => {
    let reads = 0;
    const list = renderHook(() => useQuery(['members'], async () => ++reads));
    await waitFor(() => expect(list.result.current.data).toBe(1));
    let finish!: () => void;
    const { result } = renderHook(() => useMutation({ mutationFn: (_: string) => new Promise<void>((resolve) => (finish = resolve)), invalidates: [['members']] }));
    expect(result.current.status).toBe('idle');
    let done!: Promise<void>;
    act(() => {
      done = result.current.mutate('promote');
    });
    expect(result.current).toMatchObject({ status: 'pending', input: 'promote' });
    await act(async () => {
      finish();
      await done;
    });
    expect(result.current.status).toBe('success');
    await waitFor(() => expect(list.result.current.data).toBe(2));
  });

  it('shows an optimistic change at once and puts it back, with the error, when the write fails', async () => {
    const list = renderHook(() => useQuery(['names'], async () => ['Ada', 'Grace']));
    await waitFor(() => expect(list.result.current.data).toEqual(['Ada', 'Grace']));
    let fail!: (error: Error) => void;
    const { result } = renderHook(() =>
      useMutation({
        mutationFn: (_name: string) => new Promise<void>((_resolve, reject) => (fail = reject)),
        optimistic: { prefix: ['names'], change: (data, _key, name) => [...(data as string[]), name] },
      }),
    );
    let done!: Promise<void>;
    act(() => {
      done = result.current.mutate('Linus');
    });
    expect(list.result.current.data).toEqual(['Ada', 'Grace', 'Linus']);
    await act(async () => {
      fail(new Error('The database said no'));
      await done.catch(() => undefined);
    });
    expect(result.current).toMatchObject({ status: 'error', error: new Error('The database said no') });
    await waitFor(() => expect(list.result.current.data).toEqual(['Ada', 'Grace']));
  });
});

import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { eventKeys, getSupabase, queryCache, setAppConfig, type EventRow } from 'shared-data';
import { AuthProvider } from 'shared-auth';
import { toastStore } from 'shared-ui';
import { eventRow } from 'shared-data/testing';
import { gridRange } from './monthGrid';
import { useCalendarEvents } from './useCalendarEvents';
import { useCalendarPage } from './useCalendarPage';

// The backend is unreachable (nothing listens on port 9): every read the calendar starts fails, as
// with the backend down. Ranges the test has put in the query cache are what a visit read before.
beforeAll(() => setAppConfig({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'test-anon-key', functionsUrl: 'http://127.0.0.1:9/functions/v1', remotes: {} }));
afterAll(async () => (await getSupabase()).removeAllChannels());
beforeEach(() => toastStore.setState({ toasts: [] }));
afterEach(() => queryCache.clear());

const NOVEMBER = new Date(2026, 10, 1);
const DECEMBER = new Date(2026, 11, 1);

/** A month the visit has already read: its grid's range answered from the cache. */
async function readBefore(month: Date, events: EventRow[]): Promise<void> {
  await act(async () => {
    queryCache.fetch(eventKeys.range(gridRange(month)), () => Promise.resolve(events));
  });
}

function renderCalendarPage(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <AuthProvider>{children}</AuthProvider>
    </MemoryRouter>
  );
  return renderHook(() => ({ page: useCalendarPage(), location: useLocation() }), { wrapper });
}

describe('useCalendarPage', () => {
  it('opens the day of ?date= and its month', async () => {
    await readBefore(NOVEMBER, []);
    const { result } = renderCalendarPage('/events?date=2026-11-25');
    expect(result.current.page.selectedDay).toEqual(new Date(2026, 10, 25));
    expect(result.current.page.month).toEqual(NOVEMBER);
    expect(result.current.page.monthKey).toBe('2026-11');
  });

  it('selects nothing for a ?date= that is not a real day, and shows this month', () => {
    const { result } = renderCalendarPage('/events?date=2026-02-30');
    expect(result.current.page.selectedDay).toBeNull();
    expect(result.current.page.month.getMonth()).toBe(new Date().getMonth());
  });

  it('starts on today without ?date=', () => {
    const { result } = renderCalendarPage('/events');
    const today = new Date();
    expect(result.current.page.selectedDay).toEqual(new Date(today.getFullYear(), today.getMonth(), today.getDate()));
  });

  it('keeps the URL on the selected day, and follows it into another month', async () => {
    await readBefore(NOVEMBER, []);
    await readBefore(DECEMBER, []);
    const { result } = renderCalendarPage('/events?date=2026-11-25');
    act(() => result.current.page.selectDay(new Date(2026, 10, 28)));
    expect(result.current.location.search).toBe('?date=2026-11-28');
    expect(result.current.page.month).toEqual(NOVEMBER);
    act(() => result.current.page.selectDay(new Date(2026, 11, 3)));
    expect(result.current.location.search).toBe('?date=2026-12-03');
    expect(result.current.page.month).toEqual(DECEMBER);
    // Moving the month alone (arrows) keeps the selected day and the URL.
    act(() => result.current.page.showMonth(new Date(2027, 0, 15)));
    expect(result.current.page.month).toEqual(new Date(2027, 0, 1));
    expect(result.current.location.search).toBe('?date=2026-12-03');
  });

  it('filters the day and the month by the chosen categories; none chosen shows every event', async () => {
    // The month's list starts at today in the current month: the test's today is before its events,
    // whatever day it runs on (it failed from 26 November 2026 on, when the 25th had passed).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 20, 12) });
    onTestFinished(() => void vi.useRealTimers());
    await readBefore(NOVEMBER, [
      eventRow('summit', '2026-11-25', { category: 'Summit' }),
      eventRow('panel', '2026-11-25', { category: 'Panel' }),
      eventRow('uncategorised', '2026-11-25'),
      eventRow('december', '2026-12-02', { category: 'Summit' }),
    ]);
    const { result } = renderCalendarPage('/events?date=2026-11-25');
    const ids = (events: EventRow[]) => events.map((event) => event.id);
    expect(ids(result.current.page.dayEvents)).toEqual(['summit', 'panel', 'uncategorised']);
    // The month list holds the month's own days, not the next month's days the grid also shows.
    expect(ids(result.current.page.monthEvents)).toEqual(['summit', 'panel', 'uncategorised']);
    expect(result.current.page.eventsByDay.get('2026-12-02')).toHaveLength(1);

    act(() => result.current.page.toggleCategory('Summit'));
    expect(ids(result.current.page.dayEvents)).toEqual(['summit']);
    act(() => result.current.page.toggleCategory('Other'));
    expect(ids(result.current.page.dayEvents)).toEqual(['summit', 'uncategorised']);
    act(() => result.current.page.toggleCategory('Summit'));
    expect(ids(result.current.page.monthEvents)).toEqual(['uncategorised']);
    act(() => result.current.page.clearCategories());
    expect(result.current.page.activeCategories.size).toBe(0);
    expect(ids(result.current.page.monthEvents)).toHaveLength(3);
  });

  it('shows a month read before at once, with no loading state', async () => {
    await readBefore(NOVEMBER, [eventRow('nov', '2026-11-25')]);
    await readBefore(DECEMBER, [eventRow('dec', '2026-12-10')]);
    const { result } = renderCalendarPage('/events?date=2026-11-25');
    act(() => result.current.page.selectDay(new Date(2026, 11, 10)));
    expect(result.current.page.status).toMatchObject({ isLoading: false, isError: false });
    expect(result.current.page.dayEvents.map((event) => event.id)).toEqual(['dec']);
  });

  // supabase-js retries a read that could not reach the server three times (1, 2 and 4 s apart).
  it('shows a failed read as a failure with SPEC\'s toast, holding no events', { timeout: 20_000 }, async () => {
    const { result } = renderCalendarPage('/events?date=2026-10-14');
    expect(result.current.page.status.isLoading).toBe(true);
    await waitFor(() => expect(result.current.page.status.isError).toBe(true), { timeout: 15_000 });
    expect(result.current.page.dayEvents).toEqual([]);
    expect(result.current.page.status.isLoading).toBe(false);
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Error', description: 'Failed to load events', variant: 'destructive' })]);
  });
});

describe('useCalendarEvents', () => {
  it('shows the creator\'s change at once in every range read, and only where it falls', async () => {
    await readBefore(NOVEMBER, [eventRow('a', '2026-11-03')]);
    await readBefore(DECEMBER, [eventRow('b', '2026-12-20')]);
    const { result, rerender } = renderHook(({ month }) => useCalendarEvents(month), { initialProps: { month: NOVEMBER } });
    // 2 December is in both grids: November's last week and December's first.
    act(() => result.current.applyLocalChange({ type: 'created', event: eventRow('new', '2026-12-02') }));
    expect(result.current.events.map((event) => event.id)).toEqual(['a', 'new']);
    rerender({ month: DECEMBER });
    expect(result.current.events.map((event) => event.id)).toEqual(['new', 'b']);
    act(() => result.current.applyLocalChange({ type: 'deleted', id: 'new' }));
    expect(result.current.events.map((event) => event.id)).toEqual(['b']);
    rerender({ month: NOVEMBER });
    expect(result.current.events.map((event) => event.id)).toEqual(['a']);
  });

  it('shows nothing of another month while a month not read before loads', async () => {
    await readBefore(NOVEMBER, [eventRow('a', '2026-11-29')]);
    const { result, rerender } = renderHook(({ month }) => useCalendarEvents(month), { initialProps: { month: NOVEMBER } });
    rerender({ month: DECEMBER });
    expect(result.current.events).toEqual([]);
    expect(result.current.status.isLoading).toBe(true);
  });
});

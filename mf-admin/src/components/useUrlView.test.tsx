import { act, renderHook } from '@testing-library/react';
import { readAdminEventFilters, writeAdminEventFilters } from '../features/events-management/useAdminEventFilters';
import { useUrlView } from './useUrlView';

// A router that lags, as react-router does: its navigation is a transition, so the page may draw
// again (a list's data arriving) with the URL from before the last write.
const router = vi.hoisted(() => ({ shown: '', writes: [] as string[], pathname: '/admin', browser: false }));
vi.mock('react-router-dom', () => ({
  useLocation: () => ({ pathname: router.pathname }),
  useSearchParams: () => [
    new URLSearchParams(router.shown),
    (next: URLSearchParams) => {
      router.writes.push(next.toString());
      // A browser router writes the address bar at once; what it shows the page comes later.
      if (router.browser) window.history.replaceState(null, '', `${router.pathname}?${next.toString()}`);
    },
  ],
}));

function setup(shown: string, { browser = false } = {}) {
  router.shown = shown;
  router.writes = [];
  router.browser = browser;
  router.pathname = browser ? '/admin' : '/memory/admin';
  window.history.replaceState(null, '', `/admin?${shown}`);
  return renderHook(() => useUrlView(readAdminEventFilters, writeAdminEventFilters));
}

describe('useUrlView', () => {
  it('keeps every change when the page draws again before the router shows the last one (the audit log lost "Changed" so)', () => {
    const hook = setup('');
    act(() => hook.result.current[1]({ category: 'Panel' }));
    hook.rerender(); // drawn again, the router still showing ''
    act(() => hook.result.current[1]({ when: 'past' }));
    hook.rerender();
    act(() => hook.result.current[1]({ search: 'Gala' }));
    expect(router.writes).toEqual(['category=Panel', 'category=Panel&when=past', 'q=Gala&category=Panel&when=past']);
  });

  it('keeps every change when the list is drawn anew while the router lags (a browser router: the address bar is the newest URL)', () => {
    const hook = setup('', { browser: true });
    act(() => hook.result.current[1]({ category: 'Panel' }));
    act(() => hook.result.current[1]({ when: 'past' }));
    hook.unmount();
    // Drawn anew, the router still showing the first write only.
    router.shown = 'category=Panel';
    const again = renderHook(() => useUrlView(readAdminEventFilters, writeAdminEventFilters));
    act(() => again.result.current[1]({ search: 'Gala' }));
    expect(router.writes.at(-1)).toBe('q=Gala&category=Panel&when=past');
  });

  it("follows the router once it shows the hook's own writes, and a navigation from elsewhere (Back, a link)", () => {
    const hook = setup('when=past');
    act(() => hook.result.current[1]({ category: 'Panel' }));
    act(() => hook.result.current[1]({ page: 2 }));
    router.shown = 'when=past&category=Panel'; // the first write arrives; the second is still on its way
    hook.rerender();
    act(() => hook.result.current[1]({ search: 'Gala' }));
    expect(router.writes.at(-1)).toBe('q=Gala&category=Panel&when=past');
    router.shown = 'q=Forum'; // Back, to a URL this hook never wrote
    hook.rerender();
    expect(hook.result.current[0]).toEqual({ search: 'Forum', category: null, when: 'upcoming', page: 1 });
    act(() => hook.result.current[1]({ page: 3 }));
    expect(router.writes.at(-1)).toBe('q=Forum&page=3');
  });
});

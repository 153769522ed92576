import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { readAdminEventFilters, useAdminEventFilters, writeAdminEventFilters } from './useAdminEventFilters';

const read = (search: string) => readAdminEventFilters(new URLSearchParams(search));
const write = (search: string, changes: Parameters<typeof writeAdminEventFilters>[1]) => writeAdminEventFilters(new URLSearchParams(search), changes).toString();

describe('admin event filters in the URL', () => {
  it('reads no parameters as upcoming events of every category, page 1', () => {
    expect(read('')).toEqual({ search: '', category: null, when: 'upcoming', page: 1 });
  });

  it('reads every filter the URL names', () => {
    expect(read('q=Summit+2026&category=Fireside+Chat&when=past&page=3')).toEqual({ search: 'Summit 2026', category: 'Fireside Chat', when: 'past', page: 3 });
  });

  it('falls back to the default for an unknown category, time or a malformed page', () => {
    expect(read('category=Party&when=tomorrow&page=-2')).toEqual({ search: '', category: null, when: 'upcoming', page: 1 });
    expect(read('page=abc').page).toBe(1);
  });

  it('writes only what differs from the default, and keeps the tab', () => {
    expect(write('tab=events', { search: 'Forum', when: 'all' })).toBe('tab=events&q=Forum&when=all');
    expect(write('q=Forum&when=all', { search: '', when: 'upcoming' })).toBe('');
  });

  it('goes back to page 1 when a filter changes, and keeps the others', () => {
    expect(write('q=Forum&page=4', { category: 'Panel' })).toBe('q=Forum&category=Panel');
    expect(write('q=Forum&category=Panel', { page: 2 })).toBe('q=Forum&category=Panel&page=2');
    expect(write('category=Panel&page=2', { category: null })).toBe('');
  });

  it('round-trips: what is written reads back the same', () => {
    const filters = { search: 'a&b=c', category: 'Other' as const, when: 'all' as const, page: 7 };
    expect(readAdminEventFilters(writeAdminEventFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});

describe('useAdminEventFilters', () => {
  function setup(initial: string) {
    let location = '';
    function Probe() {
      const { search } = useLocation();
      location = search;
      return null;
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[`/admin${initial}`]}>
        {children}
        <Probe />
      </MemoryRouter>
    );
    const hook = renderHook(() => useAdminEventFilters(), { wrapper });
    return { hook, location: () => location };
  }

  it('follows the URL and writes changes back to it', () => {
    const { hook, location } = setup('?when=past&page=2');
    expect(hook.result.current[0]).toEqual({ search: '', category: null, when: 'past', page: 2 });
    act(() => hook.result.current[1]({ page: 3 }));
    expect(location()).toBe('?when=past&page=3');
    expect(hook.result.current[0].page).toBe(3);
    act(() => hook.result.current[1]({ search: 'Gala' }));
    expect(location()).toBe('?q=Gala&when=past');
    expect(hook.result.current[0]).toEqual({ search: 'Gala', category: null, when: 'past', page: 1 });
  });

  it('keeps both of two changes made before the next render (one select, then another)', () => {
    const { hook, location } = setup('');
    act(() => {
      const update = hook.result.current[1];
      update({ category: 'Panel' });
      update({ when: 'past' });
    });
    expect(location()).toBe('?category=Panel&when=past');
    expect(hook.result.current[0]).toEqual({ search: '', category: 'Panel', when: 'past', page: 1 });
  });

  it('keeps the same filters object while the URL is unchanged, so a read is not asked again', () => {
    const { hook } = setup('?q=Gala');
    const first = hook.result.current[0];
    hook.rerender();
    expect(hook.result.current[0]).toBe(first);
  });
});

import { act, renderHook } from '@testing-library/react';
import { useEventSelection } from './useEventSelection';

describe('useEventSelection', () => {
  it('ticks and unticks rows and pages, and says when every matching event was selected', () => {
    const { result } = renderHook(() => useEventSelection('filters'));
    act(() => result.current.toggle('a', true));
    act(() => result.current.setMany(['b', 'c'], true));
    expect([...result.current.ids]).toEqual(['a', 'b', 'c']);
    act(() => result.current.setMany(['a', 'b'], false));
    expect([...result.current.ids]).toEqual(['c']);
    act(() => result.current.selectAllMatching(['x', 'y', 'z']));
    expect(result.current).toMatchObject({ count: 3, allMatching: true });
    act(() => result.current.toggle('y', false));
    expect(result.current).toMatchObject({ count: 2, allMatching: false });
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });

  it('clears the selection when the filters change, so an action never reaches events the view no longer shows', () => {
    const { result, rerender } = renderHook(({ key }) => useEventSelection(key), { initialProps: { key: 'q=Forum' } });
    act(() => result.current.selectAllMatching(['a', 'b']));
    rerender({ key: 'q=Forum' });
    expect(result.current.count).toBe(2);
    rerender({ key: 'q=Summit' });
    expect(result.current).toMatchObject({ count: 0, allMatching: false });
    expect(result.current.isSelected('a')).toBe(false);
  });
});

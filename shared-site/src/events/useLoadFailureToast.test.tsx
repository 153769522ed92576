import { renderHook } from '@testing-library/react';
import { toastStore } from 'shared-ui';
import { useLoadFailureToast } from './useLoadFailureToast';

const errorToasts = (description: string) => toastStore.getState().toasts.filter((shown) => shown.title === 'Error' && shown.description === description);

describe('useLoadFailureToast', () => {
  beforeEach(() => {
    toastStore.setState({ toasts: [] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('toasts a failed read once, and a second failure of that read adds nothing while the first toast shows', () => {
    const view = renderHook(({ error }: { error: Error | undefined }) => useLoadFailureToast(error, 'Failed to load the dashboard figures'), { initialProps: { error: new Error('down') } });
    expect(errorToasts('Failed to load the dashboard figures')).toHaveLength(1);
    view.rerender({ error: new Error('still down') });
    expect(errorToasts('Failed to load the dashboard figures')).toHaveLength(1);
  });

  it("toasts a new failure once the earlier toast has gone, and another read's failure beside it", () => {
    const view = renderHook(({ error }: { error: Error | undefined }) => useLoadFailureToast(error, 'Failed to fetch members'), { initialProps: { error: new Error('down') } });
    renderHook(() => useLoadFailureToast(new Error('down'), 'Failed to fetch subscribers'));
    expect(errorToasts('Failed to fetch subscribers')).toHaveLength(1);
    const [first] = errorToasts('Failed to fetch members');
    toastStore.getState().dismiss(first!.id);
    view.rerender({ error: new Error('down again') });
    expect(errorToasts('Failed to fetch members')).toHaveLength(1);
    expect(errorToasts('Failed to fetch members')[0]!.id).not.toBe(first!.id);
  });
});

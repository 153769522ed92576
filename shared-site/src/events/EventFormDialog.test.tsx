import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventRow } from 'shared-data/testing';
import { renderWithTheme } from 'shared-ui/testing';
import { EventFormDialog, type EventFormDialogProps } from './EventFormDialog';

function setup(first: Partial<EventFormDialogProps>) {
  const onSubmit = vi.fn<EventFormDialogProps['onSubmit']>(async () => undefined);
  const props: EventFormDialogProps = { open: true, onOpenChange: () => undefined, event: null, onSubmit, ...first };
  const view = renderWithTheme(<EventFormDialog {...props} />);
  const rerender = (next: Partial<EventFormDialogProps>) => view.rerender(<EventFormDialog {...props} {...next} />);
  return { onSubmit, rerender };
}

describe('EventFormDialog keeps what the member typed', () => {
  it('when the event it edits is read again while it is open (a live change elsewhere), and saves what was typed', async () => {
    const user = userEvent.setup();
    const event = eventRow('a', '2026-12-03', { time: '09:00:00', timezone: 'Asia/Singapore', location: 'Online', category: 'Networking' });
    const { onSubmit, rerender } = setup({ event });
    const endTime = screen.getByLabelText('End time');
    await user.type(endTime, '10:30');
    await user.type(screen.getByLabelText('Online link'), 'https://meet.example.org/room');

    // The page's query answered again: the same event, a new object, one more person going.
    rerender({ event: { ...event, going_count: 1 } });
    expect(screen.getByLabelText('End time')).toHaveValue('10:30');
    expect(screen.getByLabelText('Online link')).toHaveValue('https://meet.example.org/room');

    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ end_time: '10:30', online_url: 'https://meet.example.org/room' });
  });

  it('never erases a join link it could not read: the field waits, says so, and the save leaves the stored link alone', async () => {
    const user = userEvent.setup();
    // The link is the database's to answer (event_join_link); here no backend answers at all.
    const event = eventRow('c', '2026-12-03', { time: '09:00:00', timezone: 'Asia/Singapore', location: 'Online', has_online_link: true });
    const { onSubmit } = setup({ event });
    expect(screen.getByLabelText('Online link')).toBeDisabled();
    expect(screen.getByLabelText('Online link')).toHaveAttribute('placeholder', 'Loading the current link…');
    expect(
      await screen.findByText("We couldn't load the current link, so saving keeps it as it is. Open the form again to change it.", {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByLabelText('Online link')).toBeDisabled();
    await user.type(screen.getByLabelText(/^Title/), ' (moved)');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ title: 'Event c (moved)', location: 'Online' });
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('online_url');
  });

  it('sends nothing when nothing was changed (the database writes nothing for it), and closes', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { onSubmit } = setup({ event: eventRow('d', '2026-12-03', { time: '09:00:00', timezone: 'Asia/Singapore', location: 'Marina Bay' }), onOpenChange });
    // Typed and put back, with spaces the save trims: the same event.
    await user.type(screen.getByLabelText(/^Title/), ' ');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await user.type(screen.getByLabelText('Location'), ', Singapore');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ location: 'Marina Bay, Singapore' });
  });

  it('starts again from the event on each opening, and from another event when it edits another', async () => {
    const user = userEvent.setup();
    const { rerender } = setup({ event: eventRow('a', '2026-12-03', { time: '09:00:00', end_time: '11:00:00' }) });
    await user.clear(screen.getByLabelText('End time'));
    await user.type(screen.getByLabelText('End time'), '12:15');

    rerender({ event: eventRow('b', '2026-12-04', { title: 'Another event', time: '09:00:00' }) });
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Another event');
    expect(screen.getByLabelText('End time')).toHaveValue('');

    rerender({ event: eventRow('a', '2026-12-03', { time: '09:00:00', end_time: '11:00:00' }), open: false });
    rerender({ event: eventRow('a', '2026-12-03', { time: '09:00:00', end_time: '11:00:00' }), open: true });
    expect(screen.getByLabelText('End time')).toHaveValue('11:00');
  });
});

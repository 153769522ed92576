import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test/renderWithTheme';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Details">
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Dialog>
    </>
  );
}

function ConfirmHarness({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(true);
  return <ConfirmDialog open={open} onOpenChange={setOpen} title="Delete it?" description="This cannot be undone." pendingLabel="Deleting..." onConfirm={onConfirm} />;
}

describe('Dialog', () => {
  it('returns focus to the control that opened it, also when closed from inside', async () => {
    const user = userEvent.setup();
    renderWithTheme(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

describe('ConfirmDialog with an async action', () => {
  it('stays open while pending and after a failure, and closes after success', async () => {
    const user = userEvent.setup();
    let settle: { resolve: () => void; reject: (e: Error) => void } = { resolve: () => undefined, reject: () => undefined };
    const onConfirm = vi.fn(() => new Promise<void>((resolve, reject) => (settle = { resolve, reject })));
    renderWithTheme(<ConfirmHarness onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    settle.reject(new Error('nope'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    settle.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

function Exploding({ shouldThrow }: { shouldThrow: boolean }) {
  if (shouldThrow) throw new Error('remote crashed');
  return <p>Remote content</p>;
}

function Harness() {
  const [broken, setBroken] = useState(true);
  return (
    <>
      <p>Header stays</p>
      <RemoteErrorBoundary
        remoteId="events/EventsPage"
        onRetry={() => setBroken(false)}
        fallback={(retry) => (
          <div role="alert">
            This section is unavailable <button onClick={retry}>Retry</button>
          </div>
        )}
      >
        <Exploding shouldThrow={broken} />
      </RemoteErrorBoundary>
    </>
  );
}

describe('RemoteErrorBoundary', () => {
  it('contains a crash to its area and renders the content again after Retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('This section is unavailable');
    expect(screen.getByText('Header stays')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Remote area "events/EventsPage" failed.', expect.any(Error), expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Remote content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
  });
});

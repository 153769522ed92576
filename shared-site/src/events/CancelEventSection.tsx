import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import type { EventRow } from 'shared-data';
import { CancelEventDialog } from './CancelEventDialog';
import { cancellationRecipients, cancellationWords } from './cancellationRecipients';

const Section = styled.section`
  margin-top: 1.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 { font-size: 1rem; margin: 0 0 0.5rem; }
  p { margin: 0 0 0.75rem; font-size: 0.9rem; }
`;

/**
 * In the edit dialog, apart from its form (whose footer only closes it): cancelling the event, or
 * reinstating it, as an action of its own with its own confirmation (CancelEventDialog: the
 * reason, and how many people will be emailed). Done, it closes the edit dialog too.
 */
export function CancelEventSection({ event, onDone }: { event: EventRow; onDone: () => void }) {
  const id = useId();
  const [isConfirming, setConfirming] = useState(false);
  const isCancelled = event.cancelled_at !== null;
  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{isCancelled ? 'This event is cancelled' : 'Cancel this event'}</h3>
      <p>{isCancelled ? event.cancellation_reason : `Its page stays, marked cancelled with your reason. ${cancellationWords(cancellationRecipients(event)).emails}`}</p>
      <Button type="button" $variant={isCancelled ? 'outline' : 'destructive'} $size="sm" onClick={() => setConfirming(true)}>
        {isCancelled ? 'Reinstate event' : 'Cancel event'}
      </Button>
      <CancelEventDialog event={isConfirming ? event : null} onClose={() => setConfirming(false)} onDone={onDone} />
    </Section>
  );
}

import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, FieldError, FieldGroup, Label, Textarea, toast } from 'shared-ui';
import type { EventRow } from 'shared-data';

const Section = styled.section`
  margin-top: 1.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 { font-size: 1rem; margin: 0 0 0.5rem; }
  p { margin: 0 0 0.75rem; font-size: 0.9rem; }
`;

/** The calls, fetched on the first click: most edits never cancel. */
const actions = () => import('shared-data/admin');

/**
 * In the edit dialog: cancel the event with a reason (its page stays, marked cancelled with the
 * reason, and RSVPs close), or take a cancellation back. The database checks that the member may
 * (the event's creator or an admin) and refuses a second cancel; its message is shown as it is.
 */
export function CancelEventSection({ event, onDone }: { event: EventRow; onDone: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const run = async (work: () => Promise<unknown>, success: string) => {
    setIsSaving(true);
    try {
      await work();
      toast({ title: success, variant: 'success' });
      onDone();
    } catch (error) {
      toast({ title: 'Error', description: error instanceof Error ? error.message : 'The event could not be changed.', variant: 'destructive' });
    } finally {
      setIsSaving(false);
    }
  };

  if (event.cancelled_at) {
    return (
      <Section aria-labelledby={`${id}-heading`}>
        <h3 id={`${id}-heading`}>This event is cancelled</h3>
        <p>{event.cancellation_reason}</p>
        <Button type="button" $variant="outline" $size="sm" disabled={isSaving} onClick={() => void run(async () => (await actions()).reinstateEvent(event.id), 'The event is on again.')}>
          Reinstate event
        </Button>
      </Section>
    );
  }
  const cancel = () => {
    if (!reason.trim()) return setProblem('Give a reason for the cancellation.');
    setProblem(null);
    void run(async () => (await actions()).cancelEvent(event.id, reason), 'The event is cancelled.');
  };
  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Cancel this event</h3>
      <p>Its page stays, marked cancelled with your reason, and it takes no more RSVPs. Delete is for events made by mistake.</p>
      <FieldGroup>
        <Label htmlFor={`${id}-reason`}>Reason for cancelling</Label>
        <Textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={500}
          value={reason}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {problem ? <FieldError id={`${id}-problem`}>{problem}</FieldError> : null}
      </FieldGroup>
      <Button type="button" $variant="destructive" $size="sm" disabled={isSaving} onClick={cancel}>
        {isSaving ? 'Cancelling...' : 'Cancel event'}
      </Button>
    </Section>
  );
}

import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Button, FieldError, FieldGroup, Label, Textarea, toast } from 'shared-ui';
import { Dialog } from 'shared-ui/dialogs';
import type { EventRow } from 'shared-data';
import { cancellationRecipients, cancellationWords } from './cancellationRecipients';

const Emails = styled.p`
  margin: 0 0 1rem;
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

/** The calls, fetched when the dialog opens: most pages never cancel. */
const actions = () => import('shared-data/admin');

export interface CancelEventDialogProps {
  /** The event to cancel, or to reinstate when it is cancelled; the dialog is open while there is one. */
  event: EventRow | null;
  onClose: () => void;
  /** After the database has cancelled or reinstated it (the dialog has closed). */
  onDone?: () => void;
}

/**
 * "Cancel event", confirmed: the reason (required), and how many people will be emailed it
 * (everyone going, as the database's trigger sends it), on the confirm button itself. The way out
 * is "Keep the event", never a second "Cancel". A cancelled event's dialog reinstates it instead
 * (nobody is emailed). The database checks that the member may (its creator or staff); its refusal
 * (a limit, a second cancel) is shown as it is, and the reason stays typed.
 */
export function CancelEventDialog({ event, onClose, onDone }: CancelEventDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const eventId = event?.id;
  useEffect(() => {
    setReason('');
    setProblem(null);
  }, [eventId]);

  if (!event) return null;
  const isReinstate = event.cancelled_at !== null;
  const words = cancellationWords(cancellationRecipients(event));

  const run = async (work: () => Promise<unknown>, success: string) => {
    setIsSaving(true);
    try {
      await work();
      toast({ title: success, variant: 'success' });
      onClose();
      onDone?.();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The event could not be changed. Please try again.');
    } finally {
      setIsSaving(false);
    }
  };

  const confirm = () => {
    if (isReinstate) return void run(async () => (await actions()).reinstateEvent(event.id), 'The event is on again.');
    if (!reason.trim()) return setProblem('Give a reason for the cancellation.');
    setProblem(null);
    void run(async () => (await actions()).cancelEvent(event.id, reason), 'The event is cancelled.');
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !isSaving) onClose();
      }}
      title={isReinstate ? `Reinstate “${event.title}”?` : `Cancel “${event.title}”?`}
      description={
        isReinstate
          ? 'It takes RSVPs again and its page is no longer marked cancelled. Nobody is emailed.'
          : 'Its page stays, marked cancelled with your reason, and it takes no more RSVPs. Delete is for events made by mistake.'
      }
    >
      {isReinstate ? null : (
        <>
          <Emails>{words.emails}</Emails>
          <FieldGroup>
            <Label htmlFor={`${id}-reason`}>Reason for cancelling</Label>
            <Textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={500}
              value={reason}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
          </FieldGroup>
        </>
      )}
      {problem ? (
        <FieldError id={`${id}-problem`} role="alert">
          {problem}
        </FieldError>
      ) : null}
      <Actions>
        <Button type="button" $variant="secondary" disabled={isSaving} onClick={onClose}>
          {isReinstate ? 'Keep it cancelled' : 'Keep the event'}
        </Button>
        <Button type="button" $variant={isReinstate ? 'primary' : 'destructive'} disabled={isSaving} onClick={confirm}>
          {isSaving ? (isReinstate ? 'Reinstating...' : 'Cancelling...') : isReinstate ? 'Reinstate event' : words.confirm}
        </Button>
      </Actions>
    </Dialog>
  );
}

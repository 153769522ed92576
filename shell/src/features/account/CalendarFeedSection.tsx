import { useId, useRef, useState } from 'react';
import { Alert, Button, ButtonAnchor, Cluster, ErrorState, FieldGroup, Input, Label, Skeleton } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { rotateCalendarFeed, useMyCalendarFeed } from 'shared-data/account';
import { AccountCard } from './AccountCard';

/**
 * "My calendar" (issue 35, item 7): the member's secret calendar feed of the events they are going
 * to, to subscribe to in a calendar app; copy it, open it as webcal://, or rotate it (after a
 * confirmation) when it has leaked: the old address stops working at once.
 */
export function CalendarFeedSection({ userId }: { userId: string }) {
  const feed = useMyCalendarFeed(userId);
  const id = useId();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rotateRef = useRef<HTMLButtonElement>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage({ tone: 'success', text: 'Calendar address copied.' });
    } catch {
      setMessage({ tone: 'error', text: 'The address could not be copied: select it and copy it yourself.' });
    }
  };

  const rotate = async () => {
    setMessage(null);
    try {
      await rotateCalendarFeed(userId);
      setMessage({
        tone: 'success',
        text: 'Your calendar address has been changed. The old address no longer works: subscribe again with the new one.',
      });
    } catch (failure) {
      console.error('Error rotating the calendar feed', failure);
      setMessage({ tone: 'error', text: 'Your calendar address could not be changed. Please try again.' });
    }
  };

  return (
    <AccountCard section="calendar">
      <p>
        Subscribe to this address in Google Calendar, Outlook or Apple Calendar to see the events you are going to. It is
        secret: anyone who has it sees your events.
      </p>
      {feed.status === 'pending' ? <Skeleton style={{ height: '4.5rem' }} /> : null}
      {feed.status === 'error' ? <ErrorState title="We couldn't load your calendar address." onRetry={feed.refetch} /> : null}
      {feed.status === 'success' && feed.data ? (
        <>
          <FieldGroup>
            <Label htmlFor={`${id}-url`}>Your calendar address</Label>
            <Input id={`${id}-url`} type="text" readOnly value={feed.data.url} onFocus={(event) => event.currentTarget.select()} />
          </FieldGroup>
          <Cluster style={{ marginTop: '1rem' }}>
            <Button type="button" onClick={() => void copy(feed.data!.url)}>
              Copy calendar address
            </Button>
            <ButtonAnchor $variant="secondary" href={feed.data.webcalUrl}>
              Open in your calendar app
            </ButtonAnchor>
            <Button ref={rotateRef} type="button" $variant="outline" onClick={() => setConfirming(true)}>
              Rotate address
            </Button>
          </Cluster>
        </>
      ) : null}
      {message ? (
        <div style={{ marginTop: '1rem' }}>
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(next) => {
          setConfirming(next);
          // Focus goes back to the button that opened the dialog (the dialog has no trigger of its own).
          if (!next) setTimeout(() => rotateRef.current?.focus(), 0);
        }}
        title="Change your calendar address?"
        description="The current address stops working at once: calendar apps subscribed to it stop showing your events until you subscribe again with the new address."
        confirmLabel="Rotate address"
        pendingLabel="Rotating..."
        onConfirm={rotate}
      />
    </AccountCard>
  );
}

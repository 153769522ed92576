import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, ErrorState, toast } from 'shared-ui';
import { DataError, type EventRow, type RsvpStatus } from 'shared-data';
import { cancelRsvpAndRefresh, rsvpAndRefresh } from 'shared-data/event-page';
import { eventEndsAt } from 'shared-site';
import { eventPath, paths } from 'site-config';

// The QR code and its library load only when the member asks for the code (its own chunk).
const CheckInCode = lazy(() => import('./CheckInCode').then((m) => ({ default: m.CheckInCode })));

const Count = styled.p`
  margin: 0 0 0.5rem;
  font-weight: 600;
`;

const Note = styled.p`
  margin: 0 0 0.75rem;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** "12 going · 3 places left · 2 on the waitlist": the counts everyone sees, live with the event. */
export function attendanceText(event: Pick<EventRow, 'going_count' | 'waitlist_count' | 'capacity'>): string {
  const parts = [`${event.going_count} going`];
  if (event.capacity !== null) {
    const left = Math.max(0, event.capacity - event.going_count);
    parts.push(left === 0 ? 'Full' : left === 1 ? '1 place left' : `${left} places left`);
  }
  if (event.waitlist_count > 0) parts.push(`${event.waitlist_count} on the waitlist`);
  return parts.join(' · ');
}

/**
 * Whether the event still takes answers, by the database's rule (shared-site eventEndsAt; the
 * database refuses RSVPs and cancellations from then on): null while it does, 'started' once an
 * event without an end has begun, 'ended' once it is over.
 */
export function rsvpsClosed(event: Pick<EventRow, 'date' | 'time' | 'end_date' | 'end_time' | 'timezone'>, now: number = Date.now()): 'started' | 'ended' | null {
  if (eventEndsAt(event).getTime() > now) return null;
  return event.time && !event.end_date && !event.end_time ? 'started' : 'ended';
}

/** The database's refusal of an answer to an event that is over (HTTP 409), written to be shown as it is. */
const EVENT_OVER = 'PT409';

const ANSWERED: Record<RsvpStatus, string> = {
  going: "You're going!",
  waitlist: "The event is full: you're on the waitlist.",
  pending: 'Request sent: the organiser will approve or decline it.',
  declined: 'The organiser declined your registration.',
};

const WITHDRAWN: Record<RsvpStatus, string> = {
  going: 'Your place is cancelled.',
  waitlist: 'You left the waitlist.',
  pending: 'Your request is withdrawn.',
  declined: 'The organiser declined your registration.',
};

export interface RsvpPanelProps {
  event: EventRow;
  /** The signed-in member's id, or null for a visitor. */
  userId: string | null;
  myRsvp: RsvpStatus | null | undefined;
  /** The read of the member's own answer, for its failure and Retry. */
  myRsvpStatus: { isError: boolean; isRetrying: boolean; retry: () => void };
}

/**
 * Who is going, and the member's own answer: "I'm going" while there are places, "Join the waitlist"
 * when full, and a way to withdraw either. The database decides going or waiting, under a lock on
 * the event, so two members never take the last place twice. A visitor is asked to sign in and
 * comes back here.
 */
export function RsvpPanel({ event, userId, myRsvp, myRsvpStatus }: RsvpPanelProps) {
  const [isSaving, setIsSaving] = useState(false);
  // Worked out at each render: the panel renders again after every answer, so a page left open
  // past the end closes at the latest when an answer is refused.
  const closed = event.cancelled_at ? 'cancelled' : rsvpsClosed(event);
  const isFull = event.capacity !== null && event.going_count >= event.capacity;

  const run = async (work: () => Promise<unknown>, success: (value: unknown) => string) => {
    setIsSaving(true);
    try {
      const value = await work();
      toast({ title: success(value), variant: 'success' });
    } catch (error) {
      console.error('RSVP failed', error);
      const refusal = error instanceof DataError && error.code === EVENT_OVER ? error.message : null;
      toast({ title: refusal ?? "We couldn't save your answer. Please try again.", variant: 'destructive' });
    } finally {
      setIsSaving(false);
    }
  };

  const [showCode, setShowCode] = useState(false);
  // "Can't go?" in the confirmation email links here with #cancel: the page focuses "Cancel my
  // place" (focus scrolls it into view) and does nothing more. The member presses it themselves,
  // so a mail scanner opening the link cancels nothing.
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (location.hash === '#cancel' && myRsvp === 'going') cancelButton.current?.focus();
  }, [myRsvp]);
  const answer = () => run(() => rsvpAndRefresh(event.id), (status) => ANSWERED[status as RsvpStatus]);
  const withdraw = () => run(() => cancelRsvpAndRefresh(event.id), () => WITHDRAWN[myRsvp ?? 'going']);

  return (
    <div>
      <Count aria-live="polite">{attendanceText(event)}</Count>
      {closed ? (
        <Note>{closed === 'ended' ? 'This event has ended.' : `This event ${closed === 'started' ? 'has started' : 'is cancelled'}: it takes no more RSVPs.`}</Note>
      ) : userId === null ? (
        <ButtonLink to={`${paths.auth}?next=${encodeURIComponent(eventPath(event.id))}`} $variant="primary" $size="sm">
          Sign in to RSVP
        </ButtonLink>
      ) : myRsvpStatus.isError ? (
        <ErrorState title="We couldn't load your answer." onRetry={myRsvpStatus.retry} isRetrying={myRsvpStatus.isRetrying} />
      ) : myRsvp === undefined ? (
        <Note role="status">Loading your answer...</Note>
      ) : myRsvp === 'going' ? (
        <>
          <Note>You're going.</Note>
          <Button ref={cancelButton} type="button" $variant="outline" $size="sm" disabled={isSaving} onClick={() => void withdraw()}>
            Cancel my place
          </Button>{' '}
          <Button type="button" $variant="outline" $size="sm" aria-expanded={showCode} onClick={() => setShowCode((shown) => !shown)}>
            {showCode ? 'Hide my check-in code' : 'Show my check-in code'}
          </Button>
          {showCode ? (
            <Suspense fallback={<Note role="status">Loading your check-in code...</Note>}>
              <CheckInCode eventId={event.id} eventTitle={event.title} />
            </Suspense>
          ) : null}
        </>
      ) : myRsvp === 'waitlist' ? (
        <>
          <Note>You're on the waitlist: you get a place as soon as one is free.</Note>
          <Button type="button" $variant="outline" $size="sm" disabled={isSaving} onClick={() => void withdraw()}>
            Leave the waitlist
          </Button>
        </>
      ) : myRsvp === 'pending' ? (
        <>
          <Note>Awaiting approval: the organiser approves each registration for this event.</Note>
          <Button type="button" $variant="outline" $size="sm" disabled={isSaving} onClick={() => void withdraw()}>
            Withdraw my request
          </Button>
        </>
      ) : myRsvp === 'declined' ? (
        <Note>Declined: the organiser could not offer you a place at this event.</Note>
      ) : (
        <Button type="button" $size="sm" disabled={isSaving} onClick={() => void answer()}>
          {event.requires_approval ? 'Request to join' : isFull ? 'Join the waitlist' : "I'm going"}
        </Button>
      )}
    </div>
  );
}

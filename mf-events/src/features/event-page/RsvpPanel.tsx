import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, ErrorState, useOnDemand } from 'shared-ui';
import type { EventRow, RsvpStatus } from 'shared-data';
import { eventEndsAt } from 'shared-site';
import { eventPath, paths } from 'site-config';
import type { RsvpRequest } from './RsvpFlow';

// The QR code and its library load only when the member asks for the code (its own chunk).
const CheckInCode = lazy(() => import('./CheckInCode').then((m) => ({ default: m.CheckInCode })));
// Answering, the questions, cancelling with Undo: fetched when a button is first pointed at.
const loadFlow = () => import('./RsvpFlow');
// "Edit my answers" and the guest list, for a member who answered or when the list is shown.
const MemberExtras = lazy(() => import('./MemberExtras'));

const WITHDRAW = { going: 'Cancel my place', waitlist: 'Leave the waitlist', pending: 'Withdraw my request' } as const;

/** Set apart from the check-in code and everything above: a rule, a line of its own. */
const Apart = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin: 1.25rem 0 0;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

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
 * comes back here. What the buttons do (the organiser's questions, the confirmation before
 * cancelling, Undo) is a chunk of its own, fetched when a button is first pointed at or focused.
 * After each answer focus stays on the control in the answer's place.
 */
export function RsvpPanel({ event, userId, myRsvp, myRsvpStatus }: RsvpPanelProps) {
  // Worked out at each render: the panel renders again after every answer, so a page left open
  // past the end closes at the latest when an answer is refused.
  const closed = event.cancelled_at ? 'cancelled' : rsvpsClosed(event);
  const isFull = event.capacity !== null && event.going_count >= event.capacity;
  const [request, setRequest] = useState<RsvpRequest | null>(null);
  const [showCode, setShowCode] = useState(false);
  const nextRequest = useRef(1);
  const flow = useOnDemand(loadFlow, request !== null, () => setRequest(null));
  const primary = useRef<HTMLButtonElement>(null);
  // The answer the member had when their action began: once it differs (and no dialog is open),
  // focus goes to the control now in its place instead of falling to the page.
  const [focusAfter, setFocusAfter] = useState<{ from: RsvpStatus | null } | null>(null);
  useEffect(() => {
    if (!focusAfter || request !== null || myRsvp === undefined || myRsvp === focusAfter.from) return;
    primary.current?.focus();
    setFocusAfter(null);
  }, [focusAfter, request, myRsvp]);

  // Undo runs from a toast long after the request's render: it reads the answer as it is then.
  const current = useRef(myRsvp);
  current.current = myRsvp;
  const ask = (kind: RsvpRequest['kind']) => setRequest({ id: nextRequest.current++, kind });
  const onDone = (changed: boolean) => {
    if (changed) setFocusAfter({ from: current.current ?? null });
    setRequest(null);
  };
  const preload = () => void loadFlow().catch(() => undefined);
  const isBusy = request !== null && request.kind !== 'edit-answers';
  const button = (label: string, kind: RsvpRequest['kind'], variant: 'primary' | 'outline') => (
    <Button ref={primary} type="button" $variant={variant} $size="sm" aria-disabled={isBusy} onPointerEnter={preload} onFocus={preload} onClick={() => !isBusy && ask(kind)}>
      {label}
    </Button>
  );

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
        <Note>You're on the waitlist: you get a place as soon as one is free.</Note>
      ) : myRsvp === 'pending' ? (
        <Note>Awaiting approval: the organiser approves each registration for this event.</Note>
      ) : myRsvp === 'declined' ? (
        <Note>Declined: the organiser could not offer you a place at this event.</Note>
      ) : (
        button(event.requires_approval ? 'Request to join' : isFull ? 'Join the waitlist' : "I'm going", 'answer', 'primary')
      )}
      {userId !== null && myRsvp !== undefined && (myRsvp !== null || event.guest_list_visible) ? (
        <Suspense fallback={null}>
          <MemberExtras event={event} userId={userId} status={myRsvp} onEditAnswers={() => ask('edit-answers')} />
        </Suspense>
      ) : null}
      {/* Withdrawing sits apart, after everything else the member may want (their code, answers). */}
      {!closed && userId !== null && (myRsvp === 'going' || myRsvp === 'waitlist' || myRsvp === 'pending') ? (
        <Apart>
          <span>{myRsvp === 'pending' ? 'Changed your mind?' : "Can't go?"}</span>
          {button(WITHDRAW[myRsvp], 'cancel', 'outline')}
        </Apart>
      ) : null}
      {flow && request && userId !== null ? <flow.RsvpFlow event={event} userId={userId} status={myRsvp ?? null} request={request} onDone={onDone} /> : null}
    </div>
  );
}

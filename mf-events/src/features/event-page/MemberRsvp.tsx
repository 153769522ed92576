import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, toast, useOnDemand } from 'shared-ui';
import type { EventRow, RsvpStatus } from 'shared-data';
import { setHiddenAndRefresh, useEventQuestions, useGuestList, useHiddenFromGuestList } from 'shared-data/rsvp';
import type { RsvpRequest } from './RsvpFlow';

// The QR code and its library load only when the member asks for the code (its own chunk).
const CheckInCode = lazy(() => import('./CheckInCode').then((m) => ({ default: m.CheckInCode })));
// Answering with the organiser's questions, cancelling with Undo: fetched when a button is first pointed at.
const loadFlow = () => import('./RsvpFlow');

const WITHDRAW = { going: 'Cancel my place', waitlist: 'Leave the waitlist', pending: 'Withdraw my request' } as const;

const Note = styled.p`
  margin: 0 0 0.75rem;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

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

export interface MemberRsvpProps {
  event: EventRow;
  userId: string;
  myRsvp: RsvpStatus | null | undefined;
  /** The read of the member's own answer, for its failure and Retry. */
  myRsvpStatus: { isError: boolean; isRetrying: boolean; retry: () => void };
  /** Whether the event still takes answers (null) or why not. */
  closed: 'cancelled' | 'started' | 'ended' | null;
}

/**
 * A signed-in member's own answer (a chunk of its own: visitors never load it): "I'm going" while
 * there are places, "Join the waitlist" when full, "Request to join" for an event that needs
 * approval, their check-in code, their answers to the organiser's questions, the guest list, and
 * withdrawing, set apart at the end. What the buttons do (the questions, the confirmation before
 * cancelling, Undo) is another chunk, fetched when a button is first pointed at or focused. After
 * each answer focus stays on the control in the answer's place.
 */
export default function MemberRsvp({ event, userId, myRsvp, myRsvpStatus, closed }: MemberRsvpProps) {
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

  // "Can't go?" in the confirmation email links here with #cancel: the page opens the same
  // confirmation as the button (focus on "Keep my place"), a modal dialog, so it is in view on a
  // phone whatever the page's scroll (focusing the button left it below the fold, issue 56 item 7).
  // It cancels nothing by itself: only the member's press does, so a mail scanner opening the link
  // changes nothing. Once per visit: the address loses its #cancel, so a reload does not ask again.
  const isGoing = myRsvp === 'going' || myRsvp === 'waitlist' || myRsvp === 'pending';
  const askedFromLink = useRef(false);
  useEffect(() => {
    if (!isGoing || closed || askedFromLink.current || location.hash !== '#cancel') return;
    askedFromLink.current = true;
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    void loadFlow().catch(() => undefined);
    setRequest({ id: nextRequest.current++, kind: 'cancel' });
  }, [isGoing, closed]);

  // Undo runs from a toast long after the request's render: it reads the answer as it is then.
  const current = useRef(myRsvp);
  current.current = myRsvp;
  const ask = (kind: RsvpRequest['kind']) => setRequest({ id: nextRequest.current++, kind });
  const onDone = (changed: boolean) => {
    if (changed) setFocusAfter({ from: current.current ?? null });
    // Kept from the email's link: nothing was focused before the dialog, so focus goes to the
    // withdrawal button it stands for, not to the page.
    else if (askedFromLink.current) requestAnimationFrame(() => primary.current?.focus());
    setRequest(null);
  };
  const preload = () => void loadFlow().catch(() => undefined);
  const isBusy = request !== null && request.kind !== 'edit-answers';
  const button = (label: string, kind: RsvpRequest['kind'], variant: 'primary' | 'outline') => (
    <Button ref={primary} type="button" $variant={variant} $size="sm" aria-disabled={isBusy} onPointerEnter={preload} onFocus={preload} onClick={() => !isBusy && ask(kind)}>
      {label}
    </Button>
  );

  if (myRsvpStatus.isError) return <ErrorState title="We couldn't load your answer." onRetry={myRsvpStatus.retry} isRetrying={myRsvpStatus.isRetrying} />;
  if (myRsvp === undefined) return <Note role="status">Loading your answer...</Note>;
  return (
    <>
      {closed ? null : myRsvp === 'going' ? (
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
      {myRsvp !== null || event.guest_list_visible ? <MemberExtras event={event} userId={userId} status={myRsvp} onEditAnswers={() => ask('edit-answers')} /> : null}
      {/* Withdrawing sits apart, after everything else the member may want (their code, answers). */}
      {!closed && (myRsvp === 'going' || myRsvp === 'waitlist' || myRsvp === 'pending') ? (
        <Apart>
          <span>{myRsvp === 'pending' ? 'Changed your mind?' : "Can't go?"}</span>
          {button(WITHDRAW[myRsvp], 'cancel', 'outline')}
        </Apart>
      ) : null}
      {flow && request ? <flow.RsvpFlow event={event} userId={userId} status={myRsvp} request={request} onDone={onDone} /> : null}
    </>
  );
}

const Block = styled.div`
  margin-top: 1rem;
`;

const Names = styled.ul`
  margin: 0.5rem 0;
  padding-left: 1.1rem;
  max-height: 14rem;
  overflow-y: auto;
`;

const Choice = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  font-size: 0.9rem;
  input { width: 1.1rem; height: 1.1rem; }
`;


interface MemberExtrasProps {
  event: EventRow;
  userId: string;
  status: RsvpStatus | null;
  onEditAnswers: () => void;
}

/**
 * What a signed-in member sees beside their answer, in a chunk of its own: "Edit my answers" when
 * the event asks questions, and "Who's going" when the organiser shows the list, with the choice to
 * leave oneself out of it (this event only: docs/events.md).
 */
function MemberExtras({ event, userId, status, onEditAnswers }: MemberExtrasProps) {
  const hasAnswered = status === 'going' || status === 'waitlist' || status === 'pending';
  const questions = useEventQuestions(event.id, hasAnswered);
  const shown = event.guest_list_visible;
  const guests = useGuestList(event.id, shown);
  const hidden = useHiddenFromGuestList(event.id, userId, shown);

  // The box follows the click at once (and stays: it is what was saved); a failed save puts it back.
  const [choice, setChoice] = useState<boolean | null>(null);
  const toggleHidden = async (hide: boolean) => {
    setChoice(hide);
    try {
      await setHiddenAndRefresh(event.id, userId, hide);
      toast({ title: hide ? "You're hidden from the guest list." : "You're on the guest list.", variant: 'success' });
    } catch (error) {
      console.error('Changing the guest list failed', error);
      toast({ title: "We couldn't save your choice. Please try again.", variant: 'destructive' });
      setChoice(null);
    }
  };

  return (
    <>
      {hasAnswered && (questions.data ?? []).length > 0 ? (
        <Block>
          <Button type="button" $variant="outline" $size="sm" onClick={onEditAnswers}>
            Edit my answers
          </Button>
        </Block>
      ) : null}
      {shown ? (
        <Block role="group" aria-labelledby={`guests-${event.id}`}>
          <strong id={`guests-${event.id}`}>Who's going</strong>
          {guests.status === 'error' ? <Note>We couldn't load the guest list.</Note> : null}
          {guests.status === 'success' ? (
            (guests.data ?? []).length === 0 ? (
              <Note>Nobody is on the list yet.</Note>
            ) : (
              <Names aria-label="Members going">
                {(guests.data ?? []).map((name, index) => (
                  <li key={`${name}-${index}`}>{name}</li>
                ))}
              </Names>
            )
          ) : null}
          {hidden.status === 'success' ? (
            <Choice>
              <input type="checkbox" checked={choice ?? hidden.data === true} onChange={(change) => void toggleHidden(change.target.checked)} />
              Hide me from this list
            </Choice>
          ) : null}
        </Block>
      ) : null}
    </>
  );
}

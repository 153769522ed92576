import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { ButtonLink } from 'shared-ui';
import type { EventRow, RsvpStatus } from 'shared-data';
import { eventEndsAt } from 'shared-site';
import { eventPath, paths } from 'site-config';

// A signed-in member's answer and what they can do with it: a chunk visitors never load.
const MemberRsvp = lazy(() => import('./MemberRsvp'));

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
 * Who is going, and the member's own answer (`MemberRsvp`). The database decides going or
 * waiting, under a lock on the event, so two members never take the last place twice. A visitor
 * is asked to sign in and comes back here.
 */
export function RsvpPanel({ event, userId, myRsvp, myRsvpStatus }: RsvpPanelProps) {
  // Worked out at each render: the panel renders again after every answer, so a page left open
  // past the end closes at the latest when an answer is refused.
  const closed = event.cancelled_at ? 'cancelled' : rsvpsClosed(event);
  return (
    <div>
      <Count aria-live="polite">{attendanceText(event)}</Count>
      {closed ? <Note>{closed === 'ended' ? 'This event has ended.' : `This event ${closed === 'started' ? 'has started' : 'is cancelled'}: it takes no more RSVPs.`}</Note> : null}
      {userId === null ? (
        closed ? null : (
          <ButtonLink to={`${paths.auth}?next=${encodeURIComponent(eventPath(event.id))}`} $variant="primary" $size="sm">
            Sign in to RSVP
          </ButtonLink>
        )
      ) : (
        <Suspense fallback={<Note role="status">Loading your answer...</Note>}>
          <MemberRsvp event={event} userId={userId} myRsvp={myRsvp} myRsvpStatus={myRsvpStatus} closed={closed} />
        </Suspense>
      )}
    </div>
  );
}

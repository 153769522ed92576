import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, ErrorState, List, Skeleton, VisuallyHidden } from 'shared-ui';
import { invalidateAccount, type MyRsvp, useMyRsvps } from 'shared-data/account';
import { eventEndsAt, formatEventTime } from 'shared-site';
// Imported, not fetched on demand: /account loads the dialog primitives anyway (deleting the
// account, rotating the calendar address), and a chunk of its own would add an entry to the
// shell's chunk map, which every route loads.
import { CancelRsvpDialog, type WithdrawableStatus } from 'shared-site/rsvp';
import { eventPath, paths } from 'site-config';
import { AccountCard } from './AccountCard';
import { formatDay } from './formatDay';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  padding: 0.625rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const What = styled.div`
  display: grid;
  gap: 0.125rem;
  flex: 1 1 14rem;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const SubHeading = styled.h3`
  font-size: 1rem;
  margin: 1.5rem 0 0.25rem;
`;

type Tone = 'success' | 'neutral' | 'warning' | 'danger';

/** The member's answer in words, the event's cancellation first (it overrides any answer). */
export function rsvpState(rsvp: MyRsvp): { label: string; tone: Tone } {
  if (rsvp.event.cancelled_at) return { label: 'Event cancelled', tone: 'danger' };
  switch (rsvp.status) {
    case 'going':
      return { label: 'Going', tone: 'success' };
    case 'waitlist':
      return { label: 'On the waitlist', tone: 'neutral' };
    case 'pending':
      return { label: 'Pending approval', tone: 'warning' };
    case 'declined':
      return { label: 'Declined', tone: 'neutral' };
  }
}

/** Upcoming (not over yet, soonest first) and past (latest first), by the database's own rule of when an event is over. */
export function splitRsvps(rsvps: readonly MyRsvp[], now: number = Date.now()): { upcoming: MyRsvp[]; past: MyRsvp[] } {
  const upcoming = rsvps.filter((rsvp) => eventEndsAt(rsvp.event).getTime() > now);
  const past = rsvps.filter((rsvp) => eventEndsAt(rsvp.event).getTime() <= now).reverse();
  return { upcoming, past };
}

const canWithdraw = (rsvp: MyRsvp): rsvp is MyRsvp & { status: WithdrawableStatus } =>
  !rsvp.event.cancelled_at && (rsvp.status === 'going' || rsvp.status === 'waitlist' || rsvp.status === 'pending');

function RsvpRow({ rsvp, onCancel }: { rsvp: MyRsvp; onCancel?: (rsvp: MyRsvp & { status: WithdrawableStatus }) => void }) {
  const state = rsvpState(rsvp);
  // When, in the site's one format: the event's zone, and the member's own time when it differs.
  const time = formatEventTime(rsvp.event);
  return (
    <Row>
      <What>
        <Link to={eventPath(rsvp.event.id)}>{rsvp.event.title}</Link>
        <Meta>
          {formatDay(rsvp.event.date)}
          {time ? ` · ${time.text}` : ''}
          {rsvp.event.location ? ` · ${rsvp.event.location}` : ''}
        </Meta>
      </What>
      <Badge $tone={state.tone}>{state.label}</Badge>
      {onCancel && canWithdraw(rsvp) ? (
        <Button type="button" $variant="outline" $size="sm" onClick={() => onCancel(rsvp)}>
          Cancel<VisuallyHidden> my answer to {rsvp.event.title}</VisuallyHidden>
        </Button>
      ) : null}
    </Row>
  );
}

/**
 * The member's RSVPs, first on /account: upcoming ones with their state and Cancel (the same
 * confirmation and Undo as the event page), then past events as a history.
 */
export function RsvpsSection({ userId }: { userId: string }) {
  const rsvps = useMyRsvps(userId);
  const [cancelling, setCancelling] = useState<(MyRsvp & { status: WithdrawableStatus }) | null>(null);
  const { upcoming, past } = splitRsvps(rsvps.data ?? []);

  return (
    <AccountCard section="rsvps">
      {rsvps.status === 'pending' ? <Skeleton style={{ height: '3rem' }} /> : null}
      {rsvps.status === 'error' ? <ErrorState title="We couldn't load your RSVPs." onRetry={rsvps.refetch} /> : null}
      {rsvps.status === 'success' && upcoming.length === 0 ? (
        <p>
          No upcoming events. <Link to={paths.events}>See the events</Link>
        </p>
      ) : null}
      {upcoming.length > 0 ? (
        <List $layout="stack" aria-label="Upcoming events">
          {upcoming.map((rsvp) => (
            <RsvpRow key={rsvp.event.id} rsvp={rsvp} onCancel={setCancelling} />
          ))}
        </List>
      ) : null}
      {past.length > 0 ? (
        <>
          <SubHeading>Past events</SubHeading>
          <List $layout="stack" aria-label="Past events">
            {past.map((rsvp) => (
              <RsvpRow key={rsvp.event.id} rsvp={rsvp} />
            ))}
          </List>
        </>
      ) : null}
      {cancelling ? (
        <CancelRsvpDialog
          eventId={cancelling.event.id}
          eventTitle={cancelling.event.title}
          status={cancelling.status}
          open
          onOpenChange={(open) => {
            if (!open) setCancelling(null);
          }}
          onChanged={() => invalidateAccount()}
        />
      ) : null}
    </AccountCard>
  );
}

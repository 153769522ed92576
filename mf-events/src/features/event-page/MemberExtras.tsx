import styled from 'styled-components';
import { Button, toast } from 'shared-ui';
import type { EventRow, RsvpStatus } from 'shared-data';
import { setHiddenAndRefresh, useEventQuestions, useGuestList, useHiddenFromGuestList } from 'shared-data/rsvp';

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

const Muted = styled.p`
  margin: 0.25rem 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface MemberExtrasProps {
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
export default function MemberExtras({ event, userId, status, onEditAnswers }: MemberExtrasProps) {
  const hasAnswered = status === 'going' || status === 'waitlist' || status === 'pending';
  const questions = useEventQuestions(event.id, hasAnswered);
  const shown = event.guest_list_visible;
  const guests = useGuestList(event.id, shown);
  const hidden = useHiddenFromGuestList(event.id, userId, shown);

  const toggleHidden = async (hide: boolean) => {
    try {
      await setHiddenAndRefresh(event.id, userId, hide);
      toast({ title: hide ? "You're hidden from the guest list." : "You're on the guest list.", variant: 'success' });
    } catch (error) {
      console.error('Changing the guest list failed', error);
      toast({ title: "We couldn't save your choice. Please try again.", variant: 'destructive' });
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
          {guests.status === 'error' ? <Muted>We couldn't load the guest list.</Muted> : null}
          {guests.status === 'success' ? (
            (guests.data ?? []).length === 0 ? (
              <Muted>Nobody is on the list yet.</Muted>
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
              <input type="checkbox" checked={hidden.data === true} onChange={(change) => void toggleHidden(change.target.checked)} />
              Hide me from this list
            </Choice>
          ) : null}
        </Block>
      ) : null}
    </>
  );
}

import { Button, PageHero } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { EventsSignInControl } from './EventsSignInControl';

/**
 * The /events hero, drawn like every other page's opening (shared-ui's PageHero): what the calendar
 * is, the sign-in control, and Add Event for signed-in users (SPEC section 2).
 */
export function EventsHero({ onAddEvent }: { onAddEvent: () => void }) {
  const { user } = useAuth();
  return (
    <PageHero
      eyebrow="Growth & Learning"
      title="Events Calendar"
      lead="Summits, workshops, fireside chats and networking across Asia Pacific. Members can add their own events."
    >
      {user ? (
        <Button type="button" $variant="inverse" onClick={onAddEvent}>
          Add Event
        </Button>
      ) : null}
      <EventsSignInControl />
    </PageHero>
  );
}

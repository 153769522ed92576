import { Button, Container, Lead, PageHeading, Section } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { EventsSignInControl } from './EventsSignInControl';

/** The /events hero: what the calendar is, the sign-in control, and Add Event for signed-in users. */
export function EventsHero({ onAddEvent }: { onAddEvent: () => void }) {
  const { user } = useAuth();
  return (
    <Section $tone="inverse" aria-labelledby="events-heading">
      <Container>
        <PageHeading id="events-heading">Events Calendar</PageHeading>
        <Lead>Summits, workshops, fireside chats and networking across Asia Pacific. Members can add their own events.</Lead>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
          {user ? (
            <Button type="button" $variant="inverse" onClick={onAddEvent}>
              Add Event
            </Button>
          ) : null}
          <EventsSignInControl />
        </div>
      </Container>
    </Section>
  );
}

import { Container, Lead, PageHeading, Section } from 'shared-ui';
import { EventsSignInControl } from './EventsSignInControl';

/** The /events hero: what the calendar is, and the sign-in control for members who add events. */
export function EventsHero() {
  return (
    <Section $tone="inverse" aria-labelledby="events-heading">
      <Container>
        <PageHeading id="events-heading">Events Calendar</PageHeading>
        <Lead>Summits, workshops, fireside chats and networking across Asia Pacific. Members can add their own events.</Lead>
        <EventsSignInControl />
      </Container>
    </Section>
  );
}

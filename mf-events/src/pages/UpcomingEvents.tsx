import { Container, Section, SectionHeading } from 'shared-ui';

export function UpcomingEvents() {
  return (
    <Section>
      <Container>
        <SectionHeading>Upcoming Events</SectionHeading>
      </Container>
    </Section>
  );
}

export default UpcomingEvents;

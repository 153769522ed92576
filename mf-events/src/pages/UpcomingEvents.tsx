import { Container, Section, SectionHeading } from 'shared-ui';

export function UpcomingEvents() {
  return (
    <Section>
      <Container>
        <SectionHeading>Upcoming events (home section)</SectionHeading>
      </Container>
    </Section>
  );
}

export default UpcomingEvents;

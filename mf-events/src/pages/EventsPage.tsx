import { Container, PageHeading, Section } from 'shared-ui';

export function EventsPage() {
  return (
    <Section>
      <Container>
        <PageHeading>Events Calendar</PageHeading>
      </Container>
    </Section>
  );
}

export default EventsPage;

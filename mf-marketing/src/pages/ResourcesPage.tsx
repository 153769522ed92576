import { Container, PageHeading, Section } from 'shared-ui';

export function ResourcesPage() {
  return (
    <Section>
      <Container>
        <PageHeading>Resources</PageHeading>
      </Container>
    </Section>
  );
}

export default ResourcesPage;

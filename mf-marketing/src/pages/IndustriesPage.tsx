import { Container, PageHeading, Section } from 'shared-ui';

export function IndustriesPage() {
  return (
    <Section>
      <Container>
        <PageHeading>Industry Communities</PageHeading>
      </Container>
    </Section>
  );
}

export default IndustriesPage;

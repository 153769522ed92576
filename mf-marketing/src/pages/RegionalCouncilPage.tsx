import { Container, PageHeading, Section } from 'shared-ui';

export function RegionalCouncilPage() {
  return (
    <Section>
      <Container>
        <PageHeading>Regional Council</PageHeading>
      </Container>
    </Section>
  );
}

export default RegionalCouncilPage;

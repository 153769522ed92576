import { Container, PageHeading, Section } from 'shared-ui';

export function FinancialsPage() {
  return (
    <Section>
      <Container>
        <PageHeading>Financials</PageHeading>
      </Container>
    </Section>
  );
}

export default FinancialsPage;

import { Container, PageHeading, Section } from 'shared-ui';

export function TermsPage() {
  return (
    <Section>
      <Container>
        <PageHeading>Terms of Use</PageHeading>
      </Container>
    </Section>
  );
}

export default TermsPage;

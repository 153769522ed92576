import { Container, PageHeading, Section } from 'shared-ui';

export function PartnersPage() {
  return (
    <Section>
      <Container>
        <PageHeading>Partners</PageHeading>
      </Container>
    </Section>
  );
}

export default PartnersPage;

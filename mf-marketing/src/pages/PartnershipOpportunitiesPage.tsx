import { Container, PageHeading, Section } from 'shared-ui';

export function PartnershipOpportunitiesPage() {
  return (
    <Section>
      <Container>
        <PageHeading>Partnership Opportunities</PageHeading>
      </Container>
    </Section>
  );
}

export default PartnershipOpportunitiesPage;

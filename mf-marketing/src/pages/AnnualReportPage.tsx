import { Container, PageHeading, Section } from 'shared-ui';

export function AnnualReportPage() {
  return (
    <Section>
      <Container>
        <PageHeading>Annual Report</PageHeading>
      </Container>
    </Section>
  );
}

export default AnnualReportPage;

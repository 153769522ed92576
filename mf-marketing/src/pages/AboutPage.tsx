import { Container, PageHeading, Section } from 'shared-ui';

export function AboutPage() {
  return (
    <Section>
      <Container>
        <PageHeading>About EO Asia Pacific</PageHeading>
      </Container>
    </Section>
  );
}

export default AboutPage;

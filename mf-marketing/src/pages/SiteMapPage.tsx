import { Container, PageHeading, Section } from 'shared-ui';

export function SiteMapPage() {
  return (
    <Section>
      <Container>
        <PageHeading>Site Map</PageHeading>
      </Container>
    </Section>
  );
}

export default SiteMapPage;

import { Container, PageHeading, Section } from 'shared-ui';

export function ChaptersPage() {
  return (
    <Section>
      <Container>
        <PageHeading>Our Chapters</PageHeading>
      </Container>
    </Section>
  );
}

export default ChaptersPage;

import { Container, PageHeading, Section } from 'shared-ui';

export function ImageGeneratorPage() {
  return (
    <Section>
      <Container>
        <PageHeading>Image Generator</PageHeading>
      </Container>
    </Section>
  );
}

export default ImageGeneratorPage;

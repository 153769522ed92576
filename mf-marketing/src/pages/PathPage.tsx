import { Container, PageHeading, Section } from 'shared-ui';

export function PathPage() {
  return (
    <Section>
      <Container>
        <PageHeading>Path of Leadership</PageHeading>
      </Container>
    </Section>
  );
}

export default PathPage;

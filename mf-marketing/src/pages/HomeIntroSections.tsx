import { Container, Section, SectionHeading } from 'shared-ui';

export function HomeIntroSections() {
  return (
    <Section>
      <Container>
        <SectionHeading>Home intro</SectionHeading>
      </Container>
    </Section>
  );
}

export default HomeIntroSections;

import { Container, Section, SectionHeading } from 'shared-ui';

export function HomeCommunitySection() {
  return (
    <Section>
      <Container>
        <SectionHeading>Home call to action</SectionHeading>
      </Container>
    </Section>
  );
}

export default HomeCommunitySection;

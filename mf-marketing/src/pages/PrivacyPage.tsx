import { Container, PageHeading, Section } from 'shared-ui';

export function PrivacyPage() {
  return (
    <Section>
      <Container>
        <PageHeading>Privacy Notice</PageHeading>
      </Container>
    </Section>
  );
}

export default PrivacyPage;

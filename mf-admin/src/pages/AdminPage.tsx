import { Container, PageHeading, Section } from 'shared-ui';

export function AdminPage() {
  return (
    <Section>
      <Container>
        <PageHeading>Admin Dashboard</PageHeading>
      </Container>
    </Section>
  );
}

export default AdminPage;

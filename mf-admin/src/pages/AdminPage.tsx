import { Container, PageHeading, Section } from 'shared-ui';
import { RequireAdmin } from 'shared-auth';

/** /admin: staff only. The guard decides before anything of the dashboard renders. */
export function AdminPage() {
  return (
    <RequireAdmin>
      <Section>
        <Container>
          <PageHeading>Admin Dashboard</PageHeading>
        </Container>
      </Section>
    </RequireAdmin>
  );
}

export default AdminPage;

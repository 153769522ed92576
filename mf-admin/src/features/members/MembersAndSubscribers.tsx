import { useCallback, useEffect, useState } from 'react';
import { format, parseISO } from 'date-fns';
import styled from 'styled-components';
import { Badge, Button, toast } from 'shared-ui';
import { listMembers, listSubscribers, setMemberRole, type NewsletterSubscriberRow, type ProfileRole, type ProfileRow } from 'shared-data';
import { useAuth } from 'shared-auth';
import { downloadText, toCsv } from '../csv/toCsv';

const PAGE_SIZE = 50;

const TableWrap = styled.div`
  overflow-x: auto;
  margin-bottom: 1rem;
  table { width: 100%; border-collapse: collapse; font-size: 0.92rem; }
  th, td { text-align: left; padding: 0.5rem 0.625rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  th { font-size: 0.8rem; color: ${({ theme }) => theme.colors.muted}; }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  margin-top: 2rem;
`;

function Members() {
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<{ rows: ProfileRow[]; total: number; isLoading: boolean }>({ rows: [], total: 0, isLoading: true });
  const [pendingId, setPendingId] = useState<string | null>(null);

  const load = useCallback(() => {
    listMembers({ page, pageSize: PAGE_SIZE })
      .then(({ rows, total }) => setState({ rows, total, isLoading: false }))
      .catch((error: unknown) => {
        console.error('Error fetching members:', error);
        toast({ title: 'Error', description: 'Failed to fetch members', variant: 'destructive' });
        setState({ rows: [], total: 0, isLoading: false });
      });
  }, [page]);
  useEffect(load, [load]);

  const handleRole = async (member: ProfileRow, role: ProfileRole) => {
    setPendingId(member.user_id);
    try {
      await setMemberRole(member.user_id, role);
      toast({ title: 'Success', description: `${member.email ?? 'The member'} is now ${role === 'admin' ? 'an administrator' : 'a member'}`, variant: 'success' });
      load();
    } catch (error) {
      console.error('Error changing role:', error);
      toast({ title: 'Error', description: error instanceof Error ? error.message : 'Failed to change the role', variant: 'destructive' });
    } finally {
      setPendingId(null);
    }
  };

  const pages = Math.max(1, Math.ceil(state.total / PAGE_SIZE));
  return (
    <section aria-labelledby="members-heading">
      <Heading>
        <h2 id="members-heading">Members</h2>
        <span role="status">{state.isLoading ? 'Loading members...' : `${state.total} members`}</span>
      </Heading>
      <TableWrap>
        <table>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Joined</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {state.rows.map((member) => (
              <tr key={member.user_id}>
                <td>{member.email}</td>
                <td>{member.full_name}</td>
                <td>
                  <Badge $tone={member.role === 'admin' ? 'primary' : 'neutral'}>{member.role}</Badge>
                </td>
                <td>{format(parseISO(member.created_at), 'PPP')}</td>
                <td>
                  {member.role === 'admin' ? (
                    <Button
                      type="button"
                      $variant="secondary"
                      $size="sm"
                      disabled={pendingId !== null}
                      onClick={() => void handleRole(member, 'user')}
                      aria-label={member.user_id === user?.id ? 'Step down' : `Make user: ${member.email}`}
                    >
                      {member.user_id === user?.id ? 'Step down' : 'Make user'}
                    </Button>
                  ) : (
                    <Button type="button" $size="sm" disabled={pendingId !== null} onClick={() => void handleRole(member, 'admin')} aria-label={`Make admin: ${member.email}`}>
                      Make admin
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {pages > 1 ? (
        <nav aria-label="Member pages" style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          <Button type="button" $variant="secondary" $size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button type="button" $variant="secondary" $size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

function Subscribers() {
  const [state, setState] = useState<{ rows: NewsletterSubscriberRow[]; isLoading: boolean }>({ rows: [], isLoading: true });
  useEffect(() => {
    listSubscribers()
      .then((rows) => setState({ rows, isLoading: false }))
      .catch((error: unknown) => {
        console.error('Error fetching subscribers:', error);
        toast({ title: 'Error', description: 'Failed to fetch subscribers', variant: 'destructive' });
        setState({ rows: [], isLoading: false });
      });
  }, []);

  const handleExport = async () => {
    const csv = await toCsv(state.rows, [
      { header: 'Email', value: (s) => s.email },
      { header: 'Subscribed', value: (s) => s.created_at },
    ]);
    downloadText(csv, `newsletter-subscribers-${format(new Date(), 'yyyy-MM-dd')}.csv`);
  };

  return (
    <section aria-labelledby="subscribers-heading">
      <Heading>
        <h2 id="subscribers-heading">Newsletter subscribers</h2>
        <Button type="button" $variant="outline" disabled={state.rows.length === 0} onClick={() => void handleExport()}>
          Export CSV
        </Button>
      </Heading>
      <p role="status">{state.isLoading ? 'Loading subscribers...' : `${state.rows.length} subscribers`}</p>
      {state.rows.length > 0 ? (
        <TableWrap>
          <table>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Subscribed</th>
              </tr>
            </thead>
            <tbody>
              {state.rows.map((s) => (
                <tr key={s.id}>
                  <td>{s.email}</td>
                  <td>{format(parseISO(s.created_at), 'PPP p')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
    </section>
  );
}

/** "Members and Subscribers": roles through set_member_role, the newsletter list with CSV export. */
export function MembersAndSubscribers() {
  return (
    <>
      <Members />
      <Subscribers />
    </>
  );
}

export default MembersAndSubscribers;

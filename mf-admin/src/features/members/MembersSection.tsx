import { useState } from 'react';
import { format, parseISO } from 'date-fns';
import { Badge, Button, Cluster, ErrorState, Pager } from 'shared-ui';
import { useMembers, type ProfileRole, type ProfileRow } from 'shared-data';
import { useAuth } from 'shared-auth';
import { DataTable, useLoadFailureToast } from 'shared-site';
import { SectionHeader } from '../../components/SectionHeader';
import { useMemberRoleChange } from './useMemberRoleChange';

const PAGE_SIZE = 50;

/** The role changes offered for a member: organiser and admin for a user, admin or back to user for an organiser, user for an admin. */
function RoleButtons({ member, isSelf, isDisabled, onChange }: { member: ProfileRow; isSelf: boolean; isDisabled: boolean; onChange: (role: ProfileRole) => void }) {
  if (member.role === 'admin') {
    return (
      <Button type="button" $variant="secondary" $size="sm" disabled={isDisabled} onClick={() => onChange('user')} aria-label={isSelf ? 'Step down' : `Make user: ${member.email}`}>
        {isSelf ? 'Step down' : 'Make user'}
      </Button>
    );
  }
  return (
    <Cluster $gap="0.5rem">
      {member.role === 'user' ? (
        <Button type="button" $variant="secondary" $size="sm" disabled={isDisabled} onClick={() => onChange('organiser')} aria-label={`Make organiser: ${member.email}`}>
          Make organiser
        </Button>
      ) : (
        <Button type="button" $variant="secondary" $size="sm" disabled={isDisabled} onClick={() => onChange('user')} aria-label={`Make user: ${member.email}`}>
          Make user
        </Button>
      )}
      <Button type="button" $size="sm" disabled={isDisabled} onClick={() => onChange('admin')} aria-label={`Make admin: ${member.email}`}>
        Make admin
      </Button>
    </Cluster>
  );
}

/** Members (newest first, 50 a page) with their role and its changes (user, organiser, admin); the database keeps the last admin. */
export function MembersSection() {
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const members = useMembers({ page, pageSize: PAGE_SIZE });
  useLoadFailureToast(members.error, 'Failed to fetch members');
  const { pendingId, changeRole } = useMemberRoleChange();
  const total = members.data?.total ?? 0;

  return (
    <section aria-labelledby="members-heading">
      <SectionHeader>
        <h2 id="members-heading">Members</h2>
        {members.status === 'error' ? null : <span role="status">{members.data && !members.isPreviousData ? `${total} members` : 'Loading members...'}</span>}
      </SectionHeader>
      {members.status === 'error' ? (
        <ErrorState title="We couldn't load the members." onRetry={members.refetch} isRetrying={members.isFetching} />
      ) : (
        <>
          <DataTable
            labelledBy="members-heading"
            busy={members.isFetching}
            rows={members.data?.rows ?? []}
            rowKey={(member) => member.user_id}
            columns={[
              { header: 'Email', cell: (member) => member.email },
              { header: 'Name', cell: (member) => member.full_name },
              { header: 'Role', cell: (member) => <Badge $tone={member.role === 'user' ? 'neutral' : 'primary'}>{member.role}</Badge> },
              { header: 'Joined', cell: (member) => format(parseISO(member.created_at), 'PPP') },
              {
                header: 'Action',
                cell: (member) => <RoleButtons member={member} isSelf={member.user_id === user?.id} isDisabled={pendingId !== null} onChange={(role) => void changeRole(member, role)} />,
              },
            ]}
          />
          <Pager label="Member pages" page={page} totalPages={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPageChange={setPage} numbered={false} />
        </>
      )}
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { format, parseISO } from 'date-fns';
import { Badge, Button, Cluster, ErrorState, Pager } from 'shared-ui';
import { plural } from 'shared-ui/plural';
import { useMembers, type ProfileRole, type ProfileRow } from 'shared-data';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { useAuth } from 'shared-auth';
import { DataTable, useLoadFailureToast } from 'shared-site';
import { SectionHeader } from '../../components/SectionHeader';
import { ListToolbar } from './ListToolbar';
import { MEMBER_ROLES, MEMBER_SORTS, useMembersView, type MembersView } from './listViews';
import { useMemberRoleChange, type AskedRoleChange } from './useMemberRoleChange';

const PAGE_SIZE = 50;

const ROLE_LABEL: Record<ProfileRole, string> = { user: 'member', organiser: 'organiser', admin: 'admin' };

/** "20,001 members", "1 organiser matching "tan"": how many there are, or match the search and the role. */
export function membersSummary(total: number, view: Pick<MembersView, 'search' | 'role'>): string {
  const n = total.toLocaleString('en');
  const q = view.search.trim();
  switch (view.role) {
    case 'organiser':
      return q ? plural(total, { one: `${n} organiser matching "${q}"`, other: `${n} organisers matching "${q}"` }) : plural(total, { one: `${n} organiser`, other: `${n} organisers` });
    case 'admin':
      return q
        ? plural(total, { one: `${n} administrator matching "${q}"`, other: `${n} administrators matching "${q}"` })
        : plural(total, { one: `${n} administrator`, other: `${n} administrators` });
    default:
      return q ? plural(total, { one: `${n} member matching "${q}"`, other: `${n} members matching "${q}"` }) : plural(total, { one: `${n} member`, other: `${n} members` });
  }
}

/**
 * The role changes offered for a member: organiser and admin for a user, admin or back to user for
 * an organiser, user for an admin. None is drawn as the row's primary action: granting admin is a
 * grave change, asked about first, and must not be the button the eye goes to on every row.
 */
function RoleButtons({ member, isSelf, isDisabled, takeFocus, onFocused, onChange }: { member: ProfileRow; isSelf: boolean; isDisabled: boolean; takeFocus: boolean; onFocused: () => void; onChange: (role: ProfileRole) => void }) {
  // After a change of this member's role (once the list has read it again), its buttons are new
  // ones: the first takes focus, so the keyboard stays on this row (the button it pressed, or the
  // dialog's, is gone).
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    actions.current?.querySelector('button')?.focus();
    onFocused();
  }, [takeFocus, onFocused]);
  if (member.role === 'admin') {
    return (
      <Cluster ref={actions} $gap="0.5rem">
        <Button type="button" $variant="secondary" $size="sm" disabled={isDisabled} onClick={() => onChange('user')} aria-label={isSelf ? 'Step down' : `Make user: ${member.email}`}>
          {isSelf ? 'Step down' : 'Make user'}
        </Button>
      </Cluster>
    );
  }
  return (
    <Cluster ref={actions} $gap="0.5rem">
      {member.role === 'user' ? (
        <Button type="button" $variant="secondary" $size="sm" disabled={isDisabled} onClick={() => onChange('organiser')} aria-label={`Make organiser: ${member.email}`}>
          Make organiser
        </Button>
      ) : (
        <Button type="button" $variant="secondary" $size="sm" disabled={isDisabled} onClick={() => onChange('user')} aria-label={`Make user: ${member.email}`}>
          Make user
        </Button>
      )}
      <Button type="button" $variant="secondary" $size="sm" disabled={isDisabled} onClick={() => onChange('admin')} aria-label={`Make admin: ${member.email}`}>
        Make admin
      </Button>
    </Cluster>
  );
}

/** What granting admin, or stepping down, asks: the person by name and what the role lets them do. */
function askedText({ member, role, isSelf }: AskedRoleChange): { title: string; description: string; confirmLabel: string } {
  if (isSelf && role !== 'admin') {
    return {
      title: 'Step down as an administrator?',
      description: 'You will no longer see Members, the Overview, the Newsletter, Messages, the Audit log or the image generator, and you cannot undo this yourself: another administrator has to give the role back.',
      confirmLabel: 'Step down',
    };
  }
  const name = member.full_name ?? member.email ?? 'this member';
  return {
    title: `Make ${name} an administrator?`,
    description:
      member.full_name && member.email
        ? `${member.full_name} (${member.email}) will be able to change anyone's role, yours included, invite people, read every member's details and the newsletter subscribers, send newsletters, read the audit log, use the image generator, and change or delete any event.`
        : `${name} will be able to change anyone's role, yours included, invite people, read every member's details and the newsletter subscribers, send newsletters, read the audit log, use the image generator, and change or delete any event.`,
    confirmLabel: 'Make admin',
  };
}

/**
 * Members, 50 a page, searched by name or email, filtered by role and sorted (all in the URL), with
 * their role and its changes (user, organiser, admin); the database keeps the last admin.
 */
export function MembersSection() {
  const { user } = useAuth();
  const [view, setView] = useMembersView();
  const members = useMembers({ search: view.search, role: view.role, sort: view.sort, page: view.page, pageSize: PAGE_SIZE });
  useLoadFailureToast(members.error, 'Failed to fetch members');
  const roles = useMemberRoleChange(user?.id);
  const asked = roles.asked ? askedText(roles.asked) : null;
  const total = members.data?.total ?? 0;

  return (
    <section aria-labelledby="members-heading">
      <SectionHeader>
        <h2 id="members-heading">Members</h2>
        {members.status === 'error' ? null : <span role="status">{members.data && !members.isPreviousData ? membersSummary(total, view) : 'Loading members...'}</span>}
      </SectionHeader>
      <ListToolbar
        noun="members"
        searchLabel="Search by name or email"
        search={view.search}
        filterLabel="Role"
        anyLabel="Every role"
        filters={MEMBER_ROLES}
        filter={view.role}
        sorts={MEMBER_SORTS}
        sort={view.sort}
        onChange={({ search, filter, sort }) => setView({ ...(search !== undefined ? { search } : {}), ...(filter !== undefined ? { role: filter } : {}), ...(sort ? { sort } : {}) })}
      />
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
              { header: 'Name', cell: (member) => member.full_name ?? '—' },
              { header: 'Email', cell: (member) => member.email },
              { header: 'Role', cell: (member) => <Badge $tone={member.role === 'user' ? 'neutral' : 'primary'}>{ROLE_LABEL[member.role]}</Badge> },
              { header: 'Joined', cell: (member) => format(parseISO(member.created_at), 'PPP') },
              {
                header: 'Action',
                cell: (member) => (
                  <RoleButtons
                    member={member}
                    isSelf={member.user_id === user?.id}
                    isDisabled={roles.pendingId !== null}
                    takeFocus={roles.focusId === member.user_id && roles.pendingId === null && !members.isFetching}
                    onFocused={roles.clearFocus}
                    onChange={(role) => roles.requestChange(member, role)}
                  />
                ),
              },
            ]}
          />
          {members.data && total === 0 ? <p>No member matches. Try part of a name or an address, or every role.</p> : null}
          <Pager label="Member pages" page={view.page} totalPages={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPageChange={(page) => setView({ page })} numbered={false} />
        </>
      )}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) roles.closeAsked();
        }}
        title={asked?.title ?? ''}
        description={asked?.description ?? ''}
        confirmLabel={asked?.confirmLabel ?? ''}
        pendingLabel="Saving..."
        onConfirm={roles.confirmAsked}
      />
    </section>
  );
}

import { InvitationsSection } from './InvitationsSection';
import { MembersSection } from './MembersSection';
import { SubscribersSection } from './SubscribersSection';

/** "Members and Subscribers": roles through set_member_role, invitations, the newsletter list with CSV export. */
function MembersAndSubscribers() {
  return (
    <>
      <MembersSection />
      <InvitationsSection />
      <SubscribersSection />
    </>
  );
}

export default MembersAndSubscribers;

import { MembersSection } from './MembersSection';
import { SubscribersSection } from './SubscribersSection';

/** "Members and Subscribers": roles through set_member_role, the newsletter list with CSV export. */
function MembersAndSubscribers() {
  return (
    <>
      <MembersSection />
      <SubscribersSection />
    </>
  );
}

export default MembersAndSubscribers;

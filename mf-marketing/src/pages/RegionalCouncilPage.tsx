import { PageHero } from 'shared-ui';
import { CouncilMemberList } from '../features/council/CouncilMemberList';
import { RequestConsiderationSection } from '../features/council/RequestConsiderationSection';
import { councilAdvisors, councilMembers } from '../features/council/councilMembers';

export function RegionalCouncilPage() {
  return (
    <>
      <PageHero
        eyebrow="Leadership"
        title="Regional Council"
        lead="Volunteer entrepreneurs who guide EO Asia Pacific's strategy, support our chapter leaders and make sure every member gets the most from their membership."
      />
      <CouncilMemberList
        id="council-members"
        heading="Regional Council FY2024/25"
        intro="Elected from chapters across Southeast Asia and the South Pacific, the council sets the region's priorities for learning, Forum, membership and growth."
        members={councilMembers}
      />
      <CouncilMemberList
        id="council-advisors"
        heading="Regional Council Advisors"
        intro="Past chairs and seasoned leaders who lend the council continuity, counsel and a connection to EO's global board."
        members={councilAdvisors}
        tone="subtle"
      />
      <RequestConsiderationSection />
    </>
  );
}

export default RegionalCouncilPage;

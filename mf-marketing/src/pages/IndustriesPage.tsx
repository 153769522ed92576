import { IndustriesIntroSection } from '../features/industries/IndustriesIntroSection';
import { IndustryCommunityList } from '../features/industries/IndustryCommunityList';
import { IndustryOfferingsSection } from '../features/industries/IndustryOfferingsSection';
import { CommunityLeadsSection } from '../features/industries/CommunityLeadsSection';
import { IndustryEnquiriesSection } from '../features/industries/IndustryEnquiriesSection';
import { PageHero } from 'shared-ui';
import { BandActions } from '../components/BandActions';

export function IndustriesPage() {
  return (
    <>
      <PageHero
        eyebrow="Community"
        title="Industry Communities"
        lead="Sixteen communities where EO Asia Pacific members in the same line of business share what works, what doesn't and what's next."
      >
        <BandActions actions={[{ label: 'Explore the Communities', href: '#communities', variant: 'onDark' }]} />
      </PageHero>
      <IndustriesIntroSection />
      <IndustryCommunityList />
      <IndustryOfferingsSection />
      <CommunityLeadsSection />
      <IndustryEnquiriesSection />
    </>
  );
}

export default IndustriesPage;

import { IndustriesIntroSection } from '../features/industries/IndustriesIntroSection';
import { IndustryCommunityList } from '../features/industries/IndustryCommunityList';
import { IndustryOfferingsSection } from '../features/industries/IndustryOfferingsSection';
import { CommunityLeadsSection } from '../features/industries/CommunityLeadsSection';
import { IndustryEnquiriesSection } from '../features/industries/IndustryEnquiriesSection';
import { ButtonAnchor, PageHero } from 'shared-ui';

export function IndustriesPage() {
  return (
    <>
      <PageHero
        eyebrow="Community"
        title="Industry Communities"
        lead="Sixteen communities where EO Asia Pacific members in the same line of business share what works, what doesn't and what's next."
      >
        <ButtonAnchor $variant="onDark" href="#communities" $size="lg">
          Explore the Communities
        </ButtonAnchor>
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

import { PageHero } from 'shared-ui';
import { BandActions } from '../components/BandActions';
import { PARTNERSHIPS_EMAIL, mailtoHref } from 'shared-site';
import { PartnershipBenefitsSection } from '../features/partnerships/PartnershipBenefitsSection';
import { PartnershipEnquiryBand } from '../features/partnerships/PartnershipEnquiryBand';
import { PartnershipReasonsSection } from '../features/partnerships/PartnershipReasonsSection';
import { PartnershipTypesSection } from '../features/partnerships/PartnershipTypesSection';

/** /partnership-opportunities: what partners gain, the ways to partner, and how to start. */
export function PartnershipOpportunitiesPage() {
  return (
    <>
      <PageHero
        eyebrow="Work with us"
        title="Partnership Opportunities"
        lead="Partner with EO Asia Pacific to support the entrepreneurs who are building the region's most ambitious companies, and to grow alongside them."
      >
        <BandActions actions={[{ label: 'Start a Conversation', href: mailtoHref(PARTNERSHIPS_EMAIL, 'Partnership enquiry') }]} />
      </PageHero>
      <PartnershipBenefitsSection />
      <PartnershipTypesSection />
      <PartnershipReasonsSection />
      <PartnershipEnquiryBand />
    </>
  );
}

export default PartnershipOpportunitiesPage;

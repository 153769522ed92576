import { PageHero } from 'shared-ui';
import { BandActions } from '../components/BandActions';
import { PARTNERSHIPS_EMAIL, mailtoHref } from 'shared-site';
import { PartnerBenefitsSection } from '../features/partners/PartnerBenefitsSection';
import { PartnerGroup } from '../features/partners/PartnerGroup';
import { PartnerHubSection } from '../features/partners/PartnerHubSection';
import { globalPartners, regionalPartners } from '../features/partners/partners';

export function PartnersPage() {
  return (
    <>
      <PageHero
        eyebrow="Community"
        title="Our Partners"
        lead="The organisations that help EO Asia Pacific members learn, travel, protect and grow their businesses."
      >
        <BandActions
          actions={[
            { label: 'Become a Partner', href: mailtoHref(PARTNERSHIPS_EMAIL, 'Partnering with EO Asia Pacific') },
            { label: 'Meet Our Partners', href: '#global-partners' },
          ]}
        />
      </PageHero>
      <PartnerBenefitsSection />
      <PartnerGroup
        id="global-partners"
        heading="Global Partners"
        intro="Partners of the Entrepreneurs' Organization worldwide, with offers members can use in every chapter."
        partners={globalPartners}
        tone="subtle"
      />
      <PartnerGroup
        id="regional-partners"
        heading="Regional Partners"
        intro="Partners who know Asia Pacific, supporting our chapters and members across the region."
        partners={regionalPartners}
        tone="plain"
      />
      <PartnerHubSection />
    </>
  );
}

export default PartnersPage;

import { FeatureCardsSection } from '../../components/FeatureCardsSection';
import { partnerBenefits } from './partnerBenefits';

export function PartnerBenefitsSection() {
  return (
    <FeatureCardsSection
      id="partner-benefits-heading"
      title="Why Partner With EO Asia Pacific"
      intro="We choose a small number of partners whose products genuinely help entrepreneurs grow, and we introduce them to our members as friends, not sponsors."
      items={partnerBenefits}
    />
  );
}

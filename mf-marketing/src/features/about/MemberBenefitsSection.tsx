import { FeatureCardsSection } from '../../components/FeatureCardsSection';
import { memberBenefits } from './memberBenefits';

export function MemberBenefitsSection() {
  return (
    <FeatureCardsSection
      id="member-benefits-heading"
      title="What Members Get"
      intro="Membership is an investment of time as much as money. Here is what our members tell us makes it worth it."
      items={memberBenefits}
      minCardWidth="260px"
      tone="subtle"
    />
  );
}

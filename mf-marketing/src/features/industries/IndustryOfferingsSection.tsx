import { FeatureCardsSection } from '../../components/FeatureCardsSection';
import { industryOfferings } from './industryOfferings';

export function IndustryOfferingsSection() {
  return (
    <FeatureCardsSection
      id="offerings-heading"
      title="What Every Community Offers"
      intro="Four ways to learn and connect, designed around the rhythm of a busy founder's year."
      items={industryOfferings}
    />
  );
}

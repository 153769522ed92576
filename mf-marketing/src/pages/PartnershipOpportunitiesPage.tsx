import { PartnershipOpportunities } from '../features/reports/components/PartnershipOpportunities';

export function PartnershipOpportunitiesPage() {
  return <PartnershipOpportunities />;
}

export default PartnershipOpportunitiesPage;

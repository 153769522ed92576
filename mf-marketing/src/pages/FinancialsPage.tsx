import { PageHero } from 'shared-ui';
import { FinancialDocumentsBand } from '../features/reports/FinancialDocumentsBand';
import { FinancialTopicsSection } from '../features/reports/FinancialTopicsSection';

/** /financials: audit and tax exemption information, and how to request documents. */
export function FinancialsPage() {
  return (
    <>
      <PageHero
        eyebrow="Accountability"
        title="Financials"
        lead="Our members trust us with their dues and their time. We account for both openly, with independent audits and clear information about our tax status."
      />
      <FinancialTopicsSection />
      <FinancialDocumentsBand />
    </>
  );
}

export default FinancialsPage;

import { Financials } from '../features/reports/components/Financials';

export function FinancialsPage() {
  return <Financials />;
}

export default FinancialsPage;

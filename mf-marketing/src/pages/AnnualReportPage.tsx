import { AnnualReport } from '../features/reports/components/AnnualReport';

export function AnnualReportPage() {
  return <AnnualReport />;
}

export default AnnualReportPage;

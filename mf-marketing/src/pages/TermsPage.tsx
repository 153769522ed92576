import { TermsOfUse } from '../features/legal/components/TermsOfUse';

export function TermsPage() {
  return <TermsOfUse />;
}

export default TermsPage;

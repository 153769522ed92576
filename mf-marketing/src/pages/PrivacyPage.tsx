import { PrivacyNotice } from '../features/legal/components/PrivacyNotice';

export function PrivacyPage() {
  return <PrivacyNotice />;
}

export default PrivacyPage;

import { PageHero } from 'shared-ui';
import { PrivacyNoticeSection } from '../features/legal/PrivacyNoticeSection';

/** /privacy: effective date, then one section per topic SPEC lists. */
export function PrivacyPage() {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Privacy Notice"
        lead="We respect your privacy. This notice explains what personal data we collect through this website, why we use it and the choices you have."
      />
      <PrivacyNoticeSection />
    </>
  );
}

export default PrivacyPage;

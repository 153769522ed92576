import { PageHero } from 'shared-ui';
import { TermsOfUseSection } from '../features/legal/TermsOfUseSection';

/** /terms: an introduction, then the twelve prohibited uses as a numbered list of sections. */
export function TermsPage() {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Terms of Use"
        lead="EO Asia Pacific is a community built on trust. These terms describe what you may not do when you use this website and the services connected to it."
      />
      <TermsOfUseSection />
    </>
  );
}

export default TermsPage;

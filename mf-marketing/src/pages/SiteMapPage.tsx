import { PageHero } from 'shared-ui';
import { BandActions } from '../components/BandActions';
import { ExternalLinksSection, SiteMapPagesSection, XmlSitemapSection } from '../features/sitemap/components/SiteMapSections';

/** /sitemap: home, the four sections of internal pages, external links and the XML sitemap. */
export function SiteMapPage() {
  return (
    <>
      <PageHero
        eyebrow="Navigation"
        title="Site Map"
        lead="Everything on the EO Asia Pacific website in one place. Last updated December 2024."
      >
        <BandActions actions={[{ label: 'Home', to: '/', variant: 'onDark' }]} />
      </PageHero>
      <SiteMapPagesSection />
      <ExternalLinksSection />
      <XmlSitemapSection />
    </>
  );
}

export default SiteMapPage;

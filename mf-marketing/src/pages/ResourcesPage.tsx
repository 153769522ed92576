import { PageHero } from 'shared-ui';
import { BandActions } from '../components/BandActions';
import { MEMBERSHIP_EMAIL, MEMBERSHIP_ENQUIRY_HREF, mailtoHref } from 'shared-site';
import { CallToActionBand } from '../components/CallToActionBand';
import { StatsBand } from '../components/StatsBand';
import {
  BROWSE_SECTION_ID,
  BrowseResourcesSection,
  ChapterResourcesSection,
  FeaturedResourcesSection,
} from '../features/resources/components/ResourceCollectionSections';
import { resourceStats } from '../features/resources/resourceStats';

/** /resources: hero, featured, chapter resources, category tabs, figures and the join call. */
export function ResourcesPage() {
  return (
    <>
      <PageHero
        eyebrow="Resource Library"
        title="Resources to Help You Lead and Grow"
        lead="Guides, videos, templates and tools created by entrepreneurs for entrepreneurs, drawing on the experience of members in chapters across Asia Pacific."
      >
        <BandActions
          actions={[
            { label: 'Browse by Category', href: `#${BROWSE_SECTION_ID}` },
            { label: 'Become a Member', href: MEMBERSHIP_ENQUIRY_HREF },
          ]}
        />
      </PageHero>
      <FeaturedResourcesSection />
      <ChapterResourcesSection />
      <BrowseResourcesSection />
      <StatsBand heading="A Library That Keeps Growing" stats={resourceStats} />
      <CallToActionBand
        heading="Unlock the Full Library"
        text="Members enjoy the complete collection of resources, new material every month and the peers who wrote it. Join EO Asia Pacific, or ask our team what would help you most."
        actions={[
          { label: 'Join EO Today', href: MEMBERSHIP_ENQUIRY_HREF },
          { label: 'Ask Our Team', href: mailtoHref(MEMBERSHIP_EMAIL, 'Question about resources') },
        ]}
      />
    </>
  );
}

export default ResourcesPage;

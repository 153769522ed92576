import { ButtonAnchor, PageHero } from 'shared-ui';
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
        <ButtonAnchor href={`#${BROWSE_SECTION_ID}`} $variant="inverse" $size="lg">
          Browse by Category
        </ButtonAnchor>
        <ButtonAnchor $variant="onDark" href={MEMBERSHIP_ENQUIRY_HREF} $size="lg">
          Become a Member
        </ButtonAnchor>
      </PageHero>
      <FeaturedResourcesSection />
      <ChapterResourcesSection />
      <BrowseResourcesSection />
      <StatsBand heading="A Library That Keeps Growing" stats={resourceStats} />
      <CallToActionBand
        heading="Unlock the Full Library"
        text="Members enjoy the complete collection of resources, new material every month and the peers who wrote it. Join EO Asia Pacific, or ask our team what would help you most."
        actions={
          <>
            <ButtonAnchor href={MEMBERSHIP_ENQUIRY_HREF} $variant="inverse" $size="lg">
              Join EO Today
            </ButtonAnchor>
            <ButtonAnchor $variant="onDark" href={mailtoHref(MEMBERSHIP_EMAIL, 'Question about resources')} $size="lg">
              Ask Our Team
            </ButtonAnchor>
          </>
        }
      />
    </>
  );
}

export default ResourcesPage;

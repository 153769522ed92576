import { useId } from 'react';
import { ButtonAnchor, Container, Section } from 'shared-ui';
import { CallToActionBand } from '../../../components/CallToActionBand';
import { MEMBERSHIP_EMAIL, MEMBERSHIP_ENQUIRY_HREF, mailtoHref } from 'shared-site';
import { OnDarkButtonAnchor } from '../../../components/OnDarkButtonAnchor';
import { PageHero } from '../../../components/PageHero';
import { SectionHeader } from '../../../components/SectionHeader';
import { StatsBand } from '../../../components/StatsBand';
import { chapterResources } from '../chapterResources';
import { featuredResources } from '../featuredResources';
import { resourceCategoryTabs } from '../resourceCategoryTabs';
import { resourceStats } from '../resourceStats';
import { ResourceCategoryTabs } from './ResourceCategoryTabs';
import { ResourceGrid } from './ResourceGrid';

const BROWSE_SECTION_ID = 'browse-by-category';

/** The /resources page: hero, featured, chapter resources, category tabs, figures and the join call. */
export function ResourcesLibrary() {
  const featuredId = useId();
  const chapterId = useId();
  const browseId = useId();
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
        <OnDarkButtonAnchor href={MEMBERSHIP_ENQUIRY_HREF} $size="lg">
          Become a Member
        </OnDarkButtonAnchor>
      </PageHero>

      <Section aria-labelledby={featuredId}>
        <Container>
          <SectionHeader
            id={featuredId}
            eyebrow="Featured"
            title="Featured Resources"
            intro="Our most requested material this season, chosen by the regional learning team."
          />
          <ResourceGrid resources={featuredResources} min="300px" />
        </Container>
      </Section>

      <Section $tone="subtle" aria-labelledby={chapterId}>
        <Container>
          <SectionHeader
            id={chapterId}
            eyebrow="From our chapters"
            title="Chapter Resources"
            intro="Playbooks, recordings and toolkits shared by chapters across the region, so that what one chapter learns, every member can use."
          />
          <ResourceGrid resources={chapterResources} />
        </Container>
      </Section>

      <Section id={BROWSE_SECTION_ID} aria-labelledby={browseId}>
        <Container>
          <SectionHeader id={browseId} title="Browse by Category" intro="Find the right format for the way you like to learn." />
          <ResourceCategoryTabs tabs={resourceCategoryTabs} />
        </Container>
      </Section>

      <StatsBand heading="A Library That Keeps Growing" stats={resourceStats} />

      <CallToActionBand
        heading="Unlock the Full Library"
        text="Members enjoy the complete collection of resources, new material every month and the peers who wrote it. Join EO Asia Pacific, or ask our team what would help you most."
        actions={
          <>
            <ButtonAnchor href={MEMBERSHIP_ENQUIRY_HREF} $variant="inverse" $size="lg">
              Join EO Today
            </ButtonAnchor>
            <OnDarkButtonAnchor href={mailtoHref(MEMBERSHIP_EMAIL, 'Question about resources')} $size="lg">
              Ask Our Team
            </OnDarkButtonAnchor>
          </>
        }
      />
    </>
  );
}

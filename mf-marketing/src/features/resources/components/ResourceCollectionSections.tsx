import { useId } from 'react';
import { Band } from 'shared-ui';
import { SectionHeader } from '../../../components/SectionHeader';
import { chapterResources } from '../chapterResources';
import { featuredResources } from '../featuredResources';
import { resourceCategoryTabs } from '../resourceCategoryTabs';
import { ResourceCategoryTabs } from './ResourceCategoryTabs';
import { ResourceGrid } from './ResourceGrid';

/** The band the hero's "Browse by Category" jumps to. */
export const BROWSE_SECTION_ID = 'browse-by-category';

export function FeaturedResourcesSection() {
  const headingId = useId();
  return (
    <Band labelledBy={headingId}>
      <SectionHeader
        id={headingId}
        eyebrow="Featured"
        title="Featured Resources"
        intro="Our most requested material this season, chosen by the regional learning team."
      />
      <ResourceGrid resources={featuredResources} min="300px" />
    </Band>
  );
}

export function ChapterResourcesSection() {
  const headingId = useId();
  return (
    <Band tone="subtle" labelledBy={headingId}>
      <SectionHeader
        id={headingId}
        eyebrow="From our chapters"
        title="Chapter Resources"
        intro="Playbooks, recordings and toolkits shared by chapters across the region, so that what one chapter learns, every member can use."
      />
      <ResourceGrid resources={chapterResources} />
    </Band>
  );
}

export function BrowseResourcesSection() {
  const headingId = useId();
  return (
    <Band id={BROWSE_SECTION_ID} labelledBy={headingId}>
      <SectionHeader id={headingId} title="Browse by Category" intro="Find the right format for the way you like to learn." />
      <ResourceCategoryTabs tabs={resourceCategoryTabs} />
    </Band>
  );
}

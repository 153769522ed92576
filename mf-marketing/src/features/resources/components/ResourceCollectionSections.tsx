import { ContentSection } from '../../../components/ContentSection';
import { chapterResources } from '../chapterResources';
import { featuredResources } from '../featuredResources';
import { resourceCategoryTabs } from '../resourceCategoryTabs';
import { ResourceCategoryTabs } from './ResourceCategoryTabs';
import { ResourceGrid } from './ResourceGrid';

/** The band the hero's "Browse by Category" jumps to. */
export const BROWSE_SECTION_ID = 'browse-by-category';

export function FeaturedResourcesSection() {
  return (
    <ContentSection
      eyebrow="Featured"
      title="Featured Resources"
      intro="Our most requested material this season, chosen by the regional learning team."
    >
      <ResourceGrid resources={featuredResources} min="300px" />
    </ContentSection>
  );
}

export function ChapterResourcesSection() {
  return (
    <ContentSection
      tone="subtle"
      eyebrow="From our chapters"
      title="Chapter Resources"
      intro="Playbooks, recordings and toolkits shared by chapters across the region, so that what one chapter learns, every member can use."
    >
      <ResourceGrid resources={chapterResources} />
    </ContentSection>
  );
}

export function BrowseResourcesSection() {
  return (
    <ContentSection
      id={BROWSE_SECTION_ID}
      title="Browse by Category"
      intro="Find the right format for the way you like to learn."
    >
      <ResourceCategoryTabs tabs={resourceCategoryTabs} />
    </ContentSection>
  );
}

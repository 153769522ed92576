import { PageHero } from 'shared-ui';
import { paths } from 'site-config';
import { CallToActionBand } from '../components/CallToActionBand';
import { MEMBERSHIP_EMAIL, mailtoHref } from 'shared-site';
import { ChapterAreaSection } from '../features/chapters/ChapterAreaSection';
import { chapterAreas } from '../features/chapters/chapterAreas';

export function ChaptersPage() {
  return (
    <>
      <PageHero
        eyebrow="Community"
        title="Our Chapters"
        lead="17 chapters in APAC, grouped in three areas, where members meet for Forum, learning events and friendships that last well beyond business."
      />
      {chapterAreas.map((area, index) => (
        <ChapterAreaSection key={area.id} area={area} tone={index % 2 === 0 ? 'plain' : 'subtle'} />
      ))}
      <CallToActionBand
        heading="Find Your Chapter"
        text="Not sure which chapter is right for you? Our membership team will introduce you to the chapter closest to where you live and do business."
        actions={[
          { label: 'Contact Membership', href: mailtoHref(MEMBERSHIP_EMAIL, 'Which chapter is right for me?') },
          { label: 'See Upcoming Events', to: paths.events },
        ]}
      />
    </>
  );
}

export default ChaptersPage;

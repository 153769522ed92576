import { HomeHero } from '../features/home/HomeHero';
import { PressMentionsGrid } from '../features/home/PressMentionsGrid';
import { HomeStatsBand } from '../features/home/HomeStatsBand';
import { CommunityVideoSection } from '../features/home/CommunityVideoSection';
import { WhyEoSection } from '../features/home/WhyEoSection';

/** The home page above Upcoming Events (which the shell takes from the events remote). */
export function HomeIntroSections() {
  return (
    <>
      <HomeHero />
      <PressMentionsGrid />
      <HomeStatsBand />
      <CommunityVideoSection />
      <WhyEoSection />
    </>
  );
}

export default HomeIntroSections;

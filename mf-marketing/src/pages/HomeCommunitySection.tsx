import { CommunityCallToAction } from '../features/home/CommunityCallToAction';

/** The home page's closing call to action, below Upcoming Events. */
export function HomeCommunitySection() {
  return <CommunityCallToAction />;
}

export default HomeCommunitySection;

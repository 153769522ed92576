import { RemoteArea } from '../features/remotes/RemoteArea';

/**
 * Home (SPEC section 1): marketing sections, then the events remote's Upcoming Events, then
 * the community call to action. Each area loads and fails on its own.
 */
export function HomePage() {
  return (
    <>
      <RemoteArea id="marketing/HomeIntroSections" />
      <RemoteArea id="events/UpcomingEvents" variant="section" />
      <RemoteArea id="marketing/HomeCommunitySection" variant="section" />
    </>
  );
}

import type { RemoteModuleId } from 'shared-site/parts';

/**
 * Home (SPEC section 1): marketing sections, then the events remote's Upcoming Events, then the
 * community call to action. Pure data, so the route table can preload them before React loads.
 */
export const HOME_AREAS: { id: RemoteModuleId; variant: 'page' | 'section' }[] = [
  { id: 'marketing/HomeIntroSections', variant: 'page' },
  { id: 'events/UpcomingEvents', variant: 'section' },
  { id: 'marketing/HomeCommunitySection', variant: 'section' },
];

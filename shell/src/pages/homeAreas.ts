import type { RemoteModuleId } from 'site-config';

export interface HomeArea {
  id: RemoteModuleId;
  variant: 'page' | 'section';
  /** Below the fold: loaded when scrolled near, so the first screen does not wait for (or pay for) it. */
  loadWhen: 'at-once' | 'visible';
}

/**
 * Home (SPEC section 1): marketing sections, then the events remote's Upcoming Events, then the
 * community call to action. Pure data, so the route table can preload the first screen's areas
 * before React loads. Upcoming Events sits several screens down and needs the events remote and
 * supabase-js (about 80 kB gzip together), so it loads as it comes near the viewport.
 */
export const HOME_AREAS: HomeArea[] = [
  { id: 'marketing/HomeIntroSections', variant: 'page', loadWhen: 'at-once' },
  { id: 'events/UpcomingEvents', variant: 'section', loadWhen: 'visible' },
  { id: 'marketing/HomeCommunitySection', variant: 'section', loadWhen: 'at-once' },
];

import { isKnownTimeZone, zoneOffsetMinutes } from 'page-head/event';

/**
 * Time zones offered in the event form: the region's chapters, and Online/UTC. The database accepts
 * exactly these (public.is_event_time_zone; a test keeps the two lists equal). Only the form's lazy
 * chunk carries this file.
 */
export const EVENT_TIME_ZONES = [
  { zone: 'Asia/Singapore', label: 'Singapore' },
  { zone: 'Asia/Kuala_Lumpur', label: 'Kuala Lumpur' },
  { zone: 'Asia/Bangkok', label: 'Bangkok' },
  { zone: 'Asia/Jakarta', label: 'Jakarta' },
  { zone: 'Asia/Manila', label: 'Manila' },
  { zone: 'Asia/Ho_Chi_Minh', label: 'Ho Chi Minh City' },
  { zone: 'Australia/Perth', label: 'Perth' },
  { zone: 'Australia/Adelaide', label: 'Adelaide' },
  { zone: 'Australia/Brisbane', label: 'Brisbane' },
  { zone: 'Australia/Sydney', label: 'Sydney' },
  { zone: 'Australia/Melbourne', label: 'Melbourne' },
  { zone: 'Pacific/Auckland', label: 'Auckland' },
  { zone: 'UTC', label: 'Online/UTC' },
] as const;

/** The regional hub's zone (the footer's Singapore): the default when the organiser's own says nothing closer. */
const HUB_ZONE = 'Asia/Singapore';

/**
 * The zone a new event starts with: the organiser's own (their browser's) when the form offers it;
 * else the first offered zone whose clock reads the same as theirs today (Hong Kong: Singapore);
 * else the regional hub's. Never "local time": that is chosen on purpose.
 */
export function defaultEventTimeZone(browserZone: string, now: Date = new Date()): string {
  if (EVENT_TIME_ZONES.some(({ zone }) => zone === browserZone)) return browserZone;
  if (!isKnownTimeZone(browserZone)) return HUB_ZONE;
  const offset = zoneOffsetMinutes(browserZone, now.getTime());
  const sameClock = EVENT_TIME_ZONES.find(({ zone }) => zone !== 'UTC' && zoneOffsetMinutes(zone, now.getTime()) === offset);
  return sameClock?.zone ?? HUB_ZONE;
}

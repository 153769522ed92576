import { isKnownTimeZone, zoneOffsetMinutes } from 'page-head/event';
import { WORLD_TIME_ZONES } from './worldTimeZones';

/** One entry of the event form's time zone list. */
export interface TimeZoneChoice {
  /** IANA name; '' for "Local time" (the event has no zone). */
  zone: string;
  /** What the list and the field show: "Tokyo", "Los Angeles, United States". */
  label: string;
  /** Other words a search finds it by (its country, other cities on its clock). */
  keywords: string;
}

/**
 * The region's cities, first in the list (issue 56, item 1): the big cities members fly in from
 * (Tokyo, Seoul, Shanghai, Hong Kong, Taipei, Kolkata), then the chapters' (SPEC "Chapters"), then
 * Online/UTC. Every zone in the world list follows them.
 */
export const REGION_TIME_ZONES: readonly TimeZoneChoice[] = [
  { zone: 'Asia/Singapore', label: 'Singapore', keywords: 'SG' },
  { zone: 'Asia/Tokyo', label: 'Tokyo', keywords: 'Japan Osaka JP' },
  { zone: 'Asia/Seoul', label: 'Seoul', keywords: 'Korea Busan KR' },
  { zone: 'Asia/Shanghai', label: 'Shanghai', keywords: 'China Beijing Shenzhen Guangzhou CN' },
  { zone: 'Asia/Hong_Kong', label: 'Hong Kong', keywords: 'HK' },
  { zone: 'Asia/Taipei', label: 'Taipei', keywords: 'Taiwan TW' },
  { zone: 'Asia/Kolkata', label: 'Kolkata', keywords: 'India Mumbai Delhi Bengaluru Bangalore Chennai Hyderabad Calcutta IN' },
  { zone: 'Asia/Kuala_Lumpur', label: 'Kuala Lumpur', keywords: 'Malaysia MY' },
  { zone: 'Asia/Bangkok', label: 'Bangkok', keywords: 'Thailand TH' },
  { zone: 'Asia/Jakarta', label: 'Jakarta', keywords: 'Indonesia Bali ID' },
  { zone: 'Asia/Manila', label: 'Manila', keywords: 'Philippines Cebu Davao PH' },
  { zone: 'Asia/Ho_Chi_Minh', label: 'Ho Chi Minh City', keywords: 'Vietnam Saigon Hanoi VN' },
  { zone: 'Australia/Perth', label: 'Perth', keywords: 'Australia WA' },
  { zone: 'Australia/Adelaide', label: 'Adelaide', keywords: 'Australia SA' },
  { zone: 'Australia/Brisbane', label: 'Brisbane', keywords: 'Australia Queensland QLD' },
  { zone: 'Australia/Sydney', label: 'Sydney', keywords: 'Australia Canberra NSW' },
  { zone: 'Australia/Melbourne', label: 'Melbourne', keywords: 'Australia Victoria VIC' },
  { zone: 'Pacific/Auckland', label: 'Auckland', keywords: 'New Zealand Wellington NZ' },
  { zone: 'UTC', label: 'Online/UTC', keywords: 'UTC GMT Coordinated Universal Time' },
];

/** "Local time": the event has no zone, chosen on purpose (docs/decisions.md, "Times and zones"). */
const LOCAL_TIME_CHOICE: TimeZoneChoice = { zone: '', label: 'Local time (as written, wherever it takes place)', keywords: 'none floating' };

/** "America/Argentina/Buenos_Aires" -> "Buenos Aires". */
const cityOf = (zone: string) => zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');

let world: TimeZoneChoice[] | null = null;

/**
 * Every zone of the world list after the region's, labelled "City, Country" with the country's
 * English name from the platform (Intl.DisplayNames), the code alone where it has none.
 */
function worldChoices(): TimeZoneChoice[] {
  if (world) return world;
  const inRegion = new Set(REGION_TIME_ZONES.map(({ zone }) => zone));
  let countries: Intl.DisplayNames | null = null;
  try {
    countries = new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    countries = null;
  }
  world = WORLD_TIME_ZONES.flatMap((entry) => {
    const [code = '', zone = ''] = entry.split(' ');
    if (inRegion.has(zone)) return [];
    const country = countries?.of(code) ?? code;
    return [{ zone, label: `${cityOf(zone)}, ${country}`, keywords: `${zone} ${code}` }];
  }).sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return world;
}

/** The whole list as the form offers it: the region's cities, "Local time", then the world's zones A to Z. */
export function timeZoneChoices(): TimeZoneChoice[] {
  return [...REGION_TIME_ZONES, LOCAL_TIME_CHOICE, ...worldChoices()];
}

/** Lower case, without accents: "São Paulo" is found by "sao paulo". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The choices whose label, zone or keywords hold every word typed, in the list's order. */
export function filterTimeZoneChoices(choices: readonly TimeZoneChoice[], query: string): TimeZoneChoice[] {
  const words = folded(query).split(/[\s,/]+/).filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((choice) => {
    const text = folded(`${choice.label} ${choice.zone.replace(/_/g, ' ')} ${choice.keywords}`);
    return words.every((word) => text.includes(word));
  });
}

/** The runtime's own name for a zone ("Asia/Kolkata" is "Asia/Calcutta" in Chromium and Node), or null for one it does not know. */
function runtimeName(zone: string): string | null {
  if (!isKnownTimeZone(zone)) return null;
  return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
}

/**
 * The list's entry for a stored or reported zone: itself, or the entry the runtime takes for the
 * same zone (a browser in India reports "Asia/Calcutta", the list says "Asia/Kolkata"); null when
 * the list has none.
 */
export function findTimeZoneChoice(zone: string): TimeZoneChoice | null {
  const choices = timeZoneChoices();
  const exact = choices.find((choice) => choice.zone === zone);
  if (exact) return exact;
  const name = runtimeName(zone);
  if (!name) return null;
  return choices.find((choice) => choice.zone !== '' && runtimeName(choice.zone) === name) ?? null;
}

/** The regional hub's zone (the footer's Singapore): the default when the organiser's own says nothing closer. */
const HUB_ZONE = 'Asia/Singapore';

/**
 * The zone a new event starts with: the organiser's own (their browser's; Tokyo's organiser gets
 * Tokyo), as the list names it; else, for a zone the list lacks, a region city whose clock reads the
 * same as theirs today; else the regional hub's. Never "local time": that is chosen on purpose.
 */
export function defaultEventTimeZone(browserZone: string, now: Date = new Date()): string {
  const own = findTimeZoneChoice(browserZone);
  if (own && own.zone !== '') return own.zone;
  if (!isKnownTimeZone(browserZone)) return HUB_ZONE;
  const offset = zoneOffsetMinutes(browserZone, now.getTime());
  const sameClock = REGION_TIME_ZONES.find(({ zone }) => zone !== 'UTC' && zoneOffsetMinutes(zone, now.getTime()) === offset);
  return sameClock?.zone ?? HUB_ZONE;
}

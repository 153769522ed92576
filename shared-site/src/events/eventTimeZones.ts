/**
 * The abbreviations people in the region use, by UTC offset in minutes. Intl only knows
 * "GMT+8" for most of these zones, so the few the form offers (`eventTimeZoneChoices.ts`) are
 * named here.
 */
const ABBREVIATIONS: Record<string, Record<number, string>> = {
  'Asia/Singapore': { 480: 'SGT' },
  'Asia/Kuala_Lumpur': { 480: 'MYT' },
  'Asia/Bangkok': { 420: 'ICT' },
  'Asia/Jakarta': { 420: 'WIB' },
  'Asia/Manila': { 480: 'PHT' },
  'Asia/Ho_Chi_Minh': { 420: 'ICT' },
  'Australia/Perth': { 480: 'AWST' },
  'Australia/Adelaide': { 570: 'ACST', 630: 'ACDT' },
  'Australia/Brisbane': { 600: 'AEST' },
  'Australia/Sydney': { 600: 'AEST', 660: 'AEDT' },
  'Australia/Melbourne': { 600: 'AEST', 660: 'AEDT' },
  'Pacific/Auckland': { 720: 'NZST', 780: 'NZDT' },
  UTC: { 0: 'UTC' },
};

/** Short name of a zone at an instant: "SGT", "AEDT", else what Intl says ("GMT+9"). */
export function timeZoneAbbreviation(zone: string, offsetMinutes: number, instant: Date): string {
  const known = ABBREVIATIONS[zone]?.[offsetMinutes];
  if (known) return known;
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

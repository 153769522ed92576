/**
 * Time zones offered in the event form: the region's chapters, and Online/UTC. Apart from the
 * abbreviations every event time needs (`eventTimeZones.ts`): only the form's lazy chunk carries it.
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

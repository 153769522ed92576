import { EVENT_CATEGORIES, type EventCategory, type EventRow } from 'shared-data';

export interface CategoryColors {
  /** Text and dot colour (at least 4.5:1 on `background` and on white). */
  foreground: string;
  background: string;
}

/** One colour pair per category, for badges, calendar chips and the legend. */
export const CATEGORY_COLORS: Record<EventCategory, CategoryColors> = {
  Summit: { foreground: '#7A2E0E', background: '#FDEBDD' },
  'Fireside Chat': { foreground: '#8A1C1C', background: '#FDE2E2' },
  Conference: { foreground: '#1E3A8A', background: '#DBE6FE' },
  Workshop: { foreground: '#14532D', background: '#DCFCE7' },
  Networking: { foreground: '#6B21A8', background: '#F3E8FF' },
  Webinar: { foreground: '#0E5A6B', background: '#D9F3F7' },
  Panel: { foreground: '#713F12', background: '#FEF3C7' },
  Other: { foreground: '#374151', background: '#E5E7EB' },
  AI: { foreground: '#3730A3', background: '#E0E7FF' },
  'Health & Wellbeing': { foreground: '#9D174D', background: '#FCE7F3' },
};

/** The category an event shows as: an event with no category or an unknown one is Other (SPEC 3). */
export function displayCategory(event: Pick<EventRow, 'category'>): EventCategory {
  const category = event.category as string | null;
  return category && (EVENT_CATEGORIES as readonly string[]).includes(category) ? (category as EventCategory) : 'Other';
}

export function eventCategoryColors(event: Pick<EventRow, 'category'>): CategoryColors {
  return CATEGORY_COLORS[displayCategory(event)];
}

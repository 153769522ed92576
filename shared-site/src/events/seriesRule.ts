import { format, getDate, parseISO } from 'date-fns';

/** How an event repeats, as the form offers it. */
export type Repeat = 'never' | 'weekly' | 'biweekly' | 'monthly-weekday' | 'monthly-day';
export type SeriesEnd = { kind: 'count'; count: number } | { kind: 'until'; until: string };

/** At most this many occurrences (the database caps a series there too). */
export const MAX_OCCURRENCES = 52;

const DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const ORDINALS = ['1st', '2nd', '3rd', '4th'] as const;
const ORDINAL_WORDS: Record<string, string> = { '1': 'first', '2': 'second', '3': 'third', '4': 'fourth', '-1': 'last' };
const DAY_NAMES: Record<string, string> = { SU: 'Sunday', MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday' };

/** Which of its weekday a day is in its month: 1-4, or -1 for a 5th (always the month's last). */
function weekdayPosition(day: Date): number {
  const nth = Math.ceil(getDate(day) / 7);
  return nth >= 5 ? -1 : nth;
}

/** The choices for a first event on `date` (YYYY-MM-DD): "Weekly on Tuesday", "Monthly on the 2nd Tuesday"... */
export function repeatChoices(date: string): { value: Repeat; label: string }[] {
  if (!date) return [{ value: 'never', label: 'Does not repeat' }];
  const day = parseISO(date);
  const weekday = format(day, 'EEEE');
  const nth = weekdayPosition(day);
  return [
    { value: 'never', label: 'Does not repeat' },
    { value: 'weekly', label: `Weekly on ${weekday}` },
    { value: 'biweekly', label: `Every 2 weeks on ${weekday}` },
    { value: 'monthly-weekday', label: `Monthly on the ${nth === -1 ? 'last' : ORDINALS[nth - 1]} ${weekday}` },
    { value: 'monthly-day', label: `Monthly on day ${getDate(day)}` },
  ];
}

/** The RFC 5545 rule of a choice for a first event on `date`, or null for "Does not repeat". */
export function seriesRule(date: string, repeat: Repeat, end: SeriesEnd): string | null {
  if (repeat === 'never' || !date) return null;
  const day = parseISO(date);
  const frequency =
    repeat === 'weekly'
      ? 'FREQ=WEEKLY;INTERVAL=1'
      : repeat === 'biweekly'
        ? 'FREQ=WEEKLY;INTERVAL=2'
        : repeat === 'monthly-day'
          ? `FREQ=MONTHLY;BYMONTHDAY=${getDate(day)}`
          : `FREQ=MONTHLY;BYDAY=${weekdayPosition(day)}${DAYS[day.getDay()]}`;
  const ending = end.kind === 'count' ? `COUNT=${Math.min(Math.max(2, Math.round(end.count)), MAX_OCCURRENCES)}` : `UNTIL=${end.until.replaceAll('-', '')}`;
  return `${frequency};${ending}`;
}

/** A rule as the event page says it: "Every week, 10 times", "Monthly on the last Friday, until March 28, 2031". */
export function describeRule(rrule: string): string {
  const get = (name: string) => new RegExp(`${name}=([^;]+)`).exec(rrule)?.[1];
  const byDay = get('BYDAY');
  const what =
    get('FREQ') === 'WEEKLY'
      ? get('INTERVAL') === '2'
        ? 'Every 2 weeks'
        : 'Every week'
      : byDay
        ? `Monthly on the ${ORDINAL_WORDS[byDay.slice(0, -2)] ?? byDay.slice(0, -2)} ${DAY_NAMES[byDay.slice(-2)] ?? byDay.slice(-2)}`
        : `Monthly on day ${get('BYMONTHDAY')}`;
  const count = get('COUNT');
  const until = get('UNTIL');
  if (count) return `${what}, ${count} times`;
  if (until) return `${what}, until ${format(parseISO(`${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}`), 'MMMM d, yyyy')}`;
  return what;
}

import { format, parseISO } from 'date-fns';

/** "2024-12-10" → "December 10, 2024". */
export function formatLastModified(isoDay: string): string {
  return format(parseISO(isoDay), 'MMMM d, yyyy');
}

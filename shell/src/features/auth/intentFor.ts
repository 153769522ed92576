import { safeReturnPath } from 'shared-auth/return-path';
import { paths } from 'site-config';
import { DEFAULT_INTENT } from './defaultIntent';

/** What a visitor came to /auth to do, from the page they came from (`?next=`), before the title of an event is known. */
export function intentFor(next: string | null): { text: string; eventId?: string } {
  const path = safeReturnPath(next);
  if (!path) return { text: DEFAULT_INTENT };
  const eventId = /^\/events\/([0-9a-f-]{36})$/i.exec(path)?.[1];
  if (eventId) return { text: 'Sign in to RSVP to this event.', eventId };
  const base = path.split(/[?#]/)[0];
  if (base === paths.events) return { text: 'Sign in to add events to the calendar.' };
  if (base === paths.account) return { text: 'Sign in to see your account.' };
  if (base === paths.admin) return { text: 'Sign in to the admin area.' };
  return { text: 'Sign in to go on where you were.' };
}

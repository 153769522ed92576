import { useEffect, useState } from 'react';
import { safeReturnPath } from 'shared-auth';
import { emailLinkCalls } from 'shared-data';
import { paths } from 'site-config';

export const DEFAULT_INTENT = 'Sign in to add and manage events, or create an account.';

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

/**
 * The intent as `/auth`'s hero says it ("Sign in to RSVP to <event title>" when the visitor came
 * from an event's "Sign in to RSVP"). Worked out after the first render: the prerendered page and the
 * first render are the same, whatever the address's `?next=`.
 */
export function useSignInIntent(next: string | null): string {
  const [text, setText] = useState(DEFAULT_INTENT);
  useEffect(() => {
    const intent = intentFor(next);
    setText(intent.text);
    if (!intent.eventId) return;
    let isCurrent = true;
    void emailLinkCalls()
      .then((calls) => calls.getEventTitle(intent.eventId!))
      .then((title) => {
        if (isCurrent && title) setText(`Sign in to RSVP to ${title}`);
      });
    return () => {
      isCurrent = false;
    };
  }, [next]);
  return text;
}

import { useEffect, useState } from 'react';
import { emailLinkCalls } from 'shared-data';
import { DEFAULT_INTENT } from './defaultIntent';


/**
 * What /auth's hero says the visitor came to do ("Sign in to RSVP to <event title>" when they came
 * from an event's "Sign in to RSVP"; intentFor.ts, loaded only then). Worked out after the first
 * render: the prerendered page and the first render are the same, whatever the address's `?next=`.
 */
export function useSignInIntent(next: string | null): string {
  const [text, setText] = useState(DEFAULT_INTENT);
  useEffect(() => {
    setText(DEFAULT_INTENT);
    if (!next) return;
    let isCurrent = true;
    void import('./intentFor').then(async ({ intentFor }) => {
      const intent = intentFor(next);
      if (!isCurrent) return;
      setText(intent.text);
      if (!intent.eventId) return;
      const title = await (await emailLinkCalls()).getEventTitle(intent.eventId);
      if (isCurrent && title) setText(`Sign in to RSVP to ${title}`);
    });
    return () => {
      isCurrent = false;
    };
  }, [next]);
  return text;
}

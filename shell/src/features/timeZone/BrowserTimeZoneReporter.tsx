import { useEffect } from 'react';
import { useAuth } from 'shared-auth';
import { timeZoneCalls } from 'shared-data';

/** Members already told about this page: once per member and page load. */
const reported = new Set<string>();

/**
 * For a signed-in member, once the page has settled (nothing on the first screen waits for it; the
 * code is fetched only for a signed-in member): the browser's zone goes to the database when it
 * differs from the stored one, so the emails can give an event's time in the member's own zone
 * when they chose none on /account (issue 56). Renders nothing; a failure is only logged (the
 * emails then use the zone known before).
 */
export function BrowserTimeZoneReporter() {
  const userId = useAuth().user?.id;
  useEffect(() => {
    if (!userId || reported.has(userId)) return;
    reported.add(userId);
    let zone: string | undefined;
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      return;
    }
    if (!zone) return;
    const browserZone = zone;
    void timeZoneCalls()
      .then(({ reportBrowserTimeZone }) => reportBrowserTimeZone(userId, browserZone))
      .catch((error: unknown) => console.warn('Could not save the browser time zone', error));
  }, [userId]);
  return null;
}

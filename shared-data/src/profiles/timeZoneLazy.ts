/**
 * The browser's zone reported for a signed-in member's emails (`reportBrowserTimeZone`): its code
 * is fetched only for a signed-in member, so a visitor's first load carries none of it (shared-data
 * is one federation singleton, which every page loads whole).
 */
export const timeZoneCalls = () => import('./report-browser-time-zone');

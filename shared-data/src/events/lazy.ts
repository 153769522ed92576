/**
 * Calls only the event page and the list view make (RSVPs, attendees, the organiser, search): their
 * code is fetched with the first of them. shared-data is one federation singleton, which every page
 * that reads data loads whole, so what few pages use stays out of it.
 */
export const eventPageCalls = () => import('./eventPageCalls');

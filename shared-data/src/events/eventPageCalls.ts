// The calls of the event page and the list view, loaded on demand (lazy.ts).
export { getMyRsvp } from './get-my-rsvp';
export { getOrganiserName } from './get-organiser-name';
export { getEventJoinLink } from './get-event-join-link';
export { listAttendees } from './list-attendees';
export { searchEvents, listEventPlaces } from './search-events';
export { createEventSeries, getEventSeries, updateEventSeries, deleteEventSeries } from './event-series';

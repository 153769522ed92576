// Public surface of shared-site: site-wide composites used by more than one part (route names,
// site links, the newsletter form, the event form and card, the remotes' standalone dev page).
export { EventCard, type EventCardProps } from './events/EventCard';
export { EventFormDialog, toEventInput, type EventFormDialogProps } from './events/EventFormDialog';
export { DeleteEventDialog, DELETE_EVENT_CONFIRMATION, type DeleteEventDialogProps } from './events/DeleteEventDialog';
export { CATEGORY_COLORS, displayCategory, eventCategoryColors, type CategoryColors } from './events/eventCategories';
export { EVENT_TIME_ZONES, timeZoneAbbreviation } from './events/eventTimeZones';
export { formatEventTime, eventStartInstant, eventStartIso, viewerTimeZone, type EventTimeLabel } from './events/formatEventTime';
export { renderStandaloneRemote, type StandaloneRoute } from './standalone/renderStandaloneRemote';

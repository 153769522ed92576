// Public surface of shared-site: site-wide composites used by more than one part (route names,
// site links, the newsletter form, the event form and card, the remotes' standalone dev page).
export { EventCard, type EventCardProps } from './events/EventCard';
export { EventManageButtons, type EventManageButtonsProps } from './events/EventManageButtons';
export { LazyCancelEventDialog, LazyEventFormDialog, LazyDeleteEventDialog, preloadEventDialogs } from './events/lazyEventDialogs';
export type { EventFormDialogProps, EventSubmitOptions } from './events/EventFormDialog';
export { describeRule } from './events/seriesRule';
export type { DeleteEventDialogProps } from './events/DeleteEventDialog';
export { CATEGORY_COLORS, displayCategory, eventCategoryColors, type CategoryColors } from './events/eventCategories';
export { EventCategorySelect, type EventCategorySelectProps } from './events/EventCategorySelect';
export { useEventMutations, type EventChange, type UseEventMutationsOptions } from './events/useEventMutations';
export { useLoadFailureToast } from './events/useLoadFailureToast';
export { eventEndsAt, formatEventEnd, formatEventTime, type EventTimeLabel } from './events/formatEventTime';
export { renderStandaloneRemote } from './standalone/renderStandaloneRemote';
export { DataTable, type DataColumn } from './table/DataTable';
export { useSignInProviders } from './auth/useSignInProviders';
export { type SignInProvider } from './auth/signInProviders';
export { NewsletterForm, type NewsletterFormProps } from './newsletter/NewsletterForm';
export { ShareButtons, type ShareButtonsProps } from './share/ShareButtons';
export { pageUrl } from './share/pageUrl';
export { NotFoundPanel, type NotFoundPanelProps } from './pages/NotFoundPanel';
export { applyHeadTags } from './head/headTags';
export { usePageHead } from './head/usePageHead';
export { type CsvColumn } from './csv/toCsv';
export { useCsvExport, type CsvExport } from './csv/useCsvExport';
export {
  CONTACT_EMAIL,
  EO_GLOBAL_URL,
  MEMBER_HUB_URL,
  MEMBERSHIP_EMAIL,
  MEMBERSHIP_ENQUIRY_HREF,
  PARTNERSHIPS_EMAIL,
  SOCIAL_LINKS,
  mailtoHref,
} from './links/siteLinks';

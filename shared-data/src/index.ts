// Public surface of shared-data: config, the one supabase client, and typed repositories.
export { loadAppConfig, getAppConfig, setAppConfig, parseAppConfig, type AppConfig } from './config/appConfig';
export { getSupabase, preloadClient, hasAuthRedirectAnswer, type AppSupabaseClient } from './client/supabaseClient';
export { DataError } from './client/dataError';
export {
  EVENT_CATEGORIES,
  EVENT_FORM_CATEGORIES,
  type EventCategory,
  type EventRow,
  type EventInput,
  type ProfileRow,
  type ProfileRole,
  type NewsletterSubscriberRow,
  type RsvpStatus,
  type Json,
  type Database,
} from './client/database';
export { type DayRange } from './events/list-events-in-range';
export { type UpcomingEventsQuery, type EventListPage } from './events/list-upcoming-events';
export { createEvent } from './events/create-event';
export { updateEvent } from './events/update-event';
export { deleteEvent } from './events/delete-event';
export { type EventChange } from './events/subscribe-event-changes';
export { type EventAttendee } from './events/list-attendees';
export { type EventSearchQuery, type EventPlace } from './events/search-events';
export { getProfileRole } from './profiles/get-profile-role';
export { timeZoneCalls } from './profiles/timeZoneLazy';
export { getAuthSettings, type AuthSettings } from './auth/get-auth-settings';
export { useAuthSettings } from './auth/queries';
export { followSession } from './auth/follow-session';
export { signInWithPassword } from './auth/sign-in-with-password';
export { signUpWithPassword, type SignUpInput } from './auth/sign-up-with-password';
export { signOut } from './auth/sign-out';
export { emailLinkCalls } from './auth/emailLinkLazy';
export type { EmailLinkType } from './auth/verify-email-link';
export { getProviderSignInUrl } from './auth/get-provider-sign-in-url';
export { subscribeToNewsletter } from './newsletter/subscribe-newsletter';
export type { SubscriberCounts, SubscriberListRow, SubscribersFilter, SubscribersPage, SubscribersQuery, SubscriberSort, SubscriberState } from './admin/list-subscribers';
export { type DashboardStats } from './admin/get-dashboard-stats';
export type { MemberSort, MembersPage, MembersQuery } from './admin/list-members';
export { type AdminEvent, type AdminEventsPage, type AdminEventsQuery, type EventTimeFilter } from './admin/list-admin-events';
export { IMAGE_PAGE_KEYS, type ImagePageKey, type PageImage } from './imagegen/imagePages';
export { generatePageImage, type GeneratePageImageInput } from './imagegen/generate-page-image';
export { type PageImagesSummary } from './imagegen/list-latest-page-images';
// The data primitive: one query cache, and a keys module and query hooks per resource.
export { queryCache, type QueryKey, type QueryState, type QueryStatus, type PrerenderedQuery } from './query/queryCache';
export { useQuery, type QueryResult, type UseQueryOptions } from './query/useQuery';
export { eventPageCalls } from './events/lazy';
export { type Page } from './client/paging';
export { eventKeys } from './events/keys';
export {
  useUpcomingEvents,
  useEventsInRange,
  useEvent,
  liveEvents,
  updateCachedRanges,
  invalidateEvents,
} from './events/queries';
export { useAdminEvents, useDashboardStats, useMembers, useSubscriberCounts, useSubscribers, invalidateAdminData, listAllAdminEvents } from './admin/queries';
export { setMemberRole } from './admin/set-member-role';
export { useImageServiceStatus, useLatestPageImages, invalidatePageImages } from './imagegen/queries';

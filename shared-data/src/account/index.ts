/**
 * `shared-data/account`: the signed-in member's own reads and writes (/account). A subpath entry, not
 * part of the singleton, so only the page that shows them carries them; everything here reaches the
 * singleton (the one client, the one query cache) through `'shared-data'`.
 */
export {
  changePassword,
  deleteAccount,
  saveNotificationPreferences,
  subscribeMyNewsletter,
  unsubscribeMyNewsletter,
  updateFullName,
  type MyCalendarFeed,
  type MyEvent,
  type MyProfile,
  type MyRsvp,
  type NewsletterStatus,
  type NotificationPreferences,
  type MyNotificationSettings,
} from './calls';
export { invalidateAccount, rotateCalendarFeed, useMyCalendarFeed, useMyEvents, useMyNewsletterStatus, useMyNotificationPreferences, useMyProfile, useMyRsvps } from './queries';

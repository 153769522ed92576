/**
 * The names the app uses for database types. Everything here derives from the generated
 * `database.types.ts` (`pnpm db:types`, from supabase/migrations): nothing is restated by hand.
 */
import { Constants, type Database, type Json, type Tables, type TablesInsert } from './database.types';

export type { Database, Json };

export type EventCategory = Database['public']['Enums']['event_category'];
/** The ten categories, in the database enum's order (legend and colours). */
export const EVENT_CATEGORIES: readonly EventCategory[] = Constants.public.Enums.event_category;
/** The eight categories offered in the event form (SPEC section 3): the enum's first eight. */
export const EVENT_FORM_CATEGORIES: readonly EventCategory[] = EVENT_CATEGORIES.slice(0, 8);

/**
 * An event as the API roles may read it: every column but `online_url`, which the database keeps
 * from them (a column grant; `getEventJoinLink` asks for it). Calls name these columns, since
 * PostgREST refuses `select=*` on a table whose columns are not all readable.
 */
export type EventRow = Omit<Tables<'events'>, 'online_url'>;
export { EVENT_COLUMNS } from './eventColumns';
export type EventInput = TablesInsert<'events'>;

/** profiles.role is checked by the database to be one of these. */
export type ProfileRole = 'user' | 'organiser' | 'admin';
export type ProfileRow = Omit<Tables<'profiles'>, 'role' | 'updated_at'> & { role: ProfileRole };

/**
 * event_rsvps.status is checked by the database to be one of these: 'pending' and 'declined' only
 * for events that require approval (events.requires_approval).
 */
export type RsvpStatus = 'going' | 'waitlist' | 'pending' | 'declined';

export type NewsletterSubscriberRow = Tables<'newsletter_subscribers'>;

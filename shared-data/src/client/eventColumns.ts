/**
 * The columns of `EventRow` (database.ts), as a PostgREST `select`: every column of an event but the
 * join link, which the database keeps from the API roles (supabase/migrations/
 * 20261130700000_join_link_for_those_going.sql); PostgREST refuses `select=*` on such a table. Also
 * the list the local backend's tests and benches read events with (`shared-data/event-columns`).
 * events-repository.test.ts holds it equal to the table's columns, join-link.test.ts to the grants.
 */
export const EVENT_COLUMNS =
  'id,title,description,date,time,location,category,image_url,created_by,created_at,updated_at,timezone,end_date,end_time,capacity,going_count,waitlist_count,series_id,sequence,series_date,cancelled_at,cancellation_reason,requires_approval,guest_list_visible,has_online_link';

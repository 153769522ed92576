/**
 * Every column of an event the API roles may read: all but the join link, which `event_join_link`
 * answers to those going (supabase/migrations/20261130700000_join_link_for_those_going.sql).
 * PostgREST refuses `select=*` on a table with a column the role may not read, so the tests and the
 * benches name these, as the app does (shared-data's EVENT_COLUMNS; join-link.test.ts holds the
 * grants to this list).
 */
export const EVENT_READ =
  'id,title,description,date,time,location,category,image_url,created_by,created_at,updated_at,timezone,end_date,end_time,capacity,going_count,waitlist_count,series_id,sequence,series_date,cancelled_at,cancellation_reason,requires_approval,guest_list_visible,has_online_link';

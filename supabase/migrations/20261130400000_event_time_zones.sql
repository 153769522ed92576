-- Issue 43, item 2: every event time names its zone (docs/decisions.md, "Times and zones").
--
--   1. An online event has a zone: people join it from everywhere, so "7:30 AM" alone cannot be
--      read across the region (events_online_needs_zone). Online means a join link, or "Online" as
--      its place. The event form starts with the organiser's own zone and says so before saving.
--   2. The events already stored without a zone ("Not specified" in the old form):
--      - rows nobody created through the site (created_by is null: the seed, imports by the
--        service role) get their chapter's zone, read from their place, else the regional hub's
--        (Singapore): they were written for the region's calendar, not by an organiser elsewhere;
--      - a member's online event gets its organiser's own zone (the one their browser saved with
--        their notification preferences) when it is one the form offers, else its place's, else
--        the hub's: the constraint of 1 needs one, and the organiser's is the likeliest they meant;
--      - every other member's event keeps no zone, which now reads "local time" everywhere (as
--        written, wherever it takes place), the floating time of RFC 5545 it always was in the
--        calendar files: nobody can tell which zone its organiser meant.
--      Filling in a zone sends nobody "The event changed" and raises no invite SEQUENCE: the
--      organiser changed nothing, the page now says what was meant.

-- The zone of a place the site's chapters are in, from its name; null when the name says none.
create function private.chapter_time_zone(place text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when place ~* 'singapore' then 'Asia/Singapore'
    when place ~* 'kuala lumpur|malaysia' then 'Asia/Kuala_Lumpur'
    when place ~* 'bangkok|thailand' then 'Asia/Bangkok'
    when place ~* 'jakarta|indonesia' then 'Asia/Jakarta'
    when place ~* 'manila|philippines' then 'Asia/Manila'
    when place ~* 'ho chi minh|saigon|vietnam' then 'Asia/Ho_Chi_Minh'
    when place ~* 'perth' then 'Australia/Perth'
    when place ~* 'adelaide' then 'Australia/Adelaide'
    when place ~* 'brisbane|queensland' then 'Australia/Brisbane'
    when place ~* 'melbourne' then 'Australia/Melbourne'
    when place ~* 'sydney' then 'Australia/Sydney'
    when place ~* 'auckland|new zealand' then 'Pacific/Auckland'
  end;
$$;

revoke all on function private.chapter_time_zone(text) from public;

-- 2. The rows stored without a zone, before the rule of 1 holds for them. The notices' triggers
-- are off for these two statements only (see above); the audit log's and updated_at's stay on.
alter table public.events disable trigger events_raise_sequence;
alter table public.events disable trigger events_notify_changed;

update public.events
   set timezone = coalesce(private.chapter_time_zone(location), 'Asia/Singapore')
 where timezone is null and created_by is null;

update public.events e
   set timezone = coalesce(
         (select n.time_zone from public.notification_preferences n
           where n.user_id = e.created_by and n.time_zone is not null and public.is_event_time_zone(n.time_zone)),
         private.chapter_time_zone(e.location),
         'Asia/Singapore')
 where e.timezone is null and (e.online_url is not null or lower(btrim(coalesce(e.location, ''))) = 'online');

alter table public.events enable trigger events_raise_sequence;
alter table public.events enable trigger events_notify_changed;

-- 1. From now on the database refuses an online event without a zone, whoever writes it. Online
-- means what page-head/src/event.ts isOnlineEvent says: a join link, or "Online" as the place.
alter table public.events
  add constraint events_online_needs_zone
  check (timezone is not null or (online_url is null and lower(btrim(coalesce(location, ''))) <> 'online'));

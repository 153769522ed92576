-- Issue 25, item 4: an end (time, or a later day for multi-day events) and an online join link.
--
-- end_date: the last day of a multi-day event (null: it ends on its start day).
-- end_time: when it ends, on end_date or else on the start day; only with a start time.
-- online_url: where to join online (https only, as every image link is checked).

alter table public.events
  add column end_date date,
  add column end_time time,
  add column online_url text;

alter table public.events
  add constraint events_end_date_after_start check (end_date is null or end_date >= date),
  add constraint events_end_time_needs_start check (end_time is null or time is not null),
  add constraint events_end_after_start check (
    end_time is null or time is null or coalesce(end_date, date) > date or end_time > time
  ),
  add constraint events_online_url_https check (
    online_url is null or (online_url ~* '^https://[^\s/?#]+[^\s]*$' and char_length(online_url) <= 2048)
  );

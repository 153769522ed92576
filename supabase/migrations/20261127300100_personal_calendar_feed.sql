-- Issue 35, item 7: "My calendar", a secret calendar feed per member of the events they are going to.
--
-- The feed's address holds a token: 64 hex digits from two gen_random_uuid() (244 random bits from
-- the server's strong random source), so nobody derives one member's token from anything else (not
-- the member's id, email, or their own token). It is stored as it is, because /account shows the
-- address again on every visit; only its member reads it (RLS), and nobody writes it but the
-- functions below. Rotating replaces it in one statement: the old address answers 404 at once.
-- The events-ics function (public, no JWT) reads a feed through public.calendar_feed(token), which
-- answers the events' public columns only, never who else is going or anyone's email.

create table public.calendar_feeds (
  user_id uuid primary key references auth.users (id) on delete cascade,
  token text not null unique constraint calendar_feeds_token_format check (token ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  rotated_at timestamptz
);

comment on table public.calendar_feeds is
  'Each member''s secret calendar feed token (events-ics?token=...). Read by its member only; written by my_calendar_feed_token() and rotate_calendar_feed_token().';

alter table public.calendar_feeds enable row level security;
revoke all on public.calendar_feeds from anon, authenticated;
grant select on public.calendar_feeds to authenticated;
grant all on public.calendar_feeds to service_role;

create policy "calendar feeds: members read their own"
  on public.calendar_feeds for select to authenticated
  using (user_id = (select auth.uid()));

create function private.new_calendar_feed_token() returns text
language sql
volatile
set search_path = ''
as $$
  select replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
$$;

revoke all on function private.new_calendar_feed_token() from public, anon, authenticated;

-- The signed-in member's token, made on first use.
create function public.my_calendar_feed_token() returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  feed_token text;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'Sign in to see your calendar feed.';
  end if;
  insert into public.calendar_feeds (user_id, token) values (caller, private.new_calendar_feed_token())
    on conflict (user_id) do nothing;
  select f.token into feed_token from public.calendar_feeds f where f.user_id = caller;
  return feed_token;
end;
$$;

revoke all on function public.my_calendar_feed_token() from public, anon;
grant execute on function public.my_calendar_feed_token() to authenticated;

-- A new token for the signed-in member; the old one stops working at once. Returns the new one.
create function public.rotate_calendar_feed_token() returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  feed_token text := private.new_calendar_feed_token();
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'Sign in to change your calendar feed.';
  end if;
  insert into public.calendar_feeds (user_id, token) values (caller, feed_token)
    on conflict (user_id) do update set token = excluded.token, rotated_at = now();
  return feed_token;
end;
$$;

revoke all on function public.rotate_calendar_feed_token() from public, anon;
grant execute on function public.rotate_calendar_feed_token() to authenticated;

-- What the feed of `feed_token` lists, for events-ics (which calls it as anon): null for a token no
-- member holds (the function answers 404), else the events the member is going to from 30 days ago
-- on (UTC days, as the public feed), at most 1,000, soonest first, with the rules of their series.
-- Only the columns the public feed writes: no attendee, no email, no online link.
create function public.calendar_feed(feed_token text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  member uuid;
  from_day date := (now() at time zone 'utc')::date - 30;
  listed jsonb;
begin
  if feed_token is null or feed_token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select f.user_id into member from public.calendar_feeds f where f.token = feed_token;
  if member is null then
    return null;
  end if;
  select coalesce(jsonb_agg(to_jsonb(picked) order by picked.date, picked.time nulls first, picked.id), '[]'::jsonb)
    into listed
    from (
      select e.id, e.title, e.description, e.date, e.time, e.end_date, e.end_time, e.location, e.category,
             e.timezone, e.updated_at, e.series_id, e.series_date
        from public.events e
        join public.event_rsvps r on r.event_id = e.id
       where r.user_id = member and r.status = 'going' and e.date >= from_day
       order by e.date, e.time nulls first, e.id
       limit 1000
    ) as picked;
  return jsonb_build_object(
    'events', listed,
    'series', coalesce((
      select jsonb_agg(jsonb_build_object('id', s.id, 'rrule', s.rrule))
        from public.event_series s
       where s.id in (select (item ->> 'series_id')::uuid from jsonb_array_elements(listed) as item)
    ), '[]'::jsonb)
  );
end;
$$;

revoke all on function public.calendar_feed(text) from public;
grant execute on function public.calendar_feed(text) to anon, authenticated;

-- Issue 25, item 5: finding an event. The site searches titles, places and descriptions with
-- PostgREST's full-text filters (`wfts(english)` on each column, joined by `or`); PostgREST reads a
-- text column with to_tsvector(language, column), so one expression index per column serves them.

create index events_title_search_idx on public.events using gin (to_tsvector('english'::regconfig, title));
create index events_location_search_idx on public.events using gin (to_tsvector('english'::regconfig, location));
create index events_description_search_idx on public.events using gin (to_tsvector('english'::regconfig, description));

-- The places events are held in, for the place filter: the last part of each stored location
-- ("Marina Bay Sands, Singapore" is in Singapore), with how many events from `from_day` on are
-- there (all of them, past ones included, when `include_past`). Readable by everyone, as events are.
create function public.event_places(from_day date default current_date, include_past boolean default false)
returns table (place text, events bigint)
language sql
stable
set search_path = ''
as $$
  select place, count(*) as events
    from (
      select nullif(btrim(regexp_replace(e.location, '^.*,', '')), '') as place
        from public.events e
       where e.location is not null
         and (include_past or coalesce(e.end_date, e.date) >= from_day)
    ) places
   where place is not null
   group by place
   order by count(*) desc, place
   limit 100
$$;

revoke all on function public.event_places(date, boolean) from public;
grant execute on function public.event_places(date, boolean) to anon, authenticated, service_role;

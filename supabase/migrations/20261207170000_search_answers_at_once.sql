-- Issue 56, item 14: search that answers at once. Over 20,000 events search_events() took p95
-- 330 ms on PostgreSQL and 626 ms on PGlite, and a person typing waits on every key. What the plans
-- showed (EXPLAIN ANALYZE of each kind of word `pnpm bench --only search` times, both engines):
--
--   - the time went into functions computed per row at query time, not into finding rows: every
--     row a trigram index offers is rechecked, and the recheck folds (unaccent) and parses
--     (to_tsvector) the title, place and description again; the score does it once more for the
--     title. A word in one event of nine (3,800 upcoming rows) cost 500 ms, its index lookups 25;
--   - a word of 1 or 2 characters (東京, 创业) has no trigram: it folded the three columns of
--     every upcoming row (17,000 rows, 51,000 unaccent calls);
--   - each lookup in a GIN index on events also read the index's pending list whole (new entries
--     wait there until a VACUUM merges them, and PGlite has no autovacuum): 10 to 15 ms a lookup
--     that found nothing, six lookups a word;
--   - the list (no word) materialized every upcoming event, whole, then sorted them on disk
--     (4 MB) for a page of 12: the calendar's order was written as CASE expressions no index serves.
--
-- Now the folded text and the English word vectors are computed once, when an event is written,
-- into private.event_search (one row per event, kept by triggers on events), and search_events()
-- compares stored values only: the same matches, the same ranking, the same exact total. Each
-- index covers the three columns at once (one lookup per index, not three) and keeps a short
-- pending list; a word of two CJK, Korean or Thai characters has an index of its own (pairs of
-- characters). Only the matches' keys are counted and sorted; the page's events are read whole.
-- The list reads events in the date index's order and stops at the page. The folded trigram
-- indexes on events served only the search and are dropped. The place filter is as before: a part
-- of the address as written, in any case (the place list's counts depend on it, 20261207140100).
--
-- search_events() now runs as its owner (security definer): the stored text is in the private
-- schema, which visitors have no use of. What it answers is what a visitor's plain read answers:
-- every event (the events' read policy is `using (true)` for anon and authenticated) and only the
-- columns visitors may read (the list below; not the join link). local-backend/test/
-- event-search.test.ts compares it with a plain read, an online event's included.
--
-- `place` stays at most 200 characters, with the message of
-- 20261207120000_one_edit_limit_and_bounded_place.sql (issue 55, finding 6).

-- One row per event: its title, place and description folded as search_fold() folds them ('' for
-- none), their English word vectors (as the expression indexes on events compute them), and the
-- event's date, time and category, so that the matches are found, filtered, counted and ordered
-- here, and only the page's events are read from public.events.
create table private.event_search (
  event_id uuid primary key references public.events (id) on delete cascade,
  date date not null,
  time time,
  category public.event_category,
  title text not null,
  place text not null,
  body text not null,
  title_words tsvector not null,
  place_words tsvector not null,
  body_words tsvector not null
);

comment on table private.event_search is
  'What search_events() compares and orders, computed once per write of an event (trigger events_search_sync).';

alter table private.event_search enable row level security;
revoke all on private.event_search from public, anon, authenticated;

create function private.event_search_entry(event public.events)
returns private.event_search
language sql
immutable
parallel safe
set search_path = ''
as $$
  select event.id, event.date, event.time, event.category,
         public.search_fold(event.title),
         coalesce(public.search_fold(event.location), ''),
         coalesce(public.search_fold(event.description), ''),
         pg_catalog.to_tsvector('english'::regconfig, event.title),
         pg_catalog.to_tsvector('english'::regconfig, coalesce(event.location, '')),
         pg_catalog.to_tsvector('english'::regconfig, coalesce(event.description, ''))
$$;

revoke all on function private.event_search_entry(public.events) from public, anon, authenticated;

insert into private.event_search
select entry.*
  from public.events e, lateral private.event_search_entry(e) entry;

-- The pairs of characters side by side in a text's runs of letters beyond ASCII (Chinese, Japanese,
-- Korean, Thai...): what a word of two such characters (東京, 创业, 창업) is looked up by, since
-- pg_trgm's trigrams need three. Text in Latin letters gives no pairs (a word of two Latin letters
-- is found by a scan of the stored text, as before): most descriptions are English, and their pairs
-- would make every write of an event dearer for words that find half the events anyway.
create function private.search_pairs(value text)
returns text[]
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select array(
    select a operator(pg_catalog.||) b
      from rows from (pg_catalog.unnest(c[1:pg_catalog.cardinality(c) - 1]), pg_catalog.unnest(c[2:])) as pairs(a, b)
     where a operator(pg_catalog.<>) ' ' and b operator(pg_catalog.<>) ' ')
    from pg_catalog.regexp_split_to_array(pg_catalog.regexp_replace(value, '[\x01-\x7f[:space:]]+', ' ', 'g'), '') as c
$$;

revoke all on function private.search_pairs(text) from public, anon, authenticated;

-- Each index is over the three columns at once (joined by a line break), so a word is one lookup
-- per index instead of three: trigrams for a part of a word of 3 characters or more, English words
-- for a stemmed word, pairs for a word of two CJK, Korean or Thai characters. New entries wait in
-- a pending list that every lookup reads whole, merged into the index when it fills (or by a
-- VACUUM, and PGlite has no autovacuum): at the default 4 MB a lookup read 10 to 15 ms of it;
-- with no list (fastupdate off) each write inserted its hundreds of trigrams one by one and an
-- event's write took about twice as long. 128 kB keeps both small (docs/performance.md).
create index event_search_text_trgm_idx on private.event_search
  using gin ((title || E'\n' || place || E'\n' || body) extensions.gin_trgm_ops) with (gin_pending_list_limit = 128);
create index event_search_words_idx on private.event_search
  using gin ((title_words || place_words || body_words)) with (gin_pending_list_limit = 128);
create index event_search_pairs_idx on private.event_search
  using gin (private.search_pairs(title || E'\n' || place || E'\n' || body)) with (gin_pending_list_limit = 128);

-- The place filter reads the events' own trigram index on location (below): its list as short.
alter index public.events_location_trgm_idx set (gin_pending_list_limit = 128);

create function private.events_search_sync() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.event_search
  select entry.* from private.event_search_entry(new) entry
  on conflict (event_id) do update
    set date = excluded.date, time = excluded.time, category = excluded.category,
        title = excluded.title, place = excluded.place, body = excluded.body,
        title_words = excluded.title_words, place_words = excluded.place_words, body_words = excluded.body_words;
  return null;
end;
$$;

revoke all on function private.events_search_sync() from public, anon, authenticated;

create trigger events_search_sync
  after insert on public.events
  for each row execute function private.events_search_sync();

create trigger events_search_sync_update
  after update of title, location, description, date, time, category on public.events
  for each row
  when ((old.title, old.location, old.description, old.date, old.time, old.category)
        is distinct from (new.title, new.location, new.description, new.date, new.time, new.category))
  execute function private.events_search_sync();

drop index public.events_title_fold_trgm_idx;
drop index public.events_location_fold_trgm_idx;
drop index public.events_description_fold_trgm_idx;

create or replace function public.search_events(
  search text default '',
  place text default '',
  categories public.event_category[] default null,
  from_day date default current_date,
  past boolean default false,
  page_number integer default 1,
  page_size integer default 12
) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $_$
declare
  is_past constant boolean := coalesce(past, false);
  place_given constant text := coalesce(btrim(place), '');
  -- The three columns as one, as the indexes on private.event_search have them.
  text_sql constant text := $t$(s.title operator(pg_catalog.||) E'\n' operator(pg_catalog.||) s.place operator(pg_catalog.||) E'\n' operator(pg_catalog.||) s.body)$t$;
  words_sql constant text := '(s.title_words operator(pg_catalog.||) s.place_words operator(pg_catalog.||) s.body_words)';
  pairs_sql constant text := $t$private.search_pairs(s.title operator(pg_catalog.||) E'\n' operator(pg_catalog.||) s.place operator(pg_catalog.||) E'\n' operator(pg_catalog.||) s.body)$t$;
  terms text[];
  phrases boolean[];
  folded text[];
  patterns text[];
  conditions text[] := '{}'::text[];
  scores text[] := '{}'::text[];
  title_all text[] := '{}'::text[];
  tsquery_sql text;
  title_sql text;
  place_sql text;
  body_sql text;
  filters text;
  calendar_order text;
  sql text;
  answer jsonb;
  -- What a visitor may read of an event (the join link is not among them): the answer is these.
  event_columns constant text := $c$
    e.id, e.title, e.description, e.date, e.time, e.location, e.category, e.image_url, e.created_by, e.created_at,
    e.updated_at, e.timezone, e.end_date, e.end_time, e.capacity, e.going_count, e.waitlist_count, e.series_id,
    e.sequence, e.series_date, e.cancelled_at, e.cancellation_reason, e.requires_approval, e.guest_list_visible,
    e.has_online_link$c$;
begin
  if char_length(coalesce(search, '')) > 200 then
    raise exception 'Search for at most 200 characters.' using errcode = '22023';
  end if;
  if char_length(coalesce(place, '')) > 200 then
    raise exception 'Search in a place of at most 200 characters.' using errcode = '22023';
  end if;
  if page_size is null or page_size not between 1 and 100 then
    raise exception 'A page holds 1 to 100 events.' using errcode = '22023';
  end if;
  if page_number is null or page_number < 1 then
    raise exception 'Pages are numbered from 1.' using errcode = '22023';
  end if;

  select coalesce(array_agg(btrim(m[1], '"') order by n), '{}'), coalesce(array_agg(left(m[1], 1) = '"' order by n), '{}')
    into terms, phrases
    from (
      select m, n from regexp_matches(coalesce(search, ''), '"[^"]+"|[^\s"]+', 'g') with ordinality as t(m, n)
       where btrim(m[1], '" ') <> ''
       order by n
       limit 8
    ) words;

  -- Each word folded as the stored text is (public.search_fold: without accents, in lower case);
  -- as a LIKE pattern, `%`, `_` and `\` escaped, so a word is matched as typed.
  select coalesce(array_agg(public.search_fold(t) order by n), '{}'),
         coalesce(array_agg('%' || regexp_replace(public.search_fold(t), '([\\%_])', '\\\1', 'g') || '%' order by n), '{}')
    into folded, patterns
    from unnest(terms) with ordinality as u(t, n);

  for i in 1 .. coalesce(array_length(terms, 1), 0) loop
    -- $1, $8 and $10 are arrays of the words: each is a parameter, never part of the statement's text.
    tsquery_sql := format('%s(''english''::regconfig, $1[%s])', case when phrases[i] then 'pg_catalog.phraseto_tsquery' else 'pg_catalog.plainto_tsquery' end, i);
    title_sql := format('s.title operator(pg_catalog.~~) $8[%s]', i);
    place_sql := format('s.place operator(pg_catalog.~~) $8[%s]', i);
    body_sql := format('s.body operator(pg_catalog.~~) $8[%s]', i);
    if char_length(terms[i]) >= 3 then
      -- One lookup in each index, over the three columns at once. A match there is a match in one
      -- of them, as before (a word is not found across two columns), when the folded word has no
      -- line break (the separator) and the English query is one word; otherwise each column is
      -- also asked on its own.
      conditions := conditions || format('(%s operator(pg_catalog.@@) %s or %s operator(pg_catalog.~~) $8[%s])', words_sql, tsquery_sql, text_sql, i);
      if pg_catalog.strpos(folded[i], E'\n') > 0 or pg_catalog.numnode(case when phrases[i] then pg_catalog.phraseto_tsquery('english', terms[i]) else pg_catalog.plainto_tsquery('english', terms[i]) end) > 1 then
        conditions := conditions || format(
          '(s.title_words operator(pg_catalog.@@) %1$s or s.place_words operator(pg_catalog.@@) %1$s or s.body_words operator(pg_catalog.@@) %1$s or %2$s or %3$s or %4$s)',
          tsquery_sql, title_sql, place_sql, body_sql);
      end if;
    elsif folded[i] ~ '^[^\x01-\x7f[:space:]]{2}$' then
      -- Two letters beyond ASCII (東京, 创业, 창업): no trigram, but a pair of the pairs index,
      -- which answers exactly (a pair across two columns would hold the separator).
      conditions := conditions || format('%s operator(pg_catalog.@>) array[$10[%s]]', pairs_sql, i);
    else
      -- One character, or two Latin ones ("AI"): a substring test over the stored text of the rows
      -- the other conditions leave.
      conditions := conditions || format('(%s or %s or %s)', title_sql, place_sql, body_sql);
    end if;
    scores := scores
      || format('(case when s.title_words operator(pg_catalog.@@) %s then 4 when %s then 3 else 0 end)', tsquery_sql, title_sql)
      || format('(case when %s then 1 else 0 end)', place_sql);
    title_all := title_all || format('(s.title_words operator(pg_catalog.@@) %s or %s)', tsquery_sql, title_sql);
  end loop;

  -- Only the filters given, so the planner sees no condition that is always true; the calendar's
  -- order (upcoming: soonest first; past: latest first) written for the date index.
  calendar_order := case when is_past then 'date desc, time desc nulls last, id' else 'date, time nulls first, id' end;

  if cardinality(conditions) = 0 and place_given = '' then
    -- The list: the page is read in the date index's order and stops at the page; the total is a
    -- count of the same rows.
    filters := case when is_past then 'e.date < $4' else 'e.date >= $4' end
      || case when coalesce(pg_catalog.cardinality(categories), 0) = 0 then '' else ' and e.category = any ($3)' end;
    sql := format(
      $q$
      select pg_catalog.jsonb_build_object(
        'total', (select pg_catalog.count(*) from public.events e where %1$s),
        'events', coalesce((
          select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(r) order by %3$s)
            from (select %2$s from public.events e where %1$s order by %3$s limit $6 offset $7) r
        ), '[]'::jsonb)
      )
      $q$,
      filters, event_columns, calendar_order);
  else
    -- The place is a part of the address as written, in any case, as before: not folded, so each
    -- place event_places() lists (a city as the addresses write it, 20261207140100) finds the
    -- events it counts. The events' trigram index on location serves it.
    filters := case when is_past then 's.date < $4' else 's.date >= $4' end
      || case when coalesce(pg_catalog.cardinality(categories), 0) = 0 then '' else ' and s.category = any ($3)' end
      || case when place_given = '' then ''
              else ' and s.event_id in (select e.id from public.events e where e.location operator(pg_catalog.~~*) $9)' end;
    -- Ranking (20261130500300_event_search_every_script.sql): events whose title has every word
    -- first, then a whole word in the title above a part of one, then a part in the place; within
    -- a rank, the calendar's order. Only the matches' keys are kept and sorted; the page's events
    -- are read whole.
    sql := format(
      $q$
      with found as materialized (
        select s.event_id as id, s.date, s.time, %1$s as score
          from private.event_search s
         where %2$s
      )
      select pg_catalog.jsonb_build_object(
        'total', (select pg_catalog.count(*) from found),
        'events', coalesce((
          select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(r) operator(pg_catalog.-) 'score' order by score desc, %4$s)
            from (
              select %3$s, p.score
                from (select f.id, f.score from found f order by f.score desc, %4$s limit $6 offset $7) p
                join public.events e on e.id = p.id
            ) r
        ), '[]'::jsonb)
      )
      $q$,
      case when cardinality(conditions) = 0 then '0' else
        '(case when ' || array_to_string(title_all, ' and ') || ' then 100 else 0 end) + ' || array_to_string(scores, ' + ') end,
      array_to_string(conditions || filters, ' and '),
      event_columns,
      calendar_order);
  end if;

  execute sql into answer
    using terms, coalesce(btrim(place), ''), categories, coalesce(from_day, current_date), is_past, page_size, (page_number - 1) * page_size,
          patterns, '%' || regexp_replace(place_given, '([\\%_])', '\\\1', 'g') || '%', folded;
  return answer;
end;
$_$;

revoke all on function public.search_events(text, text, public.event_category[], date, boolean, integer, integer) from public;
grant execute on function public.search_events(text, text, public.event_category[], date, boolean, integer, integer) to anon, authenticated, service_role;

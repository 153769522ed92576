-- Search in every script the region writes (issue 44, item 2).
--
-- PostgreSQL's English text search (20261124000200_event_search.sql) splits text into words at
-- spaces and punctuation, so a run of Chinese, Japanese or Thai characters, written without
-- spaces, is one "word": 東京ビジネスフォーラム is not found by 東京. Now each word typed is found
-- when it is a stemmed English word of the title, place or description (as before: "founder" finds
-- "founders") OR a part of one of them, in any script (a case-insensitive substring: 東京, 创业,
-- ผู้ประกอบการ, "hội thảo", "usaha").
--
-- Substrings are served by pg_trgm's GIN indexes (gin_trgm_ops supports ILIKE '%...%' for
-- patterns with at least one trigram, i.e. 3 characters). A shorter word (東京, "AI") has no
-- trigram: the index cannot narrow it, so such a word is matched with strpos() over the rows the
-- other conditions leave (date, place, category, longer words), a bounded scan; `pnpm bench`
-- measures both kinds over 20,000 events.
--
-- Ranking (decision): events whose title has every word first, then those whose title has some
-- of them, then the rest; a whole (stemmed) word counts more than a part of one; within the same
-- rank, the calendar's order (upcoming: soonest first; past: latest first). A calendar's list is
-- read by date, so relevance only decides between tiers a person sees at once: what they typed is
-- the event's name, or it is only mentioned.
--
-- Hosted Supabase: pg_trgm is available to every project; this migration enables it in the
-- `extensions` schema (as the dashboard does). A project that enabled it earlier in another
-- schema keeps it there: the indexes below name the operator class through the search path.

create extension if not exists pg_trgm with schema extensions;

create index events_title_trgm_idx on public.events using gin (title extensions.gin_trgm_ops);
create index events_location_trgm_idx on public.events using gin (location extensions.gin_trgm_ops);
create index events_description_trgm_idx on public.events using gin (description extensions.gin_trgm_ops);

-- One page of the events a search finds, with the exact total: {"total": n, "events": [...]},
-- the events as `select=*` answers them. `search`: words or "quoted phrases", at most 8 (and 200
-- characters); every one must be in the title, the place or the description. `place`: a part of
-- the location; `categories`: any of them (null or empty: all); upcoming from `from_day` on, or
-- past (before it). Runs as the caller (security invoker): row level security decides, as for a
-- plain read of events.
create function public.search_events(
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
security invoker
set search_path = ''
as $$
declare
  terms text[];
  phrases boolean[];
  term text;
  conditions text[] := '{}'::text[];
  scores text[] := '{}'::text[];
  title_all text[] := '{}'::text[];
  column_name text;
  tsquery_sql text;
  like_sql text;
  matched text;
  sql text;
  answer jsonb;
  patterns text[];
  order_keys constant text := $k$
    score desc,
    case when $5 then null else date end asc,
    case when $5 then date end desc,
    case when $5 then null else time end asc nulls first,
    case when $5 then time end desc nulls last,
    id$k$;
begin
  if char_length(coalesce(search, '')) > 200 then
    raise exception 'Search for at most 200 characters.' using errcode = '22023';
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

  -- `%`, `_` and `\` are LIKE's wildcards and escape: a word is matched as typed.
  select coalesce(array_agg('%' || regexp_replace(t, '([\\%_])', '\\\1', 'g') || '%' order by n), '{}')
    into patterns
    from unnest(terms) with ordinality as u(t, n);

  for i in 1 .. coalesce(array_length(terms, 1), 0) loop
    term := terms[i];
    -- $1 is the terms array: each is a parameter, never part of the statement's text.
    tsquery_sql := format('%s(''english''::regconfig, $1[%s])', case when phrases[i] then 'pg_catalog.phraseto_tsquery' else 'pg_catalog.plainto_tsquery' end, i);
    matched := '';
    foreach column_name in array array['title', 'location', 'description'] loop
      if char_length(term) >= 3 then
        like_sql := format('e.%I operator(pg_catalog.~~*) $8[%s]', column_name, i);
        -- Both served by an index: the column's English full text, or its trigrams.
        matched := matched || case when matched = '' then '' else ' or ' end
          || format('pg_catalog.to_tsvector(''english''::regconfig, e.%I) operator(pg_catalog.@@) %s or %s', column_name, tsquery_sql, like_sql);
      else
        -- No trigram to look up: a substring test only (it finds the short word itself too), so
        -- the scan over what the other conditions leave computes no text search vector per row.
        like_sql := format('pg_catalog.strpos(pg_catalog.lower(e.%I), pg_catalog.lower($1[%s])) > 0', column_name, i);
        matched := matched || case when matched = '' then '' else ' or ' end || like_sql;
      end if;
      if column_name = 'title' then
        scores := scores
          || format('(case when pg_catalog.to_tsvector(''english''::regconfig, e.title) operator(pg_catalog.@@) %s then 4 when %s then 3 else 0 end)', tsquery_sql, like_sql);
        title_all := title_all || format('(pg_catalog.to_tsvector(''english''::regconfig, e.title) operator(pg_catalog.@@) %s or %s)', tsquery_sql, like_sql);
      elsif column_name = 'location' then
        scores := scores || format('(case when %s then 1 else 0 end)', like_sql);
      end if;
    end loop;
    conditions := conditions || ('(' || matched || ')');
  end loop;

  sql := format(
    $q$
    with found as (
      select e.*, %s as score
        from public.events e
       where %s
         and ($2 = '' or e.location operator(pg_catalog.~~*) $9)
         and ($3 is null or pg_catalog.cardinality($3) = 0 or e.category = any ($3))
         and (case when $5 then e.date < $4 else e.date >= $4 end)
    ),
    page as (
      select f.*, row_number() over (order by %s) as ord
        from found f
       order by %s
       limit $6 offset $7
    )
    select pg_catalog.jsonb_build_object(
      'total', (select count(*) from found),
      'events', coalesce((select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(p) - 'score' - 'ord' order by p.ord) from page p), '[]'::jsonb)
    )
    $q$,
    case when cardinality(scores) = 0 then '0' else
      '(case when ' || array_to_string(title_all, ' and ') || ' then 100 else 0 end) + ' || array_to_string(scores, ' + ') end,
    case when cardinality(conditions) = 0 then 'true' else array_to_string(conditions, ' and ') end,
    order_keys,
    order_keys
  );

  execute sql into answer
    using terms, coalesce(btrim(place), ''), categories, coalesce(from_day, current_date), coalesce(past, false), page_size, (page_number - 1) * page_size,
          patterns, '%' || regexp_replace(coalesce(btrim(place), ''), '([\\%_])', '\\\1', 'g') || '%';
  return answer;
end;
$$;

revoke all on function public.search_events(text, text, public.event_category[], date, boolean, integer, integer) from public;
grant execute on function public.search_events(text, text, public.event_category[], date, boolean, integer, integer) to anon, authenticated, service_role;

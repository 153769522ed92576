-- Search folds accents (an open gap since issue 44): "hoi thao" finds "Hội thảo", "sai gon" finds
-- "Sài Gòn", "cafe" finds "Café", as members type on a keyboard without the marks, and as "hội thảo"
-- found it before. Every part-of-a-word match compares the folded text of the title, place and
-- description with the folded word typed: unaccent (the `unaccent` dictionary: Latin letters with
-- marks, Vietnamese's đ and its stacked tones) then lower case. Other scripts pass through unchanged
-- (Chinese, Japanese, Korean; Thai's vowel and tone marks are letters of the word, not accents, and
-- unaccent leaves them). The English full-text match ("founder" finds "founders") is unchanged.
--
-- unaccent() is STABLE (its dictionary is a file that could change), so an index cannot use it;
-- search_fold() names the dictionary and is IMMUTABLE, the usual wrapper (PostgreSQL's unaccent
-- documentation). Its trigram indexes serve the folded matches as the raw ones did; the raw ones stay
-- for the admin's title filter and the place filter. The rest of search_events is as in
-- 20261130700000_join_link_for_those_going.sql (supabase/schema.sql shows it whole).
--
-- search_fold is in public because search_events runs as its caller, who has no use of the private
-- schema; it is a pure function of its text (also callable as /rpc/search_fold, which tells nothing).
-- Hosted Supabase has unaccent; this enables it in `extensions`, as the dashboard does.

create extension if not exists unaccent with schema extensions;

create function public.search_fold(value text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.lower(extensions.unaccent('extensions.unaccent'::regdictionary, value));
$$;

comment on function public.search_fold(text) is
  'Text as the events search compares it: without accents (unaccent), in lower case.';

create index events_title_fold_trgm_idx on public.events using gin (public.search_fold(title) extensions.gin_trgm_ops);
create index events_location_fold_trgm_idx on public.events using gin (public.search_fold(location) extensions.gin_trgm_ops);
create index events_description_fold_trgm_idx on public.events using gin (public.search_fold(description) extensions.gin_trgm_ops);

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
security invoker
set search_path = ''
as $_$
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

  -- `%`, `_` and `\` are LIKE's wildcards and escape: a word is matched as typed, folded
  -- (public.search_fold: without accents, in lower case) as the columns it is matched against.
  select coalesce(array_agg('%' || regexp_replace(public.search_fold(t), '([\\%_])', '\\\1', 'g') || '%' order by n), '{}')
    into patterns
    from unnest(terms) with ordinality as u(t, n);

  for i in 1 .. coalesce(array_length(terms, 1), 0) loop
    term := terms[i];
    -- $1 is the terms array: each is a parameter, never part of the statement's text.
    tsquery_sql := format('%s(''english''::regconfig, $1[%s])', case when phrases[i] then 'pg_catalog.phraseto_tsquery' else 'pg_catalog.plainto_tsquery' end, i);
    matched := '';
    foreach column_name in array array['title', 'location', 'description'] loop
      if char_length(term) >= 3 then
        like_sql := format('public.search_fold(e.%I) operator(pg_catalog.~~) $8[%s]', column_name, i);
        -- Both served by an index: the column's English full text, or its folded text's trigrams.
        matched := matched || case when matched = '' then '' else ' or ' end
          || format('pg_catalog.to_tsvector(''english''::regconfig, e.%I) operator(pg_catalog.@@) %s or %s', column_name, tsquery_sql, like_sql);
      else
        -- No trigram to look up: a substring test only (it finds the short word itself too), so
        -- the scan over what the other conditions leave computes no text search vector per row.
        like_sql := format('pg_catalog.strpos(public.search_fold(e.%I), public.search_fold($1[%s])) > 0', column_name, i);
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
      select e.id, e.title, e.description, e.date, e.time, e.location, e.category, e.image_url, e.created_by, e.created_at,
             e.updated_at, e.timezone, e.end_date, e.end_time, e.capacity, e.going_count, e.waitlist_count, e.series_id,
             e.sequence, e.series_date, e.cancelled_at, e.cancellation_reason, e.requires_approval, e.guest_list_visible,
             e.has_online_link, %s as score
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
$_$;

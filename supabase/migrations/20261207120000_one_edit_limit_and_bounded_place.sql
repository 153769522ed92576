-- Issue 55, findings 3 and 6.
--
--   3. One edit limit for every change of an event. The limit of 20261130600100 counted the form's
--      columns only: set_event_registration() switched guest_list_visible 200 times in 2 s (200 audit
--      entries, a realtime UPDATE each) and changed the registration questions without a count,
--      while title edits stopped at 30. Now:
--        - every change a member makes to an event counts, whichever function or request makes it:
--          any column of the row but those the database keeps itself (the RSVP counters, the
--          invites' SEQUENCE, updated_at, has_online_link), so a column added later counts without
--          a list to update; and the event's registration questions (public.event_questions);
--        - still once per transaction: a save, a call of set_event_registration(), a bulk action;
--        - a change that changes nothing is no change: an UPDATE of an event or a question that
--          leaves the row as it was is skipped (the trigger returns null), so no row version is
--          written, the audit trigger has nothing to log, the local backend's change capture
--          nothing to send and, on a hosted project, the WAL nothing for Realtime to send; and it
--          is not counted;
--        - set_event_registration() compares before it writes: a question given again as it is
--          stays untouched.
--   6. search_events()' `place` is at most 200 characters, as `search` is (a place of 900 KB took
--      1.2 s, and 30 at once slowed every visitor); the places offered are the last parts of
--      locations, which are at most 200 characters themselves.

-- 3. One limit for every change ---------------------------------------------------------------------

-- One count per transaction of the member's changes of events (private.take_member_rate_limit,
-- 20261130600100: admins, the service role and callers without a JWT are not limited).
create function private.count_event_edit() returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if current_setting('eo.event_edit_counted', true) is distinct from 'yes' then
    perform private.take_member_rate_limit('event_update');
    perform set_config('eo.event_edit_counted', 'yes', true);
  end if;
end;
$$;

revoke all on function private.count_event_edit() from public, anon, authenticated;

-- The columns the database writes itself: a change of only these (an RSVP moving the counters) is
-- no edit. updated_at is set by events_set_timestamps, has_online_link is generated (null in a
-- BEFORE trigger), sequence is raised by events_raise_sequence after this trigger.
create or replace function private.events_edit_rate_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if (to_jsonb(new) - array['updated_at', 'has_online_link']) = (to_jsonb(old) - array['updated_at', 'has_online_link']) then
      return null;
    end if;
    if (to_jsonb(new) - array['updated_at', 'has_online_link', 'going_count', 'waitlist_count', 'sequence'])
       = (to_jsonb(old) - array['updated_at', 'has_online_link', 'going_count', 'waitlist_count', 'sequence']) then
      return new;
    end if;
  end if;
  perform private.count_event_edit();
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

-- On every update now, not a list of columns. Its name keeps it the first BEFORE trigger of events
-- (they run in name order), so a skipped update runs none of the others.
drop trigger events_edit_rate_limit on public.events;
create trigger events_edit_rate_limit
  before update or delete on public.events
  for each row execute function private.events_edit_rate_limit();

create function private.event_questions_edit_rate_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and to_jsonb(new) = to_jsonb(old) then
    return null;
  end if;
  perform private.count_event_edit();
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

revoke all on function private.event_questions_edit_rate_limit() from public, anon, authenticated;

create trigger event_questions_edit_rate_limit
  before insert or update or delete on public.event_questions
  for each row execute function private.event_questions_edit_rate_limit();

-- As in 20261130500100_registration_questions_and_guest_list.sql, but a question given again as it
-- is stored is not written again.
create or replace function public.set_event_registration(target_event uuid, questions jsonb, show_guest_list boolean) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  item jsonb;
  at integer := 0;
  kept uuid[] := '{}'::uuid[];
  question_id uuid;
  item_kind text;
  item_options text[];
  item_prompt text;
  item_required boolean;
  stored public.event_questions;
begin
  if not private.can_manage_attendees(target_event) then
    raise exception 'Only the organiser or an admin can change the registration questions.' using errcode = '42501';
  end if;
  perform 1 from public.events e where e.id = target_event for update;
  if not found then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;
  if questions is null or jsonb_typeof(questions) <> 'array' then
    raise exception 'Questions must be a list.' using errcode = '22023';
  end if;
  if jsonb_array_length(questions) > 5 then
    raise exception 'An event can ask at most 5 questions.' using errcode = '23514';
  end if;

  for item in select value from jsonb_array_elements(questions) loop
    at := at + 1;
    if jsonb_typeof(item) <> 'object' then
      raise exception 'Question % is not a question.', at using errcode = '22023';
    end if;
    if char_length(btrim(coalesce(item ->> 'prompt', ''))) = 0 then
      raise exception 'Question % needs its text.', at using errcode = '23514';
    end if;
    if char_length(btrim(item ->> 'prompt')) > 200 then
      raise exception 'Question % is too long: at most 200 characters.', at using errcode = '23514';
    end if;
    item_kind := coalesce(item ->> 'kind', 'text');
    if item_kind not in ('text', 'choice') then
      raise exception 'Question % must be a short text or a choice.', at using errcode = '22023';
    end if;
    item_options := null;
    if item_kind = 'choice' then
      if jsonb_typeof(item -> 'options') is distinct from 'array' then
        raise exception 'Question % needs between 2 and 10 options.', at using errcode = '23514';
      end if;
      select array_agg(btrim(o) order by n) into item_options
        from jsonb_array_elements_text(item -> 'options') with ordinality as t(o, n)
       where btrim(o) <> '';
      if coalesce(cardinality(item_options), 0) not between 2 and 10 then
        raise exception 'Question % needs between 2 and 10 options.', at using errcode = '23514';
      end if;
      if exists (select 1 from unnest(item_options) o where char_length(o) > 100) then
        raise exception 'An option of question % is too long: at most 100 characters.', at using errcode = '23514';
      end if;
      if (select count(distinct lower(o)) from unnest(item_options) o) <> cardinality(item_options) then
        raise exception 'The options of question % must differ from each other.', at using errcode = '23514';
      end if;
    end if;
    item_prompt := btrim(item ->> 'prompt');
    item_required := coalesce((item ->> 'required')::boolean, false);

    question_id := null;
    if item ? 'id' and (item ->> 'id') ~ '^[0-9a-fA-F-]{36}$' then
      select * into stored from public.event_questions q where q.id = (item ->> 'id')::uuid and q.event_id = target_event;
      if found then
        question_id := stored.id;
        if (stored.position, stored.prompt, stored.kind, stored.options, stored.required)
           is distinct from (at::smallint, item_prompt, item_kind, item_options, item_required) then
          update public.event_questions q
             set position = at, prompt = item_prompt, kind = item_kind, options = item_options, required = item_required
           where q.id = question_id;
        end if;
      end if;
    end if;
    if question_id is null then
      insert into public.event_questions (event_id, position, prompt, kind, options, required)
      values (target_event, at, item_prompt, item_kind, item_options, item_required)
      returning id into question_id;
    end if;
    kept := kept || question_id;
  end loop;

  delete from public.event_questions q where q.event_id = target_event and not (q.id = any (kept));
  if show_guest_list is not null then
    update public.events e set guest_list_visible = show_guest_list where e.id = target_event and e.guest_list_visible is distinct from show_guest_list;
  end if;
end;
$$;

-- 6. A bounded place --------------------------------------------------------------------------------

-- As in 20261130700100_search_folds_accents.sql, with `place` bounded as `search` is.
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

-- Registration questions and the guest list (issue 43, item 12).
--
-- Questions: an event's organiser (its creator, organisers and admins: private.can_manage_attendees)
-- asks up to five questions, each a short text or a choice among 2 to 10 options, required or not.
-- Everyone reads an event's questions (they are part of its page, as the event is). Only
-- set_event_registration() writes them, in one call for the whole list, so the limits hold.
--
-- Answers: a member answers when they RSVP (rsvp_event_with_answers(): the answers and the RSVP in
-- one transaction) and may change them later (save_event_answers()). A trigger on event_rsvps
-- refuses a new RSVP to an event with a required question the member has not answered, whichever
-- function writes the row, so rsvp_event() cannot be used to skip them. Row level security: a
-- member reads their own answers; the event's organisers read the answers of members who have an
-- RSVP to it (a member who withdrew keeps their answers, for Undo or answering again, but the
-- organiser no longer sees them). Nobody writes answers but the functions below.
--
-- Guest list: events.guest_list_visible (the organiser turns it on, through
-- set_event_registration()) lets signed-in members read the names of those going through
-- event_guest_list(). Each member may hide themselves from an event's list
-- (public.guest_list_hidden, their own rows only). Decision: per event, not one switch for all
-- events: a member may be glad to be seen at a dinner and not at a closed roundtable, and the
-- choice sits beside the list it changes. Visitors never read a list.

-- 1. Questions --------------------------------------------------------------------------------------

create table public.event_questions (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  position smallint not null
    constraint event_questions_position_range check (position between 1 and 5),
  prompt text not null
    constraint event_questions_prompt_length check (char_length(btrim(prompt)) between 1 and 200),
  kind text not null
    constraint event_questions_kind check (kind in ('text', 'choice')),
  options text[]
    constraint event_questions_options_shape check (
      (kind = 'text' and options is null)
      or (kind = 'choice' and cardinality(options) between 2 and 10 and array_position(options, null) is null)
    ),
  required boolean not null default false,
  -- Positions 1 to 5, each once: at most five questions per event. Deferred, so a reordering
  -- inside one call never trips over itself.
  constraint event_questions_position_once unique (event_id, position) deferrable initially deferred
);

-- Each option 1 to 100 characters, different from the others (checked here: a CHECK cannot hold a
-- subquery over the array).
create function private.event_question_options_valid(options text[]) returns boolean
language sql
immutable
set search_path = ''
as $$
  select options is null
      or (
        not exists (select 1 from unnest(options) o where char_length(btrim(o)) not between 1 and 100)
        and (select count(distinct lower(btrim(o))) from unnest(options) o) = cardinality(options)
      );
$$;

alter table public.event_questions
  add constraint event_questions_options_valid check (private.event_question_options_valid(options));

comment on table public.event_questions is 'Registration questions of an event (at most five). Written only by set_event_registration().';

alter table public.event_questions enable row level security;
revoke all on public.event_questions from anon, authenticated;
grant select on public.event_questions to anon, authenticated;
grant all on public.event_questions to service_role;

create policy "event questions: everyone reads them"
  on public.event_questions for select to anon, authenticated
  using (true);

-- 2. Answers ----------------------------------------------------------------------------------------

create table public.event_answers (
  question_id uuid not null references public.event_questions (id) on delete cascade,
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  answer text not null
    constraint event_answers_length check (char_length(btrim(answer)) between 1 and 500),
  updated_at timestamptz not null default now(),
  primary key (question_id, user_id)
);

create index event_answers_event_user_idx on public.event_answers (event_id, user_id);
create index event_answers_user_idx on public.event_answers (user_id);

comment on table public.event_answers is 'Members'' answers to registration questions. Written only by rsvp_event_with_answers() and save_event_answers().';

alter table public.event_answers enable row level security;
revoke all on public.event_answers from anon, authenticated;
grant select on public.event_answers to authenticated;
grant all on public.event_answers to service_role;

create policy "event answers: members read their own"
  on public.event_answers for select to authenticated
  using (user_id = (select auth.uid()));

-- Whether the caller may read a member's answers to an event: they manage its attendees and the
-- member has an RSVP to it. Security definer, because a member reads only their own RSVP rows; it
-- answers true only to those who manage the event, so it tells nobody else who answered.
create function private.can_read_event_answers(target_event uuid, member uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.can_manage_attendees(target_event)
     and exists (select 1 from public.event_rsvps r where r.event_id = target_event and r.user_id = member);
$$;

revoke all on function private.can_read_event_answers(uuid, uuid) from public, anon;
grant execute on function private.can_read_event_answers(uuid, uuid) to authenticated;

create policy "event answers: the organiser reads those of members who answered the event"
  on public.event_answers for select to authenticated
  using (private.can_read_event_answers(event_id, user_id));

-- Writes the caller's answers to an event's questions: `answers` is a JSON object of question id ->
-- answer text. An empty or missing answer removes it. Refused with a message that names the
-- question when an answer is too long, is not one of a choice's options, or names a question of
-- another event. Does not check required questions (the RSVP trigger does, and an edit that
-- empties a required answer is refused below).
create function private.write_event_answers(target_event uuid, member uuid, answers jsonb) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  question public.event_questions;
  given text;
begin
  if answers is null then
    answers := '{}'::jsonb;
  end if;
  if jsonb_typeof(answers) <> 'object' then
    raise exception 'Answers must be an object of question ids and answers.' using errcode = '22023';
  end if;
  if exists (
    select 1 from jsonb_object_keys(answers) k
     where k !~ '^[0-9a-fA-F-]{36}$'
        or not exists (select 1 from public.event_questions q where q.id = k::uuid and q.event_id = target_event)
  ) then
    raise exception 'An answer names a question this event does not ask.' using errcode = '22023';
  end if;
  for question in select * from public.event_questions q where q.event_id = target_event order by q.position loop
    given := nullif(btrim(answers ->> question.id::text), '');
    if given is null then
      if question.required then
        raise exception 'Please answer "%": it is required.', question.prompt using errcode = '23514';
      end if;
      delete from public.event_answers a where a.question_id = question.id and a.user_id = member;
      continue;
    end if;
    if char_length(given) > 500 then
      raise exception 'Your answer to "%" is too long: at most 500 characters.', question.prompt using errcode = '23514';
    end if;
    if question.kind = 'choice' and not (given = any (question.options)) then
      raise exception 'Choose one of the options for "%".', question.prompt using errcode = '23514';
    end if;
    insert into public.event_answers (question_id, event_id, user_id, answer)
    values (question.id, target_event, member, given)
    on conflict (question_id, user_id) do update set answer = excluded.answer, updated_at = now();
  end loop;
end;
$$;

revoke all on function private.write_event_answers(uuid, uuid, jsonb) from public, anon, authenticated;

-- An RSVP with the answers to the event's questions, in one transaction: the answers are written,
-- then rsvp_event() answers as it always does (going, waitlist, pending, or the current status).
create function public.rsvp_event_with_answers(target_event uuid, answers jsonb) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to RSVP to an event.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.events e where e.id = target_event) then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;
  perform private.write_event_answers(target_event, caller, answers);
  return public.rsvp_event(target_event);
end;
$$;

revoke all on function public.rsvp_event_with_answers(uuid, jsonb) from public, anon;
grant execute on function public.rsvp_event_with_answers(uuid, jsonb) to authenticated;

-- The member changes their answers to an event they have answered (any status).
create function public.save_event_answers(target_event uuid, answers jsonb) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to change your answers.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.event_rsvps r where r.event_id = target_event and r.user_id = caller) then
    raise exception 'RSVP to this event first: your answers go with your RSVP.' using errcode = '42501';
  end if;
  perform private.write_event_answers(target_event, caller, answers);
end;
$$;

revoke all on function public.save_event_answers(uuid, jsonb) from public, anon;
grant execute on function public.save_event_answers(uuid, jsonb) to authenticated;

-- A new RSVP needs an answer to each required question, whichever function writes it (rsvp_event()
-- called directly included). A row put back by undo_cancel_rsvp() has the answers it had.
create function private.event_rsvps_require_answers() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  missing text;
begin
  select q.prompt into missing
    from public.event_questions q
   where q.event_id = new.event_id
     and q.required
     and not exists (select 1 from public.event_answers a where a.question_id = q.id and a.user_id = new.user_id)
   order by q.position
   limit 1;
  if missing is not null then
    raise exception 'Please answer "%": it is required.', missing using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke all on function private.event_rsvps_require_answers() from public, anon, authenticated;

create trigger event_rsvps_require_answers
  before insert on public.event_rsvps
  for each row execute function private.event_rsvps_require_answers();

-- 3. The guest list ---------------------------------------------------------------------------------

alter table public.events
  add column guest_list_visible boolean not null default false;

comment on column public.events.guest_list_visible is 'Signed-in members may see the names of those going (event_guest_list()). Set by set_event_registration().';

create table public.guest_list_hidden (
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (event_id, user_id)
);

create index guest_list_hidden_user_idx on public.guest_list_hidden (user_id);

comment on table public.guest_list_hidden is 'Members who hide themselves from an event''s guest list. Each member reads and writes only their own rows.';

alter table public.guest_list_hidden enable row level security;
revoke all on public.guest_list_hidden from anon, authenticated;
grant select, insert, delete on public.guest_list_hidden to authenticated;
grant all on public.guest_list_hidden to service_role;

create policy "guest list hidden: members read their own"
  on public.guest_list_hidden for select to authenticated
  using (user_id = (select auth.uid()));
create policy "guest list hidden: members hide themselves"
  on public.guest_list_hidden for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "guest list hidden: members show themselves again"
  on public.guest_list_hidden for delete to authenticated
  using (user_id = (select auth.uid()));

-- The names of the members going to an event, for signed-in members, when its organiser shows the
-- list: no emails, no ids, nobody who hid themselves, nobody without a name. Alphabetical.
create function public.event_guest_list(target_event uuid) returns table (full_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  shown boolean;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to see who is going.' using errcode = '42501';
  end if;
  select e.guest_list_visible into shown from public.events e where e.id = target_event;
  if not found then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;
  if not shown then
    raise exception 'The organiser has not shared who is going to this event.' using errcode = '42501';
  end if;
  return query
    select p.full_name
      from public.event_rsvps r
      join public.profiles p on p.user_id = r.user_id
     where r.event_id = target_event
       and r.status = 'going'
       and nullif(btrim(p.full_name), '') is not null
       and not exists (select 1 from public.guest_list_hidden h where h.event_id = r.event_id and h.user_id = r.user_id)
     order by lower(p.full_name), p.full_name
     limit 1000;
end;
$$;

revoke all on function public.event_guest_list(uuid) from public, anon;
grant execute on function public.event_guest_list(uuid) to authenticated;

-- 4. The organiser's settings -----------------------------------------------------------------------

-- Replaces an event's questions with `questions` (a JSON array, in order, of objects
-- {id?, prompt, kind: 'text' | 'choice', options?: [...], required}) and sets whether its guest
-- list shows. A question with the id of one of the event's questions is changed in place (its
-- answers stay); questions left out are removed with their answers; at most five.
create function public.set_event_registration(target_event uuid, questions jsonb, show_guest_list boolean) returns void
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

    question_id := null;
    if item ? 'id' and (item ->> 'id') ~ '^[0-9a-fA-F-]{36}$' then
      update public.event_questions q
         set position = at, prompt = btrim(item ->> 'prompt'), kind = item_kind, options = item_options,
             required = coalesce((item ->> 'required')::boolean, false)
       where q.id = (item ->> 'id')::uuid and q.event_id = target_event
      returning q.id into question_id;
    end if;
    if question_id is null then
      insert into public.event_questions (event_id, position, prompt, kind, options, required)
      values (target_event, at, btrim(item ->> 'prompt'), item_kind, item_options, coalesce((item ->> 'required')::boolean, false))
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

revoke all on function public.set_event_registration(uuid, jsonb, boolean) from public, anon;
grant execute on function public.set_event_registration(uuid, jsonb, boolean) to authenticated;

-- Organiser messages (issue 42 finding 3; issue 43 item 6):
--
--   * The per-sender limit (10 in 24 hours) is counted in a ledger of its own,
--     private.event_message_sends, which keeps no reference to the event: deleting events (whose
--     public.event_messages rows cascade away) no longer gives a sender their count back.
--   * The count is taken under a lock per sender (an advisory lock for the rest of the
--     transaction), so concurrent sends by one sender, to different events, cannot all pass it on
--     PostgreSQL; the per-event count was already serialised by the event's row lock.
--   * Reply-To: the sender may choose to show their address (`show_my_address`, default off); the
--     emails then carry it as Reply-To, so members can answer them. Off, members see only the
--     site's no-reply sender, as before.
--
-- Replaces public.send_event_message(uuid, text, text, text) (20261127100000_notifications.sql,
-- redefined by 20261129000000_glue_notifications_and_staff_tools.sql) with a fifth argument.

create table private.event_message_sends (
  id bigint generated always as identity primary key,
  sender_id uuid not null,
  -- No foreign key: the row outlives the event (and its public.event_messages row).
  event_id uuid not null,
  created_at timestamptz not null default now()
);

comment on table private.event_message_sends is
  'Every organiser message sent, by sender: the per-sender daily limit counts here, whatever happened to the events since.';

create index event_message_sends_sender_created_idx on private.event_message_sends (sender_id, created_at desc);

revoke all on private.event_message_sends from public, anon, authenticated;

-- What was sent before this migration still counts.
insert into private.event_message_sends (sender_id, event_id, created_at)
select m.sender_id, m.event_id, m.created_at from public.event_messages m where m.sender_id is not null;

drop function public.send_event_message(uuid, text, text, text);

create function public.send_event_message(target_event uuid, audience text, subject text, body text, show_my_address boolean default false)
returns table (message_id uuid, recipient_count integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  caller uuid := (select auth.uid());
  target public.events;
  snapshot jsonb;
  new_id uuid;
  sent integer := 0;
  limit_per_event integer;
  limit_per_sender integer;
  member record;
  clean_subject text := btrim(coalesce(subject, ''));
  clean_body text := btrim(coalesce(body, ''));
  sender_name text;
  reply_to jsonb;
begin
  if caller is null then
    raise exception 'Sign in to write to an event''s members.' using errcode = '42501';
  end if;
  select * into target from public.events e where e.id = target_event for update;
  if not found then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;
  if not (public.is_staff() or target.created_by = caller) then
    raise exception 'Only the organiser or an admin can write to the event''s members.' using errcode = '42501';
  end if;
  if audience is null or audience not in ('going', 'waitlist', 'both') then
    raise exception 'Choose who receives the message: going, waiting or both.' using errcode = '22023';
  end if;
  if char_length(clean_subject) not between 1 and 150 then
    raise exception 'The subject must have 1 to 150 characters.' using errcode = '22023';
  end if;
  if char_length(clean_body) not between 1 and 5000 then
    raise exception 'The message must have 1 to 5000 characters.' using errcode = '22023';
  end if;

  -- One sender's sends run one at a time from here to the commit, so two at once cannot both
  -- see 9 of 10.
  perform pg_advisory_xact_lock(hashtextextended('public.send_event_message:' || caller::text, 0));
  -- The ledger keeps only what a limit still counts.
  delete from private.event_message_sends s where s.sender_id = caller and s.created_at < now() - interval '2 days';

  select l.max_messages into limit_per_event from private.event_message_limits l where l.scope = 'per_event_per_day';
  select l.max_messages into limit_per_sender from private.event_message_limits l where l.scope = 'per_sender_per_day';
  if (select count(*) from public.event_messages m
       where m.event_id = target_event and m.created_at > now() - interval '24 hours') >= limit_per_event then
    raise exception using
      errcode = 'PT429',
      message = format('This event has had %s messages in the last 24 hours, the most allowed. Please try again tomorrow.', limit_per_event);
  end if;
  if (select count(*) from private.event_message_sends s
       where s.sender_id = caller and s.created_at > now() - interval '24 hours') >= limit_per_sender then
    raise exception using
      errcode = 'PT429',
      message = format('You have sent %s messages in the last 24 hours, the most allowed. Please try again tomorrow.', limit_per_sender);
  end if;

  insert into public.event_messages (event_id, sender_id, audience, subject, body)
  values (target_event, caller, audience, clean_subject, clean_body)
  returning id into new_id;
  insert into private.event_message_sends (sender_id, event_id) values (caller, target_event);

  select p.full_name into sender_name from public.profiles p where p.user_id = caller;
  if coalesce(show_my_address, false) then
    select jsonb_build_object('name', sender_name, 'email', u.email) into reply_to
      from auth.users u where u.id = caller and u.email is not null;
  end if;

  snapshot := private.event_email_snapshot(target);
  for member in
    select r.user_id, r.status, u.email
      from public.event_rsvps r
      join auth.users u on u.id = r.user_id
     where r.event_id = target_event
       -- Named statuses only: a request awaiting approval is not written to.
       and r.status in ('going', 'waitlist')
       and (audience = 'both' or r.status = audience)
       and u.email is not null
     order by r.created_at, r.user_id
  loop
    continue when not private.wants_email(member.user_id, 'organiser_message');
    perform private.enqueue_email(
      kind => 'organiser_message',
      dedupe_key => format('organiser_message:%s:%s', new_id, member.user_id),
      recipient_email => member.email,
      payload => jsonb_build_object(
        'event', snapshot,
        'message', jsonb_build_object('id', new_id, 'subject', clean_subject, 'body', clean_body,
                                      'sender_name', sender_name, 'reply_to', reply_to),
        'recipient', private.recipient_snapshot(member.user_id, member.status)),
      event_id => target_event,
      recipient_user_id => member.user_id);
    sent := sent + 1;
  end loop;

  update public.event_messages m set recipient_count = sent where m.id = new_id;
  return query select new_id, sent;
end;
$$;

revoke all on function public.send_event_message(uuid, text, text, text, boolean) from public, anon;
grant execute on function public.send_event_message(uuid, text, text, text, boolean) to authenticated, service_role;

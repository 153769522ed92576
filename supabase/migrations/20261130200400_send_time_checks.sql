-- The recipient's choices are checked when an email is sent, not only when it was queued (issue
-- 42, finding 6). A newsletter row queued for a subscriber who unsubscribed before the worker
-- reached them was marked failed by newsletter_unsubscribe(), and the admin's Retry
-- (retry_outbox_message) sent it anyway. Now:
--
--   * private.outbox_withdrawal(message) says why a message must not be sent now, or null:
--     'unsubscribed' (a newsletter to an address no longer subscribed), 'switched_off' (a kind the
--     member switched off on /account or by one-click unsubscribe: reminders, organiser messages,
--     requests to join), 'left_event' (a reminder, change notice or organiser message to a member
--     no longer going or waiting);
--   * the worker's claim (public.outbox_claim) checks every row it is about to take: a withdrawn
--     row is marked failed with the reason in last_error, never sent;
--   * Retry refuses a withdrawn row with a message saying why (22023), and
--     public.outbox_retry_refusals(ids) tells the admin Messages tab which rows it must not offer
--     Retry for, with that message.
--
-- Replaces public.outbox_claim (20261127000100_outbox_worker.sql) and public.retry_outbox_message
-- (20261127200000_newsletter_issues.sql); both keep their signatures.

create function private.outbox_withdrawal(m public.outbox_messages) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when m.kind = 'newsletter'
         and not exists (select 1 from public.newsletter_subscribers s where s.email = lower(btrim(m.recipient_email)))
      then 'unsubscribed'
    when m.kind in ('reminder_24h', 'reminder_1h', 'organiser_message', 'approval_requested')
         and m.recipient_user_id is not null
         and not private.wants_email(m.recipient_user_id, m.kind)
      then 'switched_off'
    when m.kind in ('reminder_24h', 'reminder_1h')
         and m.event_id is not null and m.recipient_user_id is not null
         and not exists (select 1 from public.event_rsvps r
                          where r.event_id = m.event_id and r.user_id = m.recipient_user_id and r.status = 'going')
      then 'left_event'
    when m.kind in ('event_changed', 'organiser_message')
         and m.event_id is not null and m.recipient_user_id is not null
         and not exists (select 1 from public.event_rsvps r
                          where r.event_id = m.event_id and r.user_id = m.recipient_user_id and r.status in ('going', 'waitlist'))
      then 'left_event'
  end;
$$;

revoke all on function private.outbox_withdrawal(public.outbox_messages) from public, anon, authenticated;

-- last_error of a row the claim withdrew.
create function private.outbox_withdrawal_error(reason text) returns text
language sql
immutable
set search_path = ''
as $$
  select case reason
    when 'unsubscribed' then 'Unsubscribed before it was sent.'
    when 'switched_off' then 'The member switched these emails off before it was sent.'
    when 'left_event' then 'The member was no longer on the event''s list when it was due.'
  end;
$$;

-- What Retry answers for a withdrawn row (and what the Messages tab shows in its place).
create function private.outbox_retry_refusal_text(reason text) returns text
language sql
immutable
set search_path = ''
as $$
  select case reason
    when 'unsubscribed' then 'Not sent again: this address has unsubscribed from the newsletter.'
    when 'switched_off' then 'Not sent again: the member has switched these emails off.'
    when 'left_event' then 'Not sent again: the member is no longer on the event''s list.'
  end;
$$;

revoke all on function private.outbox_withdrawal_error(text) from public, anon, authenticated;
revoke all on function private.outbox_retry_refusal_text(text) from public, anon, authenticated;

create or replace function public.outbox_claim(
  batch_size integer default 20,
  lease_seconds integer default 120,
  max_attempts integer default 5,
  now_at timestamptz default now()
) returns setof public.outbox_messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  candidate record;
  allowance jsonb := '{}'::jsonb;
  left_for_kind integer;
  claimed bigint[] := '{}'::bigint[];
  withdrawal text;
begin
  if batch_size is null or batch_size < 1 or batch_size > 500 then
    raise exception 'batch_size must be between 1 and 500.' using errcode = '22023';
  end if;
  if lease_seconds is null or lease_seconds < 1 then
    raise exception 'lease_seconds must be positive.' using errcode = '22023';
  end if;
  if max_attempts is null or max_attempts < 1 then
    raise exception 'max_attempts must be positive.' using errcode = '22023';
  end if;

  perform pg_advisory_xact_lock(hashtext('public.outbox_claim'));

  -- Leases that ran out on the last attempt: failed, not sent once more.
  update public.outbox_messages m
     set state = 'failed',
         last_error = coalesce(m.last_error || E'\n', '') || 'The worker stopped before the send was recorded (lease expired) on the last attempt.'
   where m.state = 'sending' and m.not_before <= now_at and m.attempts >= max_attempts;

  -- What each limited kind may still claim in the minute before now_at.
  select coalesce(jsonb_object_agg(l.kind, greatest(l.per_minute - coalesce(c.recent, 0), 0)), '{}'::jsonb)
    into allowance
    from private.outbox_kind_limits l
    left join (
      select m.kind, count(*)::integer as recent
        from public.outbox_messages m
       where m.claimed_at > now_at - interval '1 minute'
       group by m.kind
    ) c on c.kind = l.kind;

  for candidate in
    select m.id, m.kind, private.outbox_withdrawal(m) as withdrawal
      from public.outbox_messages m
     where m.state in ('queued', 'sending')
       and m.not_before <= now_at
       and not (m.kind in (select k.key from jsonb_each(allowance) k where (k.value)::integer <= 0))
     order by m.not_before, m.id
     for update skip locked
  loop
    -- Checked now, at send time: the recipient's choices as they are, not as they were when queued.
    withdrawal := candidate.withdrawal;
    if withdrawal is not null then
      update public.outbox_messages m
         set state = 'failed', last_error = private.outbox_withdrawal_error(withdrawal)
       where m.id = candidate.id;
      continue;
    end if;
    if allowance ? candidate.kind then
      left_for_kind := (allowance ->> candidate.kind)::integer;
      continue when left_for_kind <= 0;
      allowance := jsonb_set(allowance, array[candidate.kind], to_jsonb(left_for_kind - 1));
    end if;
    claimed := claimed || candidate.id;
    exit when cardinality(claimed) >= batch_size;
  end loop;

  return query
    update public.outbox_messages m
       set state = 'sending',
           attempts = m.attempts + 1,
           claimed_at = now_at,
           not_before = now_at + make_interval(secs => lease_seconds)
     where m.id = any (claimed)
    returning m.*;
end;
$$;

create or replace function public.retry_outbox_message(message_id bigint)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  retried boolean;
  target public.outbox_messages;
  withdrawal text;
begin
  if not public.is_admin() then
    raise exception 'Only admins retry messages.' using errcode = '42501';
  end if;
  select * into target from public.outbox_messages m where m.id = message_id and m.state = 'failed' for update;
  if not found then
    return false;
  end if;
  withdrawal := private.outbox_withdrawal(target);
  if withdrawal is not null then
    raise exception '%', private.outbox_retry_refusal_text(withdrawal) using errcode = '22023';
  end if;
  update public.outbox_messages m
     set state = 'queued', attempts = 0, not_before = now(), last_error = null
   where m.id = message_id and m.state = 'failed';
  retried := found;
  if retried then
    -- Its issue waits for it again.
    update public.newsletter_issues i set state = 'sending'
      from public.outbox_messages m
     where m.id = message_id and i.id = m.newsletter_id and m.kind = 'newsletter' and i.state = 'sent';
  end if;
  return retried;
end;
$$;

-- Admins: which of these (failed) messages Retry would refuse, and why, in words for the Messages tab.
create function public.outbox_retry_refusals(message_ids bigint[])
returns table (id bigint, reason text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins read the outbox.' using errcode = '42501';
  end if;
  if cardinality(message_ids) > 500 then
    raise exception 'Ask for at most 500 messages at a time.' using errcode = '22023';
  end if;
  return query
    select m.id, private.outbox_retry_refusal_text(w.withdrawal)
      from public.outbox_messages m
      cross join lateral (select private.outbox_withdrawal(m) as withdrawal) w
     where m.id = any (message_ids) and w.withdrawal is not null;
end;
$$;

revoke all on function public.outbox_retry_refusals(bigint[]) from public, anon;
grant execute on function public.outbox_retry_refusals(bigint[]) to authenticated;

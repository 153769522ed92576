-- RSVP emails are limited per member and event (issue 42, finding 4). Each RSVP's email used to
-- be a new outbox row (its dedupe key names the RSVP's created_at), so 1,500 rsvp_event /
-- cancel_rsvp cycles queued 3,000 emails to the member's own address. Now the RSVP emails of one
-- member for one event (rsvp_confirmation, rsvp_promoted, rsvp_waitlist, rsvp_pending,
-- rsvp_declined, rsvp_cancelled) tell the latest state, once:
--
--   * an RSVP email not yet claimed by the worker gives way to the newer one (Going then Cancel
--     within moments: only the cancellation is left, and it is dropped too, as below);
--   * an email saying what the member's last email already said is not sent (Going, Cancel,
--     Going: they were told "going"; nothing new);
--   * a cancellation of an RSVP the member was never emailed about is not sent;
--   * at most one email of each state (going, waiting, awaiting approval, declined, cancelled) per
--     10 minutes: a later one waits (not_before) until 10 minutes after the last, and meanwhile
--     gives way to anything newer.
--
-- Where: a BEFORE INSERT trigger on public.outbox_messages for those kinds, so the trigger that
-- writes them (private.event_rsvps_enqueue_emails) and rsvp_event / cancel_rsvp stay as they are.
-- The 10 minutes are a row of private.rsvp_email_limits a hosted project may change.

create table private.rsvp_email_limits (
  scope text primary key constraint rsvp_email_limits_scope_check check (scope in ('minutes_between_same_state')),
  value integer not null constraint rsvp_email_limits_value_positive check (value > 0)
);

comment on table private.rsvp_email_limits is
  'RSVP emails per member and event: at most one of each state per minutes_between_same_state.';

insert into private.rsvp_email_limits (scope, value) values ('minutes_between_same_state', 10);

revoke all on private.rsvp_email_limits from public, anon, authenticated;

-- The state an RSVP email tells (the promotion is a confirmation: going).
create function private.rsvp_email_state(kind text) returns text
language sql
immutable
set search_path = ''
as $$
  select case kind
           when 'rsvp_confirmation' then 'going'
           when 'rsvp_promoted' then 'going'
           when 'rsvp_waitlist' then 'waitlist'
           when 'rsvp_pending' then 'pending'
           when 'rsvp_declined' then 'declined'
           when 'rsvp_cancelled' then 'cancelled'
         end;
$$;

revoke all on function private.rsvp_email_state(text) from public, anon, authenticated;

create function private.outbox_limit_rsvp_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_state text := private.rsvp_email_state(new.kind);
  told_state text;
  last_same timestamptz;
  spacing interval;
begin
  if new_state is null or new.event_id is null or new.recipient_user_id is null then
    return new;
  end if;
  -- One member's emails for one event are decided one at a time.
  perform pg_advisory_xact_lock(hashtextextended('private.outbox_limit_rsvp_email:' || new.event_id || ':' || new.recipient_user_id, 0));

  -- What is still waiting gives way: the newest state is the one to tell. (A row a worker holds
  -- is 'sending' by the time this runs after its claim, and is left alone.)
  delete from public.outbox_messages m
   where m.event_id = new.event_id and m.recipient_user_id = new.recipient_user_id
     and m.state = 'queued' and private.rsvp_email_state(m.kind) is not null;

  -- What the member's last email said (being sent, or sent).
  select private.rsvp_email_state(m.kind) into told_state
    from public.outbox_messages m
   where m.event_id = new.event_id and m.recipient_user_id = new.recipient_user_id
     and m.state in ('sending', 'sent') and private.rsvp_email_state(m.kind) is not null
   order by m.claimed_at desc nulls last, m.id desc
   limit 1;
  if told_state = new_state or (told_state is null and new_state = 'cancelled') then
    return null;
  end if;

  select make_interval(mins => l.value) into spacing from private.rsvp_email_limits l where l.scope = 'minutes_between_same_state';
  select max(m.claimed_at) into last_same
    from public.outbox_messages m
   where m.event_id = new.event_id and m.recipient_user_id = new.recipient_user_id
     and m.state in ('sending', 'sent') and private.rsvp_email_state(m.kind) = new_state
     and m.claimed_at > now() - spacing;
  if last_same is not null then
    new.not_before := greatest(new.not_before, last_same + spacing);
  end if;
  return new;
end;
$$;

revoke all on function private.outbox_limit_rsvp_email() from public, anon, authenticated;

-- Before the wake-up triggers see the row (a held-back row wakes nobody).
create trigger outbox_messages_limit_rsvp_email
  before insert on public.outbox_messages
  for each row
  when (new.kind in ('rsvp_confirmation', 'rsvp_promoted', 'rsvp_waitlist', 'rsvp_pending', 'rsvp_declined', 'rsvp_cancelled'))
  execute function private.outbox_limit_rsvp_email();

-- The lookups above: one member's emails for one event.
create index outbox_messages_event_recipient_idx on public.outbox_messages (event_id, recipient_user_id) where event_id is not null and recipient_user_id is not null;

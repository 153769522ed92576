-- Undo after cancelling a place (issue 43, item 4). Cancelling asks to confirm and then offers
-- "Undo" for a while; undoing puts back what can be put back, decided here under the event's lock:
--
--   * a place ('going'): back in it while the event still has one free; when the freed place has
--     already gone to a waiting member (cancel_rsvp() moves the first one up in its own
--     transaction), the member is put FIRST on the waitlist: they answered before everyone waiting
--     (they had a place and those waiting did not), so the first-come order of the waitlist, by
--     the RSVP's created_at, puts them there without a rule of its own;
--   * a waitlist place: back at the same position (the same created_at);
--   * a request awaiting approval: pending again, at the same position.
--
-- Nothing here redefines rsvp_event() or cancel_rsvp(): a trigger after a row of event_rsvps is
-- deleted remembers it in private.rsvp_withdrawals, and undo_cancel_rsvp() reads it.
--
-- Emails: the cancellation already went to the outbox, so the member is written to again with what
-- they have now, by the usual RSVP email trigger (20261127000200_rsvp_emails.sql), whose dedupe key
-- names the RSVP by its created_at. A place back is a new RSVP (created_at now: a going member's
-- created_at orders nothing); a queue position is the old created_at plus one microsecond, which
-- keeps the position (nobody answered within that microsecond after them) and makes the key new.

create table private.rsvp_withdrawals (
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  status text not null check (status in ('going', 'waitlist', 'pending')),
  rsvp_created_at timestamptz not null,
  withdrawn_at timestamptz not null default now(),
  primary key (event_id, user_id)
);

revoke all on private.rsvp_withdrawals from public, anon, authenticated;

-- How long Undo can put a place back.
create function private.rsvp_undo_window() returns interval
language sql
immutable
set search_path = ''
as $$ select interval '15 minutes' $$;

-- Remembers a withdrawn RSVP. A row deleted with its event or its member's account (both cascade
-- here) is not remembered: there is nothing to put back.
create function private.event_rsvps_remember_withdrawal() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status not in ('going', 'waitlist', 'pending')
     or not exists (select 1 from public.events e where e.id = old.event_id)
     or not exists (select 1 from auth.users u where u.id = old.user_id) then
    return null;
  end if;
  delete from private.rsvp_withdrawals w
   where w.user_id = old.user_id and w.withdrawn_at < now() - private.rsvp_undo_window();
  insert into private.rsvp_withdrawals (event_id, user_id, status, rsvp_created_at)
  values (old.event_id, old.user_id, old.status, old.created_at)
  on conflict (event_id, user_id) do update
     set status = excluded.status, rsvp_created_at = excluded.rsvp_created_at, withdrawn_at = now();
  return null;
end;
$$;

revoke all on function private.event_rsvps_remember_withdrawal() from public, anon, authenticated;

create trigger event_rsvps_remember_withdrawal
  after delete on public.event_rsvps
  for each row execute function private.event_rsvps_remember_withdrawal();

-- Puts back the caller's RSVP to the event they withdrew from within the undo window. Answers the
-- status they have afterwards ('going', 'waitlist' or 'pending'). Refused (PT409) once the window
-- has passed or there is nothing to undo, and, as every RSVP, once the event is over or cancelled.
create function public.undo_cancel_rsvp(target_event uuid) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  target public.events;
  withdrawn private.rsvp_withdrawals;
  new_status text;
begin
  if caller is null then
    raise exception 'Sign in to change your RSVP.' using errcode = '42501';
  end if;
  select * into target from public.events e where e.id = target_event for update;
  if not found then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;
  select * into withdrawn
    from private.rsvp_withdrawals w
   where w.event_id = target_event and w.user_id = caller and w.withdrawn_at > now() - private.rsvp_undo_window();
  if not found then
    raise exception 'There is nothing to undo: answer again instead.' using errcode = 'PT409';
  end if;
  if exists (select 1 from public.event_rsvps r where r.event_id = target_event and r.user_id = caller) then
    raise exception 'You have answered again since: there is nothing to undo.' using errcode = 'PT409';
  end if;
  if private.event_ends_at(target) <= now() then
    raise exception 'This event is over: it takes no more RSVPs.' using errcode = 'PT409';
  end if;

  new_status := case
    when withdrawn.status = 'pending' then 'pending'
    when target.capacity is null or target.going_count < target.capacity then 'going'
    else 'waitlist'
  end;
  -- A waiting member keeps their place in the queue only while there is a queue: with a free
  -- place and nobody waiting they simply have it.
  if withdrawn.status = 'waitlist' and new_status = 'going' and target.waitlist_count > 0 then
    new_status := 'waitlist';
  end if;
  insert into public.event_rsvps (event_id, user_id, status, created_at)
  values (target_event, caller, new_status,
          case when new_status = 'going' then now() else withdrawn.rsvp_created_at + interval '1 microsecond' end);
  update public.events e
     set going_count = e.going_count + case when new_status = 'going' then 1 else 0 end,
         waitlist_count = e.waitlist_count + case when new_status = 'waitlist' then 1 else 0 end
   where e.id = target_event;
  delete from private.rsvp_withdrawals w where w.event_id = target_event and w.user_id = caller;
  return new_status;
end;
$$;

revoke all on function public.undo_cancel_rsvp(uuid) from public, anon;
grant execute on function public.undo_cancel_rsvp(uuid) to authenticated;

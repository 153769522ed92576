-- Issue 36, item 2: the organiser role, and invitations by email.
--
-- Roles (profiles.role):
--   user       a member: RSVPs, their own events and series;
--   organiser  staff who run the events: every event, series and attendee list (is_staff());
--   admin      everything: also roles, invitations, subscribers, the image generator (is_admin()).
-- Role changes and invitations stay admin-only. The table public.member_invitations is plain so
-- the audit trigger (issue 36.1) can be attached to it as to any other.

-- 1. The role itself ------------------------------------------------------------------------------

alter table public.profiles drop constraint profiles_role_check;
alter table public.profiles add constraint profiles_role_check check (role in ('user', 'organiser', 'admin'));

-- Is the caller staff (organiser or admin)? security definer for the same reason as is_admin():
-- policies on profiles use it without recursing into profiles' own policies.
create function public.is_staff() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
     where user_id = (select auth.uid()) and role in ('organiser', 'admin')
  );
$$;

revoke all on function public.is_staff() from public;
grant execute on function public.is_staff() to anon, authenticated, service_role;

-- 2. What an organiser manages -------------------------------------------------------------------

drop policy "events: the creator or an admin updates" on public.events;
drop policy "events: the creator or an admin deletes" on public.events;

create policy "events: the creator or staff updates"
  on public.events for update to authenticated
  using (created_by = (select auth.uid()) or (select public.is_staff()))
  with check (created_by = (select auth.uid()) or (select public.is_staff()));

create policy "events: the creator or staff deletes"
  on public.events for delete to authenticated
  using (created_by = (select auth.uid()) or (select public.is_staff()));

drop policy "event_series: the creator or an admin deletes (and with it every occurrence)" on public.event_series;

create policy "event_series: the creator or staff deletes (and with it every occurrence)"
  on public.event_series for delete to authenticated
  using (created_by = (select auth.uid()) or (select public.is_staff()));

-- Attendee lists: staff read every RSVP (who is coming to which event).
create policy "event rsvps: staff read every row"
  on public.event_rsvps for select to authenticated
  using ((select public.is_staff()));

-- The events list of the admin area names each event's creator: staff read the profile of a
-- member who created an event, and no other (the members list stays the admins').
create policy "profiles: staff read the creators of events"
  on public.profiles for select to authenticated
  using (
    (select public.is_staff())
    and exists (select 1 from public.events e where e.created_by = profiles.user_id)
  );

create or replace function public.event_attendees(target_event uuid)
returns table (user_id uuid, full_name text, email text, status text, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (
    public.is_staff()
    or exists (select 1 from public.events e where e.id = target_event and e.created_by = (select auth.uid()))
  ) then
    raise exception 'Only the organiser or an admin can see who is coming.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.events e where e.id = target_event) then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;
  return query
    select r.user_id, p.full_name, p.email, r.status, r.created_at
      from public.event_rsvps r
      left join public.profiles p on p.user_id = r.user_id
     where r.event_id = target_event
     order by r.status = 'waitlist', r.created_at, r.user_id;
end;
$$;

-- 3. Role changes ---------------------------------------------------------------------------------

create or replace function public.set_member_role(target_user_id uuid, new_role text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  current_role_of_target text;
begin
  if not public.is_admin() then
    raise exception 'Only administrators can change roles.' using errcode = '42501';
  end if;
  if new_role is null or new_role not in ('user', 'organiser', 'admin') then
    raise exception 'A role is user, organiser or admin.' using errcode = '22023';
  end if;

  -- Serialise role changes so two admins demoting each other cannot both succeed.
  lock table public.profiles in share row exclusive mode;

  select role into current_role_of_target from public.profiles where user_id = target_user_id;
  if not found then
    raise exception 'No member with that id.' using errcode = 'P0002';
  end if;
  -- The trigger below refuses it too (for any writer); this answers the site's own message first.
  if current_role_of_target = 'admin' and new_role <> 'admin'
     and not exists (select 1 from public.profiles where role = 'admin' and user_id <> target_user_id) then
    raise exception 'The last administrator cannot be removed.' using errcode = 'P0001',
      hint = 'Make another member an administrator first.';
  end if;

  update public.profiles set role = new_role where user_id = target_user_id;
end;
$$;

-- The database rule, whoever writes the role (set_member_role, the service role, SQL): the site
-- always keeps an administrator. Same lock as set_member_role and account deletion
-- (20261126000000_security_round_3.sql), so two demotions at once run one after the other.
create function private.keep_an_administrator_on_role_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'admin' and new.role <> 'admin' then
    lock table public.profiles in share row exclusive mode;
    if not exists (select 1 from public.profiles p where p.role = 'admin' and p.user_id <> old.user_id) then
      raise exception 'The last administrator cannot be removed.' using errcode = 'P0001',
        hint = 'Make another member an administrator first.';
    end if;
  end if;
  return new;
end;
$$;

revoke all on function private.keep_an_administrator_on_role_change() from public, anon, authenticated;

create trigger profiles_keep_an_administrator
  before update of role on public.profiles
  for each row execute function private.keep_an_administrator_on_role_change();

-- 4. Invitations ----------------------------------------------------------------------------------
--
-- An admin invites an address with an intended role (the `invite-member` function records the
-- invitation with the admin's own JWT, then asks GoTrue to send its invite email). The role is
-- applied by the database when the invited address is confirmed (the trigger below), never by the
-- client: sign-up metadata and profile updates cannot set it. A revoked invitation grants nothing,
-- and the function deletes the unconfirmed account it created, so the link stops working.

create table public.member_invitations (
  id uuid primary key default gen_random_uuid(),
  email text not null constraint member_invitations_email_normalised check (email = lower(btrim(email)) and char_length(email) between 3 and 255),
  role text not null constraint member_invitations_role_check check (role in ('user', 'organiser', 'admin')),
  invited_by uuid references auth.users (id) on delete set null,
  invited_at timestamptz not null default now(),
  -- The account GoTrue created for the invitation (unconfirmed until the link is followed).
  user_id uuid references auth.users (id) on delete set null,
  accepted_at timestamptz,
  revoked_at timestamptz,
  revoked_by uuid references auth.users (id) on delete set null,
  constraint member_invitations_accepted_or_revoked check (accepted_at is null or revoked_at is null)
);

-- At most one pending invitation per address.
create unique index member_invitations_one_pending on public.member_invitations (email)
  where accepted_at is null and revoked_at is null;

alter table public.member_invitations enable row level security;
revoke all on public.member_invitations from anon, authenticated;
grant select on public.member_invitations to authenticated;
grant all on public.member_invitations to service_role;

create policy "member invitations: admins read every row"
  on public.member_invitations for select to authenticated
  using ((select public.is_admin()));

-- Records (or renews) the pending invitation of an address, for the calling admin. Refuses an
-- address that already has a confirmed account (its role is changed in the members list instead),
-- as GoTrue's invite refuses it. Answers the invitation's id.
create function public.invite_member(email text, role text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(invite_member.email, '')));
  invitation uuid;
begin
  if not public.is_admin() then
    raise exception 'Only administrators can invite members.' using errcode = '42501';
  end if;
  if invite_member.role is null or invite_member.role not in ('user', 'organiser', 'admin') then
    raise exception 'A role is user, organiser or admin.' using errcode = '22023';
  end if;
  if address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(address) > 255 then
    raise exception 'Enter a valid email address.' using errcode = '22023';
  end if;
  if exists (select 1 from auth.users u where u.email = address and u.email_confirmed_at is not null) then
    raise exception 'This address already has an account. Change its role in the members list.' using errcode = '23505';
  end if;

  update public.member_invitations i
     set role = invite_member.role, invited_by = (select auth.uid()), invited_at = now()
   where i.email = address and i.accepted_at is null and i.revoked_at is null
  returning i.id into invitation;
  if invitation is null then
    insert into public.member_invitations (email, role, invited_by)
    values (address, invite_member.role, (select auth.uid()))
    returning id into invitation;
  end if;
  return invitation;
end;
$$;

-- Revokes a pending invitation, for the calling admin. Answers the id of the unconfirmed account
-- the invitation created (the function then deletes it through GoTrue), or null when there is none.
create function public.revoke_member_invitation(invitation uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  invited_user uuid;
begin
  if not public.is_admin() then
    raise exception 'Only administrators can revoke invitations.' using errcode = '42501';
  end if;
  update public.member_invitations i
     set revoked_at = now(), revoked_by = (select auth.uid())
   where i.id = invitation and i.accepted_at is null and i.revoked_at is null
  returning i.user_id into invited_user;
  if not found then
    raise exception 'No pending invitation with that id.' using errcode = 'P0002';
  end if;
  return (select u.id from auth.users u where u.id = invited_user and u.email_confirmed_at is null);
end;
$$;

revoke all on function public.invite_member(text, text) from public, anon;
revoke all on function public.revoke_member_invitation(uuid) from public, anon;
grant execute on function public.invite_member(text, text) to authenticated, service_role;
grant execute on function public.revoke_member_invitation(uuid) to authenticated, service_role;

-- The invited address is confirmed (the invite link was followed): the pending invitation's role
-- becomes the profile's, and the invitation is accepted. Nothing the client sends is read.
create function private.apply_invitation_on_email_confirmed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.member_invitations;
begin
  select * into invitation from public.member_invitations i
   where i.email = lower(new.email) and i.accepted_at is null and i.revoked_at is null
   for update;
  if not found then
    return new;
  end if;
  update public.profiles set role = invitation.role where user_id = new.id and role <> invitation.role;
  update public.member_invitations set accepted_at = now(), user_id = new.id where id = invitation.id;
  return new;
end;
$$;

revoke all on function private.apply_invitation_on_email_confirmed() from public, anon, authenticated;

create trigger on_auth_user_confirmed_apply_invitation
  after update of email_confirmed_at on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.apply_invitation_on_email_confirmed();

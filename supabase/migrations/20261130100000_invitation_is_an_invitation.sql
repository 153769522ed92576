-- Issue 42, finding 1: an invited role, admin included, went to whoever had signed the address up
-- first. The attacker signed up address X with their own password P; an admin invited X, which
-- kept the unconfirmed account and P; a sign-up resend then replaced the invitation's token, the
-- invitee followed that newest email, and the trigger granted the role on that (any) confirmation:
-- the attacker signed in with P as an admin.
--
-- Now, in the database, so a hosted project (GoTrue unchanged) holds it too:
-- 1. Inviting an address whose account is not confirmed makes it an invitation's account:
--    invite_member() clears what whoever made it set (password, metadata, profile name, sessions,
--    third-party identities, outstanding links).
-- 2. The invitation email's token is remembered (private.invitation_links) when GoTrue sends it
--    (GoTrue's sendInvite writes `invited_at` with the token, in one statement).
-- 3. While an invitation is pending, no other link can be issued for its unconfirmed account: a
--    sign-up confirmation (`/resend`, a second sign-up, `/otp` for an unconfirmed address) or a
--    reset / sign-in link is refused by the database (GoTrue answers it 500). The local backend
--    sends the invitation again instead (local-backend/src/auth/invitationFlow.ts).
-- 4. The invited role is applied only when the invitation's own link confirms the address (the
--    confirming statement clears exactly that token, as GoTrue's `Confirm` does), never by any other
--    confirmation.

-- 2. The token of the invitation email last sent to an account, as auth.users stored it then.
create table private.invitation_links (
  user_id uuid primary key references auth.users (id) on delete cascade,
  confirmation_token text not null constraint invitation_links_token_set check (confirmation_token <> ''),
  sent_at timestamptz not null default now()
);
revoke all on private.invitation_links from public, anon, authenticated, service_role;

-- 1. invite_member(), as in 20261128100000_organiser_role.sql, and: an unconfirmed account of the
-- address is reset to what an invitation makes (GoTrue's invite keeps it as it is).
create or replace function public.invite_member(email text, role text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(invite_member.email, '')));
  invitation uuid;
  account uuid;
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

  -- Whoever made this unconfirmed account never showed they own the address: nothing they set
  -- survives. The invitee chooses their password on the invitation's page.
  select u.id into account from auth.users u where u.email = address and u.email_confirmed_at is null for update;
  if account is not null then
    perform private.reset_unconfirmed_account(account);
  end if;
  return invitation;
end;
$$;

-- What an unconfirmed account keeps when it becomes an invitation's: its id, address and email
-- identity. Password, metadata (back to GoTrue's identity claims), the profile's name, sessions,
-- third-party identities and every outstanding link go.
create function private.reset_unconfirmed_account(account uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update auth.users u
     set encrypted_password = '',
         raw_user_meta_data = jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', false, 'phone_verified', false),
         confirmation_token = '',
         recovery_token = '',
         email_change = '',
         email_change_token_new = '',
         email_change_token_current = '',
         email_change_confirm_status = 0,
         reauthentication_token = '',
         updated_at = now()
   where u.id = account and u.email_confirmed_at is null;
  if not found then
    return;
  end if;
  update public.profiles set full_name = null where user_id = account and full_name is not null;
  delete from auth.sessions where user_id = account;
  delete from auth.identities where user_id = account and provider <> 'email';
  delete from auth.flow_state where user_id = account;
  -- GoTrue looks tokens up in auth.one_time_tokens (a hosted project has it; the local backend does not).
  if to_regclass('auth.one_time_tokens') is not null then
    execute 'delete from auth.one_time_tokens where user_id = $1' using account;
  end if;
end;
$$;

revoke all on function private.reset_unconfirmed_account(uuid) from public, anon, authenticated, service_role;

-- 2 and 3, before GoTrue's statements on auth.users take effect.
create function private.guard_invitation_links() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email_confirmed_at is not null or old.email_confirmed_at is not null then
    return new;
  end if;
  if new.invited_at is distinct from old.invited_at and new.invited_at is not null and coalesce(new.confirmation_token, '') <> '' then
    -- An invitation email went out with this token.
    insert into private.invitation_links (user_id, confirmation_token, sent_at)
    values (new.id, new.confirmation_token, now())
    on conflict (user_id) do update set confirmation_token = excluded.confirmation_token, sent_at = excluded.sent_at;
    return new;
  end if;
  if ((coalesce(new.confirmation_token, '') <> '' and new.confirmation_token is distinct from old.confirmation_token)
      or (coalesce(new.recovery_token, '') <> '' and new.recovery_token is distinct from old.recovery_token))
     and exists (select 1 from public.member_invitations i
                  where i.email = lower(new.email) and i.accepted_at is null and i.revoked_at is null) then
    raise exception 'This address has a pending invitation: only the invitation email''s link confirms it.'
      using errcode = '42501', hint = 'Ask the administrator who invited you to send the invitation again.';
  end if;
  return new;
end;
$$;

revoke all on function private.guard_invitation_links() from public, anon, authenticated;

create trigger on_auth_user_guard_invitation_links
  before update of invited_at, confirmation_token, recovery_token on auth.users
  for each row execute function private.guard_invitation_links();

-- 4. The role, applied only by the invitation's own link. The trigger of
-- 20261128100000_organiser_role.sql (on_auth_user_confirmed_apply_invitation, after
-- email_confirmed_at is first set) stays: on a hosted project auth.users belongs to
-- supabase_auth_admin, and the migrations' role may add triggers to it but not drop them. Its
-- function, which applied the role on any confirmation, now applies it only on the invitation's.
create or replace function private.apply_invitation_on_email_confirmed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.member_invitations;
  link private.invitation_links;
begin
  select * into link from private.invitation_links l where l.user_id = new.id;
  if not found then
    return new;
  end if;
  delete from private.invitation_links where user_id = new.id;
  -- The confirming statement used up the invitation's token (GoTrue's Confirm clears the token it
  -- verified while it sets email_confirmed_at); any other confirmation grants nothing.
  if coalesce(old.confirmation_token, '') <> link.confirmation_token or coalesce(new.confirmation_token, '') <> '' then
    return new;
  end if;
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

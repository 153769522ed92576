-- A signed-in member subscribes their own address to the newsletter without a second email (issue
-- 43, item 5). The confirmation email of the double opt-in proves that whoever asks owns the
-- address; a member whose account address is confirmed (auth.users.email_confirmed_at, set when
-- they followed the sign-up link or signed in with a provider that vouches for it) has already
-- proved it. The database decides: the function takes no address, it reads the caller's own from
-- auth.users, and refuses while that address is not confirmed. Any other address (the footer's form,
-- someone else's address typed by a member) still goes through the `newsletter` function and its
-- confirmation email.

create function public.newsletter_subscribe_me() returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  own_email text;
  confirmed_at timestamptz;
begin
  select lower(btrim(u.email)), u.email_confirmed_at into own_email, confirmed_at
    from auth.users u
   where u.id = (select auth.uid());
  if own_email is null or own_email = '' then
    raise exception 'Sign in to change your newsletter subscription.' using errcode = '42501';
  end if;
  if confirmed_at is null then
    raise exception 'Confirm your account''s email address first: follow the link we emailed you.' using errcode = '42501';
  end if;
  insert into public.newsletter_subscribers (email) values (own_email) on conflict do nothing;
  delete from public.newsletter_pending p where p.email = own_email;
  return 'subscribed';
end;
$$;

revoke all on function public.newsletter_subscribe_me() from public, anon;
grant execute on function public.newsletter_subscribe_me() to authenticated;

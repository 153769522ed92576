-- The newsletter for a member's own address, on /account (issue 35, item 6). Subscribing goes
-- through the usual double opt-in (the `newsletter` function's confirmation email), so the address
-- is confirmed as for anyone; these two functions only read and end the member's own subscription,
-- by the address of their account (auth.users.email), never one the client names.

-- 'subscribed' (a confirmed subscriber), 'pending' (a confirmation email is waiting) or 'none'.
create function public.my_newsletter_status() returns text
language sql
stable
security definer
set search_path = ''
as $$
  with me as (
    select lower(btrim(u.email)) as email from auth.users u where u.id = (select auth.uid())
  )
  select case
           when exists (select 1 from public.newsletter_subscribers s join me on s.email = me.email) then 'subscribed'
           when exists (select 1 from public.newsletter_pending p join me on p.email = me.email
                        where p.requested_at > now() - interval '7 days') then 'pending'
           else 'none'
         end;
$$;

-- The member's own address leaves the newsletter (and any pending confirmation).
create function public.newsletter_unsubscribe_me() returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  own_email text;
begin
  select u.email into own_email from auth.users u where u.id = (select auth.uid());
  if own_email is null then
    raise exception 'Sign in to change your newsletter subscription.' using errcode = '42501';
  end if;
  perform public.newsletter_unsubscribe(own_email);
end;
$$;

revoke all on function public.my_newsletter_status() from public, anon;
revoke all on function public.newsletter_unsubscribe_me() from public, anon;
grant execute on function public.my_newsletter_status() to authenticated, service_role;
grant execute on function public.newsletter_unsubscribe_me() to authenticated;

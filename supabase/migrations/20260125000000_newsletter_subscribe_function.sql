-- Subscribing goes through one security definer function instead of INSERT ... ON CONFLICT by
-- the client. The old SELECT policy (`created_at = now()`, which upsert needed) let a reader in
-- the same millisecond as someone's subscription see that address. Now nobody but an admin
-- reads the list, and a repeat subscription answers exactly like a new one, so nobody can test
-- whether an address is subscribed.

drop policy "newsletter: the subscription being written right now" on public.newsletter_subscribers;
revoke select on public.newsletter_subscribers from anon;
revoke insert on public.newsletter_subscribers from anon, authenticated;
drop policy "newsletter: anyone subscribes" on public.newsletter_subscribers;
-- Admins keep reading through "newsletter: admins read every subscriber" (authenticated role).

create function public.subscribe_newsletter(email text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  normalized text := lower(btrim(coalesce(subscribe_newsletter.email, '')));
begin
  if char_length(normalized) > 254
     or normalized !~ '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$' then
    raise exception 'Please enter a valid email address.' using errcode = '22023';
  end if;
  insert into public.newsletter_subscribers (email) values (normalized)
  on conflict (email) do nothing;
end;
$$;

revoke all on function public.subscribe_newsletter(text) from public;
grant execute on function public.subscribe_newsletter(text) to anon, authenticated, service_role;

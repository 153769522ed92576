-- Newsletter double opt-in (issue 26, item 5). An address counts only once the link of its
-- confirmation email is followed:
--
--   * public.newsletter_subscribers keeps only confirmed subscribers (what the admin overview
--     counts and what was there before: those addresses were taken as confirmed).
--   * public.newsletter_pending holds addresses waiting for their link: one row per address, with a
--     hash of the link's single-use nonce. A pending address expires 7 days after its email: it is
--     no longer listed (the admins' policy below), its link no longer works, and the next request
--     deletes it.
--
-- Only the `newsletter` function (supabase/functions/newsletter, with the service role) calls the
-- three functions below: it signs the links (HMAC) and sends the emails. Nobody else may call them.
-- The old subscribe_newsletter(), which stored an address at once, is dropped.

drop function public.subscribe_newsletter(text);

create table public.newsletter_pending (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  -- sha256 of the nonce in the emailed link: the database never holds a working link.
  nonce_hash text not null,
  -- When the confirmation email was last sent: at most one per address per 24 hours.
  requested_at timestamptz not null default now(),
  constraint newsletter_pending_email_key unique (email),
  constraint newsletter_pending_email_length check (char_length(email) <= 254 and char_length(split_part(email, '@', 1)) <= 64),
  constraint newsletter_pending_email_lower check (email = lower(btrim(email)))
);

alter table public.newsletter_pending enable row level security;
revoke all on public.newsletter_pending from anon, authenticated;
grant select on public.newsletter_pending to authenticated;
grant all on public.newsletter_pending to service_role;

-- Admins see who is waiting to confirm, never an address whose 7 days are over.
create policy "newsletter pending: admins read the unexpired"
  on public.newsletter_pending for select to authenticated
  using ((select public.is_admin()) and requested_at > now() - interval '7 days');

-- The per-address limit of private.take_rate_limit, for an address the caller names: the function
-- passes on its own caller's address (the API gateway's x-forwarded-for), as PostgREST would see it
-- for a direct call. Counted whatever the role.
create function private.take_rate_limit_for(action_name text, caller text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  rule private.rate_limits;
  bucket timestamptz;
  used integer;
begin
  if caller is null or btrim(caller) = '' then
    return;
  end if;
  select * into rule from private.rate_limits where action = action_name;
  if not found then
    return;
  end if;
  bucket := to_timestamp(floor(extract(epoch from now()) / rule.window_seconds) * rule.window_seconds);
  delete from private.rate_limit_counters where window_start < now() - interval '1 day';
  insert into private.rate_limit_counters as c (action, client, window_start, hits)
  values (action_name, btrim(caller), bucket, 1)
  on conflict (action, client, window_start) do update set hits = c.hits + 1
  returning hits into used;
  if used > rule.max_requests then
    raise exception using
      errcode = 'PT429',
      message = rule.message,
      hint = format('At most %s per %s minutes from one address.', rule.max_requests, rule.window_seconds / 60);
  end if;
end;
$$;
revoke all on function private.take_rate_limit_for(text, text) from public;

-- A subscription request from `client_address`: the per-address limit of [api.rate_limit]
-- newsletter_subscribe, then one row (id, nonce) when a confirmation email is to be sent, or none
-- when the address is already subscribed or was sent one in the last 24 hours. The caller answers
-- the same either way, so nobody learns whether an address is subscribed.
create function public.newsletter_request_confirmation(email text, client_address text)
returns table (id uuid, nonce text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  normalized text := lower(btrim(coalesce(newsletter_request_confirmation.email, '')));
  fresh_nonce text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  row_id uuid;
begin
  if char_length(normalized) > 254
     or char_length(split_part(normalized, '@', 1)) > 64
     or normalized !~ '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$' then
    raise exception 'Please enter a valid email address.' using errcode = '22023';
  end if;
  perform private.take_rate_limit_for('newsletter_subscribe', client_address);
  delete from public.newsletter_pending p where p.requested_at <= now() - interval '7 days';
  if exists (select 1 from public.newsletter_subscribers s where s.email = normalized)
     or exists (select 1 from public.newsletter_pending p where p.email = normalized and p.requested_at > now() - interval '24 hours') then
    return;
  end if;
  insert into public.newsletter_pending as p (email, nonce_hash, requested_at)
  values (normalized, encode(sha256(convert_to(fresh_nonce, 'UTF8')), 'hex'), now())
  on conflict (email) do update set nonce_hash = excluded.nonce_hash, requested_at = excluded.requested_at
  returning p.id into row_id;
  return query select row_id, fresh_nonce;
end;
$$;

-- The link was followed: the pending row (matching nonce, within its 7 days) becomes a subscriber,
-- once. Answers the address, or null when the link is unknown, used or expired.
create function public.newsletter_confirm(pending_id uuid, nonce text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  confirmed text;
begin
  delete from public.newsletter_pending p
   where p.id = pending_id
     and p.nonce_hash = encode(sha256(convert_to(coalesce(nonce, ''), 'UTF8')), 'hex')
     and p.requested_at > now() - interval '7 days'
  returning p.email into confirmed;
  if confirmed is null then
    return null;
  end if;
  insert into public.newsletter_subscribers (email) values (confirmed) on conflict do nothing;
  return confirmed;
end;
$$;

-- Unsubscribe (the signed link of every newsletter email): the address leaves both lists.
create function public.newsletter_unsubscribe(email text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.newsletter_subscribers s where s.email = lower(btrim(newsletter_unsubscribe.email));
  delete from public.newsletter_pending p where p.email = lower(btrim(newsletter_unsubscribe.email));
$$;

revoke all on function public.newsletter_request_confirmation(text, text) from public, anon, authenticated;
revoke all on function public.newsletter_confirm(uuid, text) from public, anon, authenticated;
revoke all on function public.newsletter_unsubscribe(text) from public, anon, authenticated;
grant execute on function public.newsletter_request_confirmation(text, text) to service_role;
grant execute on function public.newsletter_confirm(uuid, text) to service_role;
grant execute on function public.newsletter_unsubscribe(text) to service_role;

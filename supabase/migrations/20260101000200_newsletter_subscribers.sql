-- Newsletter subscriptions from the footer and blog "Subscribe" boxes.
-- Visitors and users may only add an address; only admins read the list;
-- only service_role changes or removes rows.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  created_at timestamptz not null default now(),
  constraint newsletter_subscribers_email_key unique (email),
  constraint newsletter_subscribers_email_length check (char_length(email) <= 254),
  constraint newsletter_subscribers_email_format check (
    email ~ '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$'
  )
);

-- Trim and lower-case before the checks and the unique index see the address,
-- so " Ada@Example.COM " and "ada@example.com" are one subscriber.
create function public.newsletter_subscribers_normalize_email() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$$;

create trigger newsletter_subscribers_normalize_email
  before insert or update of email on public.newsletter_subscribers
  for each row execute function public.newsletter_subscribers_normalize_email();

alter table public.newsletter_subscribers enable row level security;

-- The client subscribes with
--   upsert({ email }, { onConflict: 'email', ignoreDuplicates: true })
-- i.e. INSERT ... ON CONFLICT (email) DO NOTHING. Postgres requires two things of
-- the caller for an ON CONFLICT with a conflict target:
--   1. the SELECT privilege on the conflict target column (email), and
--   2. the proposed new row must pass the table's SELECT policies (RLS applies
--      SELECT policies to the new row of any INSERT ... ON CONFLICT).
-- Granting SELECT on email alone would let anyone list the addresses, so the
-- SELECT policy for anon/authenticated only admits rows whose created_at equals
-- now(), i.e. rows written by the caller's own current transaction: the row being
-- subscribed right now, never a stored one. created_at cannot be supplied by a
-- client (no INSERT privilege on it), so it is always the transaction time.
-- DO NOTHING does not evaluate policies against the existing conflicting row, so a
-- repeated subscription is silently ignored without revealing anything.
revoke all on public.newsletter_subscribers from anon, authenticated;
grant insert (email) on public.newsletter_subscribers to anon, authenticated;
grant select (email) on public.newsletter_subscribers to anon;
grant select on public.newsletter_subscribers to authenticated;
grant all on public.newsletter_subscribers to service_role;

create policy "newsletter: anyone subscribes"
  on public.newsletter_subscribers for insert to anon, authenticated
  with check (true);

create policy "newsletter: the subscription being written right now"
  on public.newsletter_subscribers for select to anon, authenticated
  using (created_at = now());

create policy "newsletter: admins read every subscriber"
  on public.newsletter_subscribers for select to authenticated
  using ((select public.is_admin()));

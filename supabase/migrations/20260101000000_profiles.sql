-- Profiles: one row per auth user, created by a trigger on auth.users.
-- Admin status comes only from profiles.role; no client can set or change it.

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text,
  full_name text constraint profiles_full_name_length check (full_name is null or char_length(full_name) <= 200),
  role text not null default 'user' constraint profiles_role_check check (role in ('user', 'admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

-- Column grants: a signed-in user may create their own row (the trigger normally does)
-- and change their name, but never write role. Only the trigger (security definer)
-- and service_role write role.
revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
grant insert (user_id, email, full_name) on public.profiles to authenticated;
grant update (full_name) on public.profiles to authenticated;
grant all on public.profiles to service_role;

-- Is the caller an admin? security definer so that policies on profiles can use it
-- without recursing into profiles' own policies.
create function public.is_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
     where user_id = (select auth.uid()) and role = 'admin'
  );
$$;

revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

create policy "profiles: users read their own row"
  on public.profiles for select to authenticated
  using (user_id = (select auth.uid()));

create policy "profiles: admins read every row"
  on public.profiles for select to authenticated
  using ((select public.is_admin()));

create policy "profiles: users create their own row"
  on public.profiles for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "profiles: users update their own row"
  on public.profiles for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- Sign-up: the profile always starts as 'user', whatever the sign-up metadata says.
create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (user_id, email, full_name, role)
  values (
    new.id,
    new.email,
    nullif(left(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', '')), 200), ''),
    'user'
  );
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Keep profiles.email in step when a user changes their address.
create function public.handle_user_email_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where user_id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

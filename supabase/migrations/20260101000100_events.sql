-- Events of the calendar (SPEC section 3). Everyone reads; a signed-in user adds
-- events as themselves; the creator or an admin updates and deletes.

create table public.events (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  date date not null,
  time time,
  location text,
  category text,
  image_url text,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint events_title_length check (char_length(title) between 1 and 200),
  constraint events_title_not_blank check (btrim(title) <> ''),
  constraint events_description_length check (description is null or char_length(description) <= 5000),
  constraint events_location_length check (location is null or char_length(location) <= 200),
  constraint events_category_known check (
    category is null or category in (
      'Summit', 'Fireside Chat', 'Conference', 'Workshop', 'Networking',
      'Webinar', 'Panel', 'Other', 'AI', 'Health & Wellbeing'
    )
  ),
  constraint events_image_url_http check (
    image_url is null or (image_url ~* '^https?://[^\s/?#]+[^\s]*$' and char_length(image_url) <= 2048)
  )
);

create index events_date_idx on public.events (date);
create index events_created_by_idx on public.events (created_by);

alter table public.events enable row level security;

-- TRUNCATE is not subject to row level security: no client gets it.
revoke truncate on public.events from anon, authenticated;

create policy "events: everyone reads"
  on public.events for select to anon, authenticated
  using (true);

create policy "events: signed-in users add events as themselves"
  on public.events for insert to authenticated
  with check (created_by = (select auth.uid()));

create policy "events: the creator or an admin updates"
  on public.events for update to authenticated
  using (created_by = (select auth.uid()) or (select public.is_admin()))
  with check (created_by = (select auth.uid()) or (select public.is_admin()));

create policy "events: the creator or an admin deletes"
  on public.events for delete to authenticated
  using (created_by = (select auth.uid()) or (select public.is_admin()));

-- created_at is the server's, updated_at follows every change.
create function public.events_set_timestamps() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger events_set_timestamps
  before insert or update on public.events
  for each row execute function public.events_set_timestamps();

alter publication supabase_realtime add table public.events;

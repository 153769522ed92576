-- A record of every image the image generator made: what it cost, who asked and for which page.
-- The `generate` function writes it with the service role after the image service answered;
-- only admins read it (the tool shows the latest image per page and today's count and spend).
-- Nobody else can read, write, change or delete a row.

create type public.image_page_key as enum (
  'about', 'chapters', 'partners', 'industries', 'path', 'events', 'blog', 'council', 'resources'
);

create table public.generated_images (
  id uuid primary key default gen_random_uuid(),
  page_key public.image_page_key not null,
  prompt text not null check (char_length(prompt) between 1 and 2000),
  image_url text not null check (image_url ~ '^https?://'),
  seed bigint,
  cost numeric(12, 6) not null default 0 check (cost >= 0),
  nsfw boolean not null default false,
  width integer not null check (width between 128 and 2048),
  height integer not null check (height between 128 and 2048),
  output_format text not null check (output_format in ('WEBP', 'PNG', 'JPG')),
  model text not null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

-- The day's count and spend, and the latest image of each page.
create index generated_images_created_at on public.generated_images (created_at);
create index generated_images_page_latest on public.generated_images (page_key, created_at desc);

alter table public.generated_images enable row level security;

revoke all on public.generated_images from anon, authenticated;
grant select on public.generated_images to authenticated;
grant all on public.generated_images to service_role;

create policy "generated images: admins read every row"
  on public.generated_images for select to authenticated
  using ((select public.is_admin()));

-- What the tool shows on load: the latest image of each page, and a day's count and spend.
-- Security invoker: row level security above decides, so a non-admin gets nothing.
create function public.latest_generated_images()
returns setof public.generated_images
language sql
stable
security invoker
set search_path = ''
as $$
  select distinct on (page_key) *
    from public.generated_images
   order by page_key, created_at desc;
$$;

create function public.generated_images_since(since timestamptz)
returns table (images bigint, spend numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  select count(*), coalesce(sum(cost), 0)
    from public.generated_images
   where created_at >= since;
$$;

revoke all on function public.latest_generated_images() from public;
revoke all on function public.generated_images_since(timestamptz) from public;
grant execute on function public.latest_generated_images() to authenticated, service_role;
grant execute on function public.generated_images_since(timestamptz) to authenticated, service_role;

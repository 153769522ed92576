-- The image generator's daily cap (IMAGE_DAILY_LIMIT) as a reservation taken in the database
-- before the paid call. Counting today's images and then calling the service let concurrent calls
-- all pass the same count (30 calls at a limit of 5 made 22 images); here each call first takes
-- its images from the day's row in one conditional update, which concurrent calls cannot overrun:
-- the row lock serialises them and READ COMMITTED re-checks the condition on the newest row.
--
-- `generate` (service role) reserves `numberResults` images, calls the service, and gives back
-- what it did not get: all of them when the service refused or could not be reached, the rest
-- when fewer images came back. Only the service role can read the table or call the functions;
-- the admin page's count and spend still come from `generated_images`.

create table public.image_budget_days (
  day date primary key,
  reserved integer not null check (reserved >= 0)
);

comment on table public.image_budget_days is
  'Images reserved per UTC day by the generate function (the IMAGE_DAILY_LIMIT cap). Service role only.';

alter table public.image_budget_days enable row level security;

revoke all on public.image_budget_days from public, anon, authenticated;
grant select, insert, update on public.image_budget_days to service_role;

-- Takes `images` images from today's (UTC) budget of `day_limit`, or nothing. `images` is 1 to 4,
-- as `generate` accepts numberResults (request.ts LIMITS.maxResults); a day_limit of 0 refuses all.
-- Returns {"reserved": true|false, "used": images taken today including these, "day": "YYYY-MM-DD"};
-- release with the same day. A day's row starts from the images already recorded that day, so a
-- deploy in the middle of a day does not start the count again.
create function public.reserve_image_budget(images integer, day_limit integer)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  taken integer;
begin
  if images is null or images < 1 or images > 4 then
    raise exception 'images must be a whole number from 1 to 4.' using errcode = '22023';
  end if;
  if day_limit is null or day_limit < 0 then
    raise exception 'day_limit must be a whole number from 0 up.' using errcode = '22023';
  end if;

  insert into public.image_budget_days (day, reserved)
  select today, count(*)::integer
    from public.generated_images g
   where g.created_at >= (today::timestamp at time zone 'utc')
     and g.created_at < ((today + 1)::timestamp at time zone 'utc')
  on conflict (day) do nothing;

  update public.image_budget_days b
     set reserved = b.reserved + reserve_image_budget.images
   where b.day = today
     and b.reserved + reserve_image_budget.images <= day_limit
  returning b.reserved into taken;

  if found then
    return json_build_object('reserved', true, 'used', taken, 'day', today);
  end if;
  select b.reserved into taken from public.image_budget_days b where b.day = today;
  return json_build_object('reserved', false, 'used', taken, 'day', today);
end;
$$;

-- Gives back `images` images of a day's reservation (never below zero).
create function public.release_image_budget(day date, images integer)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if release_image_budget.day is null then
    raise exception 'day is required.' using errcode = '22023';
  end if;
  if images is null or images < 1 or images > 4 then
    raise exception 'images must be a whole number from 1 to 4.' using errcode = '22023';
  end if;
  update public.image_budget_days b
     set reserved = greatest(b.reserved - release_image_budget.images, 0)
   where b.day = release_image_budget.day;
end;
$$;

revoke all on function public.reserve_image_budget(integer, integer) from public, anon, authenticated;
revoke all on function public.release_image_budget(date, integer) from public, anon, authenticated;
grant execute on function public.reserve_image_budget(integer, integer) to service_role;
grant execute on function public.release_image_budget(date, integer) to service_role;

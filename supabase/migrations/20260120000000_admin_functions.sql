-- Admin dashboard figures and role changes (the admin area, /admin). Both are security
-- definer functions with a fixed search_path that check is_admin() before anything else, so
-- a member or a visitor calling them through .rpc() is refused by the database itself.

-- Everything the Dashboard Overview shows, in one call: read from the tables, never typed in.
-- "Upcoming" starts at the viewer's today (SPEC section 9: start of today, local time), which
-- the client passes; the database's own date is UTC.
create function public.admin_dashboard_stats(today date default current_date)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  month_start date := date_trunc('month', today)::date;
  result json;
begin
  if not public.is_admin() then
    raise exception 'Only administrators can view the dashboard.' using errcode = '42501';
  end if;

  select json_build_object(
    'generated_at', now(),
    'events', json_build_object(
      'total', (select count(*) from public.events),
      'upcoming', (select count(*) from public.events where date >= today),
      'next_30_days', (select count(*) from public.events where date >= today and date < today + 30)
    ),
    'members', json_build_object(
      'total', (select count(*) from public.profiles),
      'new_30_days', (select count(*) from public.profiles where created_at >= now() - interval '30 days'),
      'admins', (select count(*) from public.profiles where role = 'admin')
    ),
    'subscribers', json_build_object(
      'total', (select count(*) from public.newsletter_subscribers),
      'new_30_days', (select count(*) from public.newsletter_subscribers where created_at >= now() - interval '30 days')
    ),
    -- Every category of the enum, zero included; none counts as Other (SPEC section 3).
    'events_by_category', (
      select json_agg(json_build_object('category', c.category, 'count', coalesce(n.count, 0)) order by c.ord)
        from unnest(enum_range(null::public.event_category)) with ordinality as c(category, ord)
        left join (
          select coalesce(e.category, 'Other') as category, count(*) as count
            from public.events e
           group by 1
        ) n on n.category = c.category
    ),
    -- Six months back, this month, and six ahead.
    'events_by_month', (
      select json_agg(json_build_object('month', to_char(m.month, 'YYYY-MM'), 'count', coalesce(n.count, 0)) order by m.month)
        from generate_series(month_start - interval '6 months', month_start + interval '6 months', interval '1 month') as m(month)
        left join (
          select date_trunc('month', e.date) as month, count(*) as count
            from public.events e
           where e.date >= month_start - interval '6 months' and e.date < month_start + interval '7 months'
           group by 1
        ) n on n.month = m.month
    ),
    'top_organisers', coalesce((
      select json_agg(t order by t.events desc, t.email)
        from (
          select p.user_id, p.email, p.full_name, count(*) as events
            from public.events e
            join public.profiles p on p.user_id = e.created_by
           group by p.user_id, p.email, p.full_name
           order by count(*) desc, p.email
           limit 5
        ) t
    ), '[]'::json),
    'recent_members', coalesce((
      select json_agg(r order by r.created_at desc)
        from (select p.email, p.full_name, p.created_at from public.profiles p order by p.created_at desc limit 5) r
    ), '[]'::json),
    'recent_subscribers', coalesce((
      select json_agg(r order by r.created_at desc)
        from (select s.email, s.created_at from public.newsletter_subscribers s order by s.created_at desc limit 5) r
    ), '[]'::json)
  ) into result;
  return result;
end;
$$;

revoke all on function public.admin_dashboard_stats(date) from public, anon;
grant execute on function public.admin_dashboard_stats(date) to authenticated, service_role;

-- Promote a member to admin or back to user. Clients never write profiles.role directly
-- (column grants); this is the only way, and it never leaves the site without an admin.
create function public.set_member_role(target_user_id uuid, new_role text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  current_role_of_target text;
begin
  if not public.is_admin() then
    raise exception 'Only administrators can change roles.' using errcode = '42501';
  end if;
  if new_role is null or new_role not in ('user', 'admin') then
    raise exception 'A role is either user or admin.' using errcode = '22023';
  end if;

  -- Serialise role changes so two admins demoting each other cannot both succeed.
  lock table public.profiles in share row exclusive mode;

  select role into current_role_of_target from public.profiles where user_id = target_user_id;
  if not found then
    raise exception 'No member with that id.' using errcode = 'P0002';
  end if;
  if current_role_of_target = 'admin' and new_role = 'user'
     and (select count(*) from public.profiles where role = 'admin') <= 1 then
    raise exception 'The last administrator cannot be removed.' using errcode = 'P0001',
      hint = 'Make another member an administrator first.';
  end if;

  update public.profiles set role = new_role where user_id = target_user_id;
end;
$$;

revoke all on function public.set_member_role(uuid, text) from public, anon;
grant execute on function public.set_member_role(uuid, text) to authenticated, service_role;

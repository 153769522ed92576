-- The overview counts "upcoming" from the viewer's today (SPEC section 9: start of today, local
-- time), not the database's UTC date, and takes the categories from the event_category enum.
drop function public.admin_dashboard_stats();

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

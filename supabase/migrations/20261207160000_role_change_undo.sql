-- Issue 56 item 10: granting admin asks first, and every role change offers Undo. The Undo puts the
-- previous role back through this same checked function (admins only; the last administrator is
-- kept, by the check below and by profiles_keep_an_administrator).
--
-- Two role changes racing:
-- 1. `expected_role`, the role the caller saw (the site passes it on every change, Undo included):
--    when the member's role is another one by the time the change runs (another admin changed it
--    meanwhile), nothing changes and the caller is told so (PT409: HTTP 409). An Undo never
--    overwrites a newer change. Without it (NULL, the default) the function answers as before.
-- 2. `is_admin()` again once the table lock is held: an admin demoted by another while their own
--    call waited for the lock was still an admin in the first check's snapshot, and their change
--    went through. The first check stays, so a non-admin never takes the lock.

drop function public.set_member_role(uuid, text);

create function public.set_member_role(target_user_id uuid, new_role text, expected_role text default null)
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
  if new_role is null or new_role not in ('user', 'organiser', 'admin')
     or (expected_role is not null and expected_role not in ('user', 'organiser', 'admin')) then
    raise exception 'A role is user, organiser or admin.' using errcode = '22023';
  end if;

  -- Serialise role changes so two admins demoting each other cannot both succeed.
  lock table public.profiles in share row exclusive mode;

  -- A new statement, a new snapshot: what committed while this call waited for the lock.
  if not public.is_admin() then
    raise exception 'Only administrators can change roles.' using errcode = '42501';
  end if;

  select role into current_role_of_target from public.profiles where user_id = target_user_id;
  if not found then
    raise exception 'No member with that id.' using errcode = 'P0002';
  end if;
  if expected_role is not null and current_role_of_target <> expected_role then
    raise exception 'This member''s role was changed by someone else in the meantime, so it was left as it is.'
      using errcode = 'PT409', detail = format('The role is %s now.', current_role_of_target);
  end if;
  -- The trigger refuses it too (for any writer); this answers the site's own message first.
  if current_role_of_target = 'admin' and new_role <> 'admin'
     and not exists (select 1 from public.profiles where role = 'admin' and user_id <> target_user_id) then
    raise exception 'The last administrator cannot be removed.' using errcode = 'P0001',
      hint = 'Make another member an administrator first.';
  end if;

  update public.profiles set role = new_role where user_id = target_user_id;
end;
$$;

revoke all on function public.set_member_role(uuid, text, text) from public, anon;
grant execute on function public.set_member_role(uuid, text, text) to authenticated, service_role;

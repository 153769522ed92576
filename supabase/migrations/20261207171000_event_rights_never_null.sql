-- An event without a creator is nobody's to manage but staff's.
--
-- private.can_manage_event(creator) answered NULL, not false, for an event whose created_by is null
-- (the seed's events, those the service role adds, and those whose creator deleted their account:
-- created_by is set null) when the caller was a member who is not staff: `null = auth.uid()` is
-- NULL, and `NULL or false` is NULL. The checked functions ask `if not private.can_manage_event(...)
-- then raise`, and `if not NULL` raises nothing: any signed-in member could bulk-cancel, delete or
-- re-categorise such an event (local-backend/test/event-cancellation.test.ts, "an event with no
-- creator"; found by the chapters work's end-to-end test). The policies and the `where` clauses that
-- read it already treated NULL as false.
--
-- Now it answers true or false, never NULL: every caller keeps its words, and the functions refuse.

create or replace function private.can_manage_event(creator uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.uid()) is not null and (creator = (select auth.uid()) or public.is_staff()), false);
$$;

revoke all on function private.can_manage_event(uuid) from public;

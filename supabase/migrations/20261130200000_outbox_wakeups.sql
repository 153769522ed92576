-- Emails within seconds (issue 44, item 1): a transaction that queues an email due now wakes the
-- outbox worker, instead of leaving it for the schedule's next minute. The outbox and its
-- guarantee do not change (rows written in the change's transaction, each claimed by one worker
-- under a lease, per-kind rates counted by the claim); only when the worker is asked to run does.
--
--   * private.request_outbox_wakeup(): asks for one worker run per transaction, through pg_net's
--     net.http_post (the outbox job's own call, private.call_outbox_worker, with the same URL and
--     secret). pg_net sends the request from its background worker once the transaction commits,
--     and never when it rolls back, so the worker always finds the rows it was woken for. Locally
--     the backend's stand-in of net.http_post does the same (a queue it drains as soon as the
--     commit NOTIFYs it: local-backend/src/jobs/scheduler.ts).
--   * Triggers on public.outbox_messages call it for a row that is queued and due within a few
--     seconds (a new email, an admin's Retry); not for a row held back (a gathered change notice,
--     a reminder's time): the schedule's run finds those when they are due.
--   * The schedule's outbox job (every minute) stays: it is the sweep for retries after a backoff,
--     for rows held back, and for a wake-up that was lost (the worker down, pg_net's queue full).
--
-- Settings (private.job_setting: Vault first, then private.job_settings): outbox_worker_url and
-- outbox_worker_secret, as for the job; `outbox_wakeups = off` turns wake-ups off (the schedule
-- alone delivers). Without the URL or secret, or without pg_net, a change queues its email and
-- the schedule delivers it: a wake-up never makes a change fail.

create function private.request_outbox_wakeup() returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  worker_url text;
  worker_secret text;
begin
  -- One run per transaction is enough: it claims everything the transaction queued.
  if current_setting('outbox.wakeup_requested', true) = 'yes' then
    return;
  end if;
  perform set_config('outbox.wakeup_requested', 'yes', true);
  if private.job_setting('outbox_wakeups') = 'off' then
    return;
  end if;
  worker_url := private.job_setting('outbox_worker_url');
  worker_secret := private.job_setting('outbox_worker_secret');
  if worker_url is null or worker_secret is null
     or not exists (select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
                     where n.nspname = 'net' and p.proname = 'http_post') then
    return;
  end if;
  begin
    -- Built with format(): the net schema exists only once pg_net is enabled (or the local stand-in).
    execute format('select %I.http_post(url => $1, body => $2, headers => $3, timeout_milliseconds => $4)', 'net')
      using worker_url, jsonb_build_object('wake', true),
            jsonb_build_object('Authorization', 'Bearer ' || worker_secret, 'Content-Type', 'application/json'), 60000;
  exception when others then
    -- pg_net refusing a request (its worker down) must not undo the member's change: the schedule
    -- delivers the email instead.
    raise warning 'The outbox worker was not woken (%); the schedule will deliver.', sqlerrm;
  end;
end;
$$;

revoke all on function private.request_outbox_wakeup() from public, anon, authenticated;

create function private.outbox_messages_wake_worker() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.request_outbox_wakeup();
  return null;
end;
$$;

revoke all on function private.outbox_messages_wake_worker() from public, anon, authenticated;

-- A row queued and due within 5 seconds: a new email, or a failed one an admin retried.
create trigger outbox_messages_wake_on_insert
  after insert on public.outbox_messages
  for each row
  when (new.state = 'queued' and new.not_before <= now() + interval '5 seconds')
  execute function private.outbox_messages_wake_worker();

create trigger outbox_messages_wake_on_requeue
  after update of state, not_before on public.outbox_messages
  for each row
  when (new.state = 'queued' and new.not_before <= now() + interval '5 seconds'
        and (old.state is distinct from 'queued' or old.not_before > now() + interval '5 seconds'))
  execute function private.outbox_messages_wake_worker();

-- Scheduled jobs (issue 35, item 1): one table of periodic SQL jobs that every engine runs.
--
--   * hosted: pg_cron runs each row (cron.schedule, kept in step by a trigger on the table); the
--     outbox job calls the outbox-worker function through pg_net (net.http_post) with a secret.
--   * local PostgreSQL engine: the real pg_cron of the server, in the backend's own database
--     (the local backend schedules the rows with cron.schedule_in_database at start).
--   * PGlite (or a server without pg_cron): the local backend reads this table and runs each row
--     itself on its schedule (local-backend/src/jobs/).
--
-- A job is a plain SQL statement, e.g. `select private.send_due_reminders()`. Add one with
--   insert into private.scheduled_jobs (name, schedule, command)
--     values ('reminders', '*/5 * * * *', 'select private.send_due_reminders()')
-- in a migration. Nothing else is needed on any engine.
--
-- The worker's address and secret come from settings the deployer sets (docs/deploying.md),
-- read by private.job_setting(): Supabase Vault's `vault.decrypted_secrets` by name when Vault is
-- there, else the row of private.job_settings (the local backend writes its own there at start).
--   outbox_worker_url     https://<project-ref>.supabase.co/functions/v1/outbox-worker
--   outbox_worker_secret  the function's OUTBOX_WORKER_SECRET

create table private.scheduled_jobs (
  name text primary key constraint scheduled_jobs_name_format check (name ~ '^[a-z][a-z0-9_-]{0,62}$'),
  -- Five-field cron syntax, as pg_cron reads it (minute hour day-of-month month day-of-week), UTC.
  schedule text not null constraint scheduled_jobs_schedule_format check (schedule ~ '^\s*(\S+\s+){4}\S+\s*$'),
  command text not null,
  description text
);

comment on table private.scheduled_jobs is
  'Periodic SQL jobs: pg_cron runs them where it is installed (kept in step by a trigger); otherwise the local backend does.';

create table private.job_settings (
  name text primary key,
  value text not null
);

comment on table private.job_settings is
  'Settings of scheduled jobs (the worker URL and secret) where Supabase Vault is not used; read by private.job_setting().';

revoke all on private.scheduled_jobs, private.job_settings from public, anon, authenticated;

-- A setting by name: Vault's decrypted secret when the project has Vault and the name is there,
-- else private.job_settings. Null when neither has it.
create function private.job_setting(setting text) returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_value text;
begin
  if to_regclass('vault.decrypted_secrets') is not null then
    -- Built with format(): the schema is absent where Vault is (plpgsql_check reads constant SQL).
    execute format('select decrypted_secret from %I.decrypted_secrets where name = $1 limit 1', 'vault') into found_value using setting;
    if found_value is not null then
      return found_value;
    end if;
  end if;
  select s.value into found_value from private.job_settings s where s.name = setting;
  return found_value;
end;
$$;

-- The outbox job: asks the worker function to deliver what is due. pg_net queues the request and
-- sends it from its background worker after this transaction commits (the job never waits on
-- the network); answers the request id. Without the settings, the job fails with a message saying
-- which one is missing (cron.job_run_details keeps it).
create function private.call_outbox_worker() returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  worker_url text := private.job_setting('outbox_worker_url');
  worker_secret text := private.job_setting('outbox_worker_secret');
  request_id bigint;
begin
  if worker_url is null or worker_secret is null then
    raise exception 'Set outbox_worker_url and outbox_worker_secret (Vault or private.job_settings) for the outbox job.'
      using errcode = '22023';
  end if;
  -- Built with format(): the net schema exists only once pg_net is enabled (or the local stand-in).
  execute format('select %I.http_post(url => $1, body => $2, headers => $3, timeout_milliseconds => $4)', 'net')
    into request_id
    using worker_url, '{}'::jsonb, jsonb_build_object('Authorization', 'Bearer ' || worker_secret, 'Content-Type', 'application/json'), 60000;
  return request_id;
end;
$$;

revoke all on function private.job_setting(text) from public, anon, authenticated;
revoke all on function private.call_outbox_worker() from public, anon, authenticated;

-- Keeps pg_cron's jobs in step with the table, where pg_cron is installed in this database (a
-- hosted project); elsewhere does nothing (the local backend schedules the rows itself). Job
-- names in cron.job are the rows' names.
create function private.sync_scheduled_jobs() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    return null;
  end if;
  if tg_op = 'DELETE' then
    execute 'select cron.unschedule(jobid) from cron.job where jobname = $1' using old.name;
    return null;
  end if;
  if tg_op = 'UPDATE' then
    if old.name <> new.name then
      execute 'select cron.unschedule(jobid) from cron.job where jobname = $1' using old.name;
    end if;
  end if;
  execute 'select cron.schedule($1, $2, $3)' using new.name, new.schedule, new.command;
  return null;
end;
$$;

revoke all on function private.sync_scheduled_jobs() from public, anon, authenticated;

create trigger scheduled_jobs_sync
  after insert or update or delete on private.scheduled_jobs
  for each row execute function private.sync_scheduled_jobs();

-- Hosted: pg_cron and pg_net, where the server offers them and this role may create them (a
-- Supabase project; pg_cron only in its own database, cron.database_name). Anywhere else (the
-- local engines, a server without them, a role without the right) the attempt is rolled back and
-- said as a notice: there the local backend runs the jobs (see the header), or the deployer
-- enables both extensions in the dashboard, after which the job rows are scheduled by
--   update private.scheduled_jobs set schedule = schedule
do $$
begin
  begin
    create extension if not exists pg_net;
  exception when others then
    raise notice 'pg_net not enabled here (%): the outbox job cannot call the worker until it is.', sqlerrm;
  end;
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron not enabled here (%): scheduled jobs are not run by this database until it is.', sqlerrm;
  end;
end;
$$;

insert into private.scheduled_jobs (name, schedule, command, description) values
  ('outbox-worker', '* * * * *', 'select private.call_outbox_worker()', 'Delivers the outbox: calls the outbox-worker function every minute.');

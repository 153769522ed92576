/**
 * A database laid out as a new hosted Supabase project is before its first migration, on a
 * PostgreSQL server of ours, for the real Supabase CLI's deploy commands (`supabase db push`,
 * `migration list`, `db lint`; test/deploy-path.test.ts):
 * - the platform the local backend has too (platform.ts, HOSTED_PLATFORM_SQL): the API roles and
 *   their default grants, the `auth` schema and `auth.uid()/role()/email()/jwt()`, the
 *   `supabase_realtime` publication;
 * - what only a hosted project has: `supabase_admin`, `authenticator` (member of the API roles),
 *   `supabase_auth_admin` owning `auth`, `supabase_storage_admin` owning an empty `storage` schema
 *   (this site stores no files), pgcrypto and uuid-ossp in `extensions`;
 * - the CLI connects as the role that stands for a hosted project's `postgres`, which is NOT a
 *   superuser there (createdb, createrole, replication, bypassrls), is a member of the API roles,
 *   owns the database, may do anything to `auth`'s tables (triggers on auth.users), owns the
 *   realtime publication, and searches `"$user", public, extensions`. This server's superuser is
 *   called postgres already, so that role is `hosted_postgres`;
 * - plpgsql_check (Debian's postgresql-15-plpgsql-check), which `supabase db lint` creates: a
 *   hosted project lets `postgres` create it (supautils); here only a superuser may, so it is made
 *   beforehand, in `extensions` as the platform puts extensions.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createRolesSql, HOSTED_PLATFORM_SQL } from '../db/setup/platform';

const HOSTED_POSTGRES_ROLE = 'hosted_postgres';

export interface HostedProject {
  /** As the CLI is given it: the project's `postgres` (here hosted_postgres), TLS off (a local server). */
  url: string;
  /** The same database as the server's superuser (for what a test plants and checks). */
  superuserUrl: string;
  drop(): Promise<void>;
}

/** Roles belong to the whole server and survive the database: made once, concurrent runs tolerated. */
const ROLES = /* sql */ `
${createRolesSql([
  [HOSTED_POSTGRES_ROLE, 'login nosuperuser createdb createrole replication bypassrls'],
  ['supabase_admin', 'nologin'],
  ['authenticator', 'nologin noinherit'],
  ['supabase_auth_admin', 'nologin noinherit createrole'],
  ['supabase_storage_admin', 'nologin noinherit createrole'],
])}
alter role ${HOSTED_POSTGRES_ROLE} set search_path to "$user", public, extensions;
`;

/** Run in the new database after HOSTED_PLATFORM_SQL (which makes the API roles the grants name). */
const HOSTED_ONLY = /* sql */ `
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to ${HOSTED_POSTGRES_ROLE};

-- GoTrue's table of outstanding email tokens (its migration 20240427152123), which the local
-- backend does without: a hosted project has it, and migrations may name it.
create type auth.one_time_token_type as enum ('confirmation_token', 'reauthentication_token', 'recovery_token', 'email_change_token_new', 'email_change_token_current', 'phone_change_token');
create table auth.one_time_tokens (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type auth.one_time_token_type not null,
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null,
  created_at timestamp without time zone not null default now(),
  updated_at timestamp without time zone not null default now(),
  unique (user_id, token_type)
);

alter schema auth owner to supabase_auth_admin;
do $$
declare
  item record;
begin
  for item in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
               where n.nspname = 'auth' and c.relkind in ('r', 'p') loop
    execute format('alter table auth.%I owner to supabase_auth_admin', item.relname);
  end loop;
  for item in select p.oid::regprocedure as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace
               where n.nspname = 'auth' loop
    execute format('alter function %s owner to supabase_auth_admin', item.signature);
  end loop;
end
$$;
grant all on all tables in schema auth to ${HOSTED_POSTGRES_ROLE};
grant all on all sequences in schema auth to ${HOSTED_POSTGRES_ROLE};
grant all on all routines in schema auth to ${HOSTED_POSTGRES_ROLE};
grant usage on schema auth to ${HOSTED_POSTGRES_ROLE};

create schema if not exists storage authorization supabase_storage_admin;
grant usage on schema storage to ${HOSTED_POSTGRES_ROLE}, anon, authenticated, service_role;

create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists plpgsql_check with schema extensions;
grant usage on schema extensions to ${HOSTED_POSTGRES_ROLE};

-- What the project's postgres makes in public is granted to the API roles (RLS decides), as on the platform.
alter default privileges for role ${HOSTED_POSTGRES_ROLE} in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role ${HOSTED_POSTGRES_ROLE} in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role ${HOSTED_POSTGRES_ROLE} in schema public grant all on sequences to anon, authenticated, service_role;

alter publication supabase_realtime owner to ${HOSTED_POSTGRES_ROLE};
`;

async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'hosted-project' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function withDatabase(url: string, database: string, user?: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  if (user) {
    parsed.username = user;
    parsed.password = '';
  }
  return parsed.toString();
}

/** Whether the server can give `supabase db lint` its checker (Debian: postgresql-15-plpgsql-check). */
export async function hasPlpgsqlCheck(serverUrl: string): Promise<boolean> {
  return onDatabase(serverUrl, async (client) => (await client.query(`select 1 from pg_available_extensions where name = 'plpgsql_check'`)).rowCount === 1);
}

/**
 * Creates a new database on the server (`serverUrl`: a superuser's URL, e.g. the test cluster's)
 * laid out as a new hosted project. The hosted_postgres role has no password: the test clusters
 * trust connections from 127.0.0.1 (postgresServer.ts).
 */
export async function createHostedProject(serverUrl: string): Promise<HostedProject> {
  const name = `hosted_project_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await onDatabase(serverUrl, async (client) => {
    await client.query(ROLES);
    await client.query(`create database ${name} owner ${HOSTED_POSTGRES_ROLE}`);
  });
  const superuserUrl = withDatabase(serverUrl, name);
  const drop = () => onDatabase(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined);
  try {
    await onDatabase(superuserUrl, (client) => client.query(HOSTED_PLATFORM_SQL + HOSTED_ONLY));
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
  const url = new URL(withDatabase(serverUrl, name, HOSTED_POSTGRES_ROLE));
  url.searchParams.set('sslmode', 'disable');
  return { url: url.toString(), superuserUrl, drop };
}

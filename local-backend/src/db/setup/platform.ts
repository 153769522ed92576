/**
 * The Supabase platform pieces that a hosted project already has and that
 * `supabase/migrations` rely on: the API roles and their default grants, the
 * `auth` schema as GoTrue lays it out (the subset this backend uses), the
 * `auth.uid()/role()/jwt()/email()` helpers, the `supabase_realtime`
 * publication and the tables the Supabase CLI records migrations in.
 *
 * Plus `_local_backend`, private to this backend: a metadata table (change
 * capture, which also lives there, is db/changeCapture.ts). Every statement is
 * idempotent; this runs on each start before migrations.
 */
import type { PgConnection } from '../connection/databaseThread';
import { REALTIME } from '../../settings';

/**
 * Creates each role that does not exist yet (`[name, options]`). Roles belong to the whole server, so
 * a second database bootstrapped at the same time may find one missing and then fail to create it:
 * that one simply exists already.
 */
export function createRolesSql(roles: ReadonlyArray<readonly [name: string, options: string]>): string {
  const wanted = roles.map(([name, options]) => `['${name}', '${options}']`).join(', ');
  return /* sql */ `
do $$
declare
  wanted text[][] := array[${wanted}];
  i int;
begin
  for i in 1 .. array_length(wanted, 1) loop
    if not exists (select 1 from pg_roles where rolname = wanted[i][1]) then
      begin
        execute format('create role %I %s', wanted[i][1], wanted[i][2]);
      exception when duplicate_object or unique_violation then null;
      end;
    end if;
  end loop;
end
$$;`;
}

const ROLES_AND_GRANTS = /* sql */ `
-- Roles belong to the whole server: two databases bootstrapped at once on one PostgreSQL server
-- may both find a role missing, and the second create then fails; that one simply exists already.
${createRolesSql([['anon', 'nologin noinherit'], ['authenticated', 'nologin noinherit'], ['service_role', 'nologin noinherit bypassrls']])}

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
`;

const AUTH_SCHEMA = /* sql */ `
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- GoTrue's PKCE flow states: one per /authorize with a code_challenge, holding the challenge until
-- the site exchanges the auth code (POST /token?grant_type=pkce).
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;
`;

const REALTIME_PUBLICATION = /* sql */ `
do $$
begin
  if not exists (select 1 from pg_publication where pubname = '${REALTIME.publication}') then
    create publication ${REALTIME.publication};
  end if;
end
$$;
`;

/**
 * What a hosted project has before its first migration and the migrations rely on (roles, grants,
 * auth, the realtime publication). The deploy-path test (testing/hostedProject.ts) lays it on a
 * PostgreSQL database before `supabase db push`.
 */
export const HOSTED_PLATFORM_SQL = ROLES_AND_GRANTS + AUTH_SCHEMA + REALTIME_PUBLICATION;

/** The CLI's migration history (`supabase db push` makes it itself on a hosted project) and this backend's own. */
const MIGRATIONS_AND_LOCAL = /* sql */ `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);

create schema if not exists _local_backend;
revoke all on schema _local_backend from public;
create table if not exists _local_backend.meta (
  key text primary key,
  value text not null
);
`;

export async function installPlatform(pg: PgConnection): Promise<void> {
  // PGlite reports "wal_level is insufficient" for the publication: irrelevant here,
  // changes are captured by triggers, not logical decoding.
  await pg.exec(HOSTED_PLATFORM_SQL + MIGRATIONS_AND_LOCAL);
}

/**
 * Change capture for realtime, in one place: the capture table and trigger function, the trigger
 * put on every table of the `supabase_realtime` publication, and the statement that drains what a
 * transaction captured together with its COMMIT, turned into committed changes.
 *
 * Triggers, not logical decoding or NOTIFY: PGlite has no replication slots, and NOTIFY payloads
 * stop at 8,000 bytes, while a captured row may be of any size. Writes made directly in SQL
 * outside an API request (seed, promote, migrations) are cleared, not broadcast.
 */
import type { PgConnection, Results } from './connection/databaseThread';
import { REALTIME } from '../settings';
import { quoteIdent } from './quote';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export interface CommittedChange {
  schema: string;
  table: string;
  type: ChangeType;
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  commitTimestamp: string;
}

/** The capture table and the trigger function that fills it; `_local_backend` exists already (platform.ts). */
const CAPTURE_SQL = /* sql */ `
-- Rows written by published tables' triggers; drained by the writing transaction.
create table if not exists _local_backend.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  op text not null,
  record jsonb,
  old_record jsonb
);

create or replace function _local_backend.capture_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into _local_backend.changes (schema_name, table_name, op, record, old_record)
  values (
    tg_table_schema,
    tg_table_name,
    tg_op,
    case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end,
    case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end
  );
  return null;
end
$$;
`;

const CAPTURE_TRIGGER = 'zz_local_backend_realtime';

/** Creates the capture table and function (idempotent; runs on each start, before migrations). */
export async function installChangeCapture(pg: PgConnection): Promise<void> {
  await pg.exec(CAPTURE_SQL);
}

/**
 * Puts the capture trigger on every table of the realtime publication (and takes it off tables
 * that left it). Called after migrations, and by tests that publish a table of their own.
 */
export async function syncCaptureTriggers(pg: PgConnection): Promise<void> {
  const published = await pg.query<{ schemaname: string; tablename: string }>(
    `select schemaname, tablename from pg_publication_tables where pubname = $1`,
    [REALTIME.publication],
  );
  const triggered = await pg.query<{ schemaname: string; tablename: string }>(
    `select n.nspname as schemaname, c.relname as tablename
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where t.tgname = $1`,
    [CAPTURE_TRIGGER],
  );
  const key = (r: { schemaname: string; tablename: string }) => `${r.schemaname}.${r.tablename}`;
  const wanted = new Set(published.rows.map(key));
  const table = (r: { schemaname: string; tablename: string }) => `${quoteIdent(r.schemaname)}.${quoteIdent(r.tablename)}`;
  const statements: string[] = [];
  for (const row of published.rows) {
    statements.push(
      `create or replace trigger ${CAPTURE_TRIGGER} after insert or update or delete on ${table(row)} for each row execute function _local_backend.capture_change();`,
    );
  }
  for (const row of triggered.rows) {
    if (!wanted.has(key(row))) statements.push(`drop trigger ${CAPTURE_TRIGGER} on ${table(row)};`);
  }
  if (statements.length > 0) await pg.exec(statements.join('\n'));
  // Changes made outside an API request (seed, promote, migrations) are not broadcast.
  await pg.exec('delete from _local_backend.changes');
}

/**
 * Sent with a writing transaction's COMMIT (one trip into the database thread): takes the rows its
 * triggers captured. `reset role` first, as a request runs as anon/authenticated, which may not
 * read `_local_backend`; the rows come back in the second result.
 */
export const DRAIN_CHANGES_SQL = `reset role;
  with drained as (delete from _local_backend.changes returning *)
  select schema_name, table_name, op, record, old_record from drained order by id`;

interface CapturedRow {
  schema_name: string;
  table_name: string;
  op: ChangeType;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
}

/** What DRAIN_CHANGES_SQL returned (its results), as the changes of one commit in capture order. */
export function drainedChanges(results: Results[], commitTimestamp = new Date().toISOString()): CommittedChange[] {
  const rows = (results[1]?.rows ?? []) as unknown as CapturedRow[];
  return rows.map((row) => ({
    schema: row.schema_name,
    table: row.table_name,
    type: row.op,
    record: row.record,
    oldRecord: row.old_record,
    commitTimestamp,
  }));
}

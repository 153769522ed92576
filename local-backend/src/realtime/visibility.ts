/**
 * Which subscribers may see a committed change: Realtime's RLS check, done by
 * running a SELECT for the changed row as the subscriber's role with their
 * claims, in a transaction that is always rolled back.
 *
 * A deleted row can no longer be selected, so for DELETE the old row is put
 * back inside that transaction first (as owner, with `session_replication_role
 * = replica` so no trigger fires), then selected as the subscriber, then rolled
 * back. That applies the table's real SELECT policies to the deleted row.
 */
import type { PgConnection, Transaction } from '../db/connection/database';
import type { CommittedChange } from '../db/changeCapture';
import type { TableInfo } from '../db/schemaCache';
import { quoteIdent } from '../db/quote';
import type { JwtClaims } from '../jwt';
import type { ApiRole } from '../settings';

export interface Viewer {
  role: ApiRole;
  claims: JwtClaims;
}

class Done extends Error {
  constructor(readonly visible: boolean) {
    super('done');
  }
}

function tableRef(table: TableInfo): string {
  return `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
}

/** `where` clause identifying the row: by primary key, else by its whole JSON image. */
function rowPredicate(table: TableInfo, row: Record<string, unknown>, params: unknown[]): string {
  if (table.primaryKey.length > 0 && table.primaryKey.every((k) => k in row)) {
    return table.primaryKey
      .map((key) => {
        params.push(JSON.stringify(row[key]));
        return `_t.${quoteIdent(key)} = ($${params.length}::jsonb #>> '{}')::${(table.columns.get(key) as { type: string }).type}`;
      })
      .join(' and ');
  }
  params.push(JSON.stringify(row));
  return `to_jsonb(_t) = $${params.length}::jsonb`;
}

async function becomeViewer(tx: Transaction, viewer: Viewer): Promise<void> {
  await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(viewer.claims)]);
  await tx.exec(`set local role ${quoteIdent(viewer.role)}`);
}

async function selectAsViewer(tx: Transaction, viewer: Viewer, table: TableInfo, row: Record<string, unknown>): Promise<boolean> {
  await becomeViewer(tx, viewer);
  const params: unknown[] = [];
  const predicate = rowPredicate(table, row, params);
  const result = await tx.query(`select 1 from ${tableRef(table)} as _t where ${predicate}`, params);
  return result.rows.length > 0;
}

async function rowExists(tx: Transaction, table: TableInfo, row: Record<string, unknown>): Promise<boolean> {
  const params: unknown[] = [];
  const result = await tx.query(`select 1 from ${tableRef(table)} as _t where ${rowPredicate(table, row, params)}`, params);
  return result.rows.length > 0;
}

async function restoreDeletedRow(tx: Transaction, table: TableInfo, row: Record<string, unknown>): Promise<void> {
  const columns = table.columnList.filter((c) => !c.generated && c.name in row);
  const names = columns.map((c) => quoteIdent(c.name)).join(', ');
  await tx.exec(`set local session_replication_role = replica`);
  await tx.query(
    `insert into ${tableRef(table)} (${names}) overriding system value
     select ${names} from jsonb_populate_record(null::${tableRef(table)}, $1::jsonb)`,
    [JSON.stringify(row)],
  );
}

export async function canSee(pg: PgConnection, viewer: Viewer, table: TableInfo, change: CommittedChange): Promise<boolean> {
  if (viewer.role === 'service_role') return true;
  const row = change.type === 'DELETE' ? change.oldRecord : change.record;
  if (!row) return false;
  try {
    await pg.transaction(async (tx) => {
      if (change.type === 'DELETE') await restoreDeletedRow(tx, table, row);
      let visible = await selectAsViewer(tx, viewer, table, row);
      // On a PostgreSQL server, deliveries run while other transactions commit: a later commit may
      // have deleted the row already (an UPDATE then a DELETE). Check the row as this commit left it.
      if (!visible && change.type !== 'DELETE') {
        await tx.exec('reset role');
        if (!(await rowExists(tx, table, row))) {
          await restoreDeletedRow(tx, table, row);
          visible = await selectAsViewer(tx, viewer, table, row);
        }
      }
      throw new Done(visible);
    });
  } catch (error) {
    if (error instanceof Done) return error.visible;
    if (change.type === 'DELETE') return hasSelectPrivilege(pg, viewer, table);
    return false;
  }
  return false;
}

/** Fallback when a deleted row cannot be restored (e.g. its key was reused in the same transaction). */
async function hasSelectPrivilege(pg: PgConnection, viewer: Viewer, table: TableInfo): Promise<boolean> {
  const result = await pg.query<{ ok: boolean }>(`select has_table_privilege($1, $2, 'SELECT') as ok`, [
    viewer.role,
    `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`,
  ]);
  return result.rows[0]?.ok === true;
}

/**
 * The columns of the table `role` may SELECT, or null when it may read them all. Realtime (walrus)
 * leaves the others out of a change it sends: a column kept from a role by a column grant (the
 * events' join link) is never delivered to that role's subscribers.
 */
export async function readableColumns(pg: PgConnection, role: ApiRole, table: TableInfo): Promise<Set<string> | null> {
  if (role === 'service_role') return null;
  const result = await pg.query<{ name: string; readable: boolean }>(
    `select a.attname as name, has_column_privilege($1, a.attrelid, a.attnum, 'SELECT') as readable
       from pg_attribute a
      where a.attrelid = $2::regclass and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [role, tableRef(table)],
  );
  if (result.rows.every((row) => row.readable)) return null;
  return new Set(result.rows.filter((row) => row.readable).map((row) => row.name));
}

/**
 * True when `role` may read every row of the table: it may SELECT (some of its columns) and either the table has no row
 * level security, or a permissive SELECT policy for the role is plainly `true` and no restrictive
 * policy applies. Then no subscriber of that role needs a check of their own.
 */
export async function isOpenToRole(pg: PgConnection, role: ApiRole, table: TableInfo): Promise<boolean> {
  const result = await pg.query<{ open: boolean }>(
    `select has_any_column_privilege($1, c.oid, 'SELECT')
        and (not c.relrowsecurity or (
          exists (select 1 from pg_policies p
                   where p.schemaname = $2 and p.tablename = $3 and p.cmd in ('SELECT', 'ALL')
                     and p.permissive = 'PERMISSIVE' and ($1::name = any (p.roles) or 'public' = any (p.roles))
                     and p.qual = 'true')
          and not exists (select 1 from pg_policies p
                   where p.schemaname = $2 and p.tablename = $3 and p.cmd in ('SELECT', 'ALL')
                     and p.permissive = 'RESTRICTIVE' and ($1::name = any (p.roles) or 'public' = any (p.roles)))
        )) as open
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $2 and c.relname = $3`,
    [role, table.schema, table.name],
  );
  return result.rows[0]?.open === true;
}

/**
 * What PostgREST calls the schema cache: tables, columns, primary keys and the
 * realtime publication, read from the catalog. Every identifier an API request
 * names is looked up here before it is quoted into SQL.
 */
import type { PgConnection } from './connection/databaseThread';
import { REALTIME, REST } from '../settings';

export interface ColumnInfo {
  name: string;
  /** `format_type()`, e.g. `timestamp with time zone`, usable as a cast. */
  type: string;
  /** `pg_type.typname`, e.g. `timestamptz` (what realtime reports). */
  udtName: string;
  generated: boolean;
  identityAlways: boolean;
}

export interface TableInfo {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, ColumnInfo>;
  columnList: ColumnInfo[];
  primaryKey: string[];
  rlsEnabled: boolean;
  /** `pg_class.relreplident`: d(efault), f(ull), n(othing), i(ndex). */
  replicaIdentity: string;
}

export interface PublishedOps {
  insert: boolean;
  update: boolean;
  delete: boolean;
}

interface ColumnRow {
  schema: string;
  table: string;
  relkind: string;
  rls: boolean;
  replident: string;
  column: string;
  type: string;
  udt: string;
  generated: string;
  identity: string;
  is_pk: boolean;
}

export class SchemaCache {
  private tables = new Map<string, TableInfo>();
  private published = new Map<string, PublishedOps>();
  private typeNames = new Set<string>();

  static key(schema: string, table: string): string {
    return `${schema}\u0000${table}`;
  }

  async load(pg: PgConnection): Promise<void> {
    const schemas = [...REST.exposedSchemas];
    const rows = (
      await pg.query<ColumnRow>(
        `select n.nspname as schema, c.relname as table, c.relkind::text as relkind,
                c.relrowsecurity as rls, c.relreplident::text as replident,
                a.attname as column, format_type(a.atttypid, a.atttypmod) as type, t.typname as udt,
                a.attgenerated::text as generated, a.attidentity::text as identity,
                coalesce(a.attnum = any(i.indkey), false) as is_pk
           from pg_class c
           join pg_namespace n on n.oid = c.relnamespace
           join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
           join pg_type t on t.oid = a.atttypid
           left join pg_index i on i.indrelid = c.oid and i.indisprimary
          where c.relkind in ('r', 'p', 'v', 'm', 'f')
            and (n.nspname = any($1)
                 or exists (select 1 from pg_publication_tables pt
                             where pt.pubname = $2 and pt.schemaname = n.nspname and pt.tablename = c.relname))
          order by n.nspname, c.relname, a.attnum`,
        [schemas, REALTIME.publication],
      )
    ).rows;
    const tables = new Map<string, TableInfo>();
    for (const row of rows) {
      const key = SchemaCache.key(row.schema, row.table);
      let table = tables.get(key);
      if (!table) {
        table = {
          schema: row.schema,
          name: row.table,
          kind: row.relkind === 'v' || row.relkind === 'm' ? 'view' : 'table',
          columns: new Map(),
          columnList: [],
          primaryKey: [],
          rlsEnabled: row.rls,
          replicaIdentity: row.replident,
        };
        tables.set(key, table);
      }
      const column: ColumnInfo = {
        name: row.column,
        type: row.type,
        udtName: row.udt,
        generated: row.generated !== '',
        identityAlways: row.identity === 'a',
      };
      table.columns.set(column.name, column);
      table.columnList.push(column);
      if (row.is_pk) table.primaryKey.push(column.name);
    }

    const published = new Map<string, PublishedOps>();
    const pubRows = (
      await pg.query<{ schemaname: string; tablename: string; ins: boolean; upd: boolean; del: boolean }>(
        `select pt.schemaname, pt.tablename, p.pubinsert as ins, p.pubupdate as upd, p.pubdelete as del
           from pg_publication_tables pt join pg_publication p on p.pubname = pt.pubname
          where pt.pubname = $1`,
        [REALTIME.publication],
      )
    ).rows;
    for (const row of pubRows) {
      published.set(SchemaCache.key(row.schemaname, row.tablename), {
        insert: row.ins,
        update: row.upd,
        delete: row.del,
      });
    }

    const typeNames = new Set(
      (await pg.query<{ typname: string }>(`select distinct typname from pg_type where typname !~ '^_'`)).rows.map(
        (r) => r.typname,
      ),
    );

    this.tables = tables;
    this.published = published;
    this.typeNames = typeNames;
  }

  table(schema: string, name: string): TableInfo | undefined {
    return this.tables.get(SchemaCache.key(schema, name));
  }

  /** Tables and views of a schema, for PostgREST's "perhaps you meant" hint and the OpenAPI root. */
  tableNames(schema: string): string[] {
    return [...this.tables.values()].filter((t) => t.schema === schema).map((t) => t.name);
  }

  publishedOps(schema: string, table: string): PublishedOps | undefined {
    return this.published.get(SchemaCache.key(schema, table));
  }

  isTypeName(name: string): boolean {
    return this.typeNames.has(name);
  }
}

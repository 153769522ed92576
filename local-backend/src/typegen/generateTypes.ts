/**
 * `pnpm db:types`: TypeScript types of the public schema, in the shape `supabase gen types
 * typescript` writes, read from the catalog of a database that has run every migration (the
 * local backend's own bootstrap on a throwaway PGlite database). A hosted project can use the real CLI
 * and get the same file.
 */
import { readFileSync } from 'node:fs';
import type { PgConnection } from '../db/connection/database';
import { bootstrapDatabase } from '../db/setup/bootstrap';
import { PgliteDatabase } from '../db/connection/pgliteDatabase';
import { SUPABASE_DIR } from '../settings';

/**
 * The file's fixed text (the header, `Json`, and the helper types `Tables<>`, `TablesInsert<>`,
 * `Enums<>`... that `supabase gen types` writes for every schema) is a template with `{{slot}}`s,
 * kept as the text it is rather than inside the generator's code.
 */
const TEMPLATE = readFileSync(new URL('./database.types.template', import.meta.url), 'utf8');

interface ColumnRow {
  table_name: string;
  kind: string;
  column_name: string;
  type_name: string;
  type_schema: string;
  type_kind: string;
  element_type: string | null;
  element_kind: string | null;
  is_nullable: boolean;
  has_default: boolean;
  is_identity: boolean;
  is_generated: boolean;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  arg_kinds: string[];
  defaults: number;
  returns_set: boolean;
  return_type: string;
  return_kind: string;
  table_columns: { name: string; type: string; kind: string }[] | null;
}

const SCHEMA = 'public';

const STRING_TYPES = new Set(['text', 'varchar', 'bpchar', 'char', 'uuid', 'date', 'time', 'timetz', 'timestamp', 'timestamptz', 'interval', 'inet', 'cidr', 'macaddr', 'citext', 'name', 'bytea', 'tsvector']);
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);

function tsType(typeName: string, typeKind: string, elementType: string | null = null, elementKind: string | null = null): string {
  if (typeName.startsWith('_') && elementType) return `${tsType(elementType, elementKind ?? 'b')}[]`;
  if (typeKind === 'e') return `Database["${SCHEMA}"]["Enums"]["${typeName}"]`;
  if (typeKind === 'c') return `Database["${SCHEMA}"]["CompositeTypes"]["${typeName}"]`;
  if (typeName === 'bool') return 'boolean';
  if (typeName === 'json' || typeName === 'jsonb') return 'Json';
  if (typeName === 'void') return 'undefined';
  if (STRING_TYPES.has(typeName)) return 'string';
  if (NUMBER_TYPES.has(typeName)) return 'number';
  return 'unknown';
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
const indent = (text: string, by: number) => text.split('\n').map((line) => (line ? ' '.repeat(by) + line : line)).join('\n');

function objectType(fields: { name: string; type: string; optional?: boolean }[]): string {
  if (fields.length === 0) return '{\n  [_ in never]: never\n}';
  return `{\n${fields
    .sort(byName)
    .map((f) => `  ${/^[a-z_][a-z0-9_]*$/i.test(f.name) ? f.name : JSON.stringify(f.name)}${f.optional ? '?' : ''}: ${f.type}`)
    .join('\n')}\n}`;
}

async function readCatalog(pg: PgConnection) {
  const columns = (
    await pg.query<ColumnRow>(
      `select c.relname as table_name, c.relkind::text as kind, a.attname as column_name,
              t.typname as type_name, tn.nspname as type_schema, t.typtype::text as type_kind,
              et.typname as element_type, et.typtype::text as element_kind,
              not a.attnotnull as is_nullable, a.atthasdef as has_default,
              a.attidentity <> '' as is_identity, a.attgenerated <> '' as is_generated
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_type t on t.oid = a.atttypid
         join pg_namespace tn on tn.oid = t.typnamespace
         left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm')
        order by c.relname, a.attname`,
      [SCHEMA],
    )
  ).rows;
  const enums = (
    await pg.query<{ name: string; labels: string[] }>(
      `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
         from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
        where n.nspname = $1 group by t.typname order by t.typname`,
      [SCHEMA],
    )
  ).rows;
  const functions = (
    await pg.query<FunctionRow>(
      `select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
              array(select t.typname from unnest(p.proargtypes) with ordinality u(o, i) join pg_type t on t.oid = u.o order by i) as arg_types,
              array(select t.typtype::text from unnest(p.proargtypes) with ordinality u(o, i) join pg_type t on t.oid = u.o order by i) as arg_kinds,
              p.pronargdefaults as defaults, p.proretset as returns_set,
              rt.typname as return_type, rt.typtype::text as return_kind,
              case when p.proargmodes is not null then (
                select json_agg(json_build_object('name', x.name, 'type', t.typname, 'kind', t.typtype::text) order by x.i)
                  from unnest(p.proargnames, p.proallargtypes, p.proargmodes) with ordinality x(name, typ, mode, i)
                  join pg_type t on t.oid = x.typ
                 where x.mode = 't'
              ) end as table_columns
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type rt on rt.oid = p.prorettype
        where n.nspname = $1 and p.prokind = 'f'
          and rt.typname <> 'trigger'
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        order by p.proname`,
      [SCHEMA],
    )
  ).rows;
  return { columns, enums, functions };
}

function renderTypes(catalog: Awaited<ReturnType<typeof readCatalog>>): string {
  const tables = new Map<string, { kind: string; columns: ColumnRow[] }>();
  for (const column of catalog.columns) {
    const entry = tables.get(column.table_name) ?? { kind: column.kind, columns: [] };
    entry.columns.push(column);
    tables.set(column.table_name, entry);
  }
  const columnType = (c: ColumnRow) => `${tsType(c.type_name, c.type_kind, c.element_type, c.element_kind)}${c.is_nullable ? ' | null' : ''}`;
  const relation = (name: string, columns: ColumnRow[], isView: boolean) => {
    const row = objectType(columns.map((c) => ({ name: c.column_name, type: columnType(c) })));
    const writable = columns.filter((c) => !c.is_generated);
    const insert = objectType(
      writable.map((c) => ({ name: c.column_name, type: columnType(c), optional: c.is_nullable || c.has_default || c.is_identity })),
    );
    const update = objectType(writable.map((c) => ({ name: c.column_name, type: columnType(c), optional: true })));
    const parts = [`Row: ${row}`];
    if (!isView) parts.push(`Insert: ${insert}`, `Update: ${update}`);
    parts.push('Relationships: []');
    return `${name}: {\n${indent(parts.join('\n'), 2)}\n}`;
  };
  const section = (entries: string[]) => (entries.length === 0 ? '{\n  [_ in never]: never\n}' : `{\n${indent(entries.join('\n'), 2)}\n}`);

  const tableEntries = [...tables].filter(([, t]) => t.kind === 'r' || t.kind === 'p').map(([name, t]) => relation(name, t.columns, false));
  const viewEntries = [...tables].filter(([, t]) => t.kind === 'v' || t.kind === 'm').map(([name, t]) => relation(name, t.columns, true));
  const functionEntries = catalog.functions.map((fn) => {
    const inputs = (fn.arg_names ?? []).filter((_, i) => !fn.arg_modes || ['i', 'b', 'v'].includes(fn.arg_modes[i] ?? 'i')).slice(0, fn.arg_types.length);
    const required = fn.arg_types.length - fn.defaults;
    const args =
      fn.arg_types.length === 0
        ? 'never'
        : objectType(inputs.map((name, i) => ({ name, type: tsType(fn.arg_types[i]!, fn.arg_kinds[i]!), optional: i >= required })));
    let returns: string;
    if (fn.table_columns && fn.table_columns.length > 0) returns = `${objectType(fn.table_columns.map((c) => ({ name: c.name, type: tsType(c.type, c.kind) })))}[]`;
    else {
      // A table's or view's row type is a composite type too; the CLI names it by its relation.
      const relation = fn.return_kind === 'c' ? tables.get(fn.return_type) : undefined;
      const single = relation
        ? `Database["${SCHEMA}"]["${relation.kind === 'v' || relation.kind === 'm' ? 'Views' : 'Tables'}"]["${fn.return_type}"]["Row"]`
        : tsType(fn.return_type, fn.return_kind);
      returns = `${single}${fn.returns_set ? '[]' : ''}`;
    }
    return `${fn.name}: {\n${indent(`Args: ${args}\nReturns: ${returns}`, 2)}\n}`;
  });
  const enumEntries = catalog.enums.map((e) => `${e.name}:\n${e.labels.map((l) => `  | ${JSON.stringify(l)}`).join('\n')}`);
  const constants = catalog.enums.map((e) => `${e.name}: [\n${e.labels.map((l) => `  ${JSON.stringify(l)},`).join('\n')}\n],`);

  const slots: Record<string, string> = {
    SCHEMA,
    TABLES: indent(section(tableEntries), 4).trimStart(),
    VIEWS: indent(section(viewEntries), 4).trimStart(),
    FUNCTIONS: indent(section(functionEntries), 4).trimStart(),
    ENUMS: indent(section(enumEntries), 4).trimStart(),
    CONSTANTS: indent(constants.join('\n'), 6),
  };
  return TEMPLATE.replace(/\{\{(\w+)\}\}/g, (_, slot: string) => slots[slot] ?? '');
}

/** Applies every migration to a throwaway database and renders its public schema's types. */
export async function generateDatabaseTypes(): Promise<string> {
  const db = await PgliteDatabase.open({});
  try {
    return await db.exclusive(async (pg) => {
      await bootstrapDatabase(pg, { supabaseDir: SUPABASE_DIR, admin: { email: 'typegen@example.invalid', password: 'typegen-only' }, bcryptCost: 4 });
      return renderTypes(await readCatalog(pg));
    });
  } finally {
    await db.close();
  }
}

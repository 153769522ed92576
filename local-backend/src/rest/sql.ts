/**
 * SQL for PostgREST requests. Every identifier is looked up in the schema cache
 * and quoted; every value is a bound parameter. Rows become JSON inside
 * Postgres (`json_agg`), as PostgREST does, so types format exactly as there.
 */
import type { ColumnInfo, SchemaCache, TableInfo } from '../db/schemaCache';
import { quoteIdent, quoteLiteral } from '../db/quote';
import { restErrors } from './errors';
import { type Filter, type OrderTerm, type Page, type SelectItem, TEXT_SEARCH } from './parse';

export interface Statement {
  text: string;
  params: unknown[];
}

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function tableRef(table: TableInfo): string {
  return `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
}

export function column(table: TableInfo, name: string): ColumnInfo {
  const info = table.columns.get(name);
  if (!info) throw restErrors.unknownColumn(table.name, name);
  return info;
}

function col(table: TableInfo, name: string): string {
  return `_t.${quoteIdent(column(table, name).name)}`;
}

function projection(select: SelectItem[], table: TableInfo, schema: SchemaCache): string {
  return select
    .map((item) => {
      if (item.kind === 'star') return '_t.*';
      let expr = col(table, item.column);
      if (item.cast) {
        if (!schema.isTypeName(item.cast)) {
          throw restErrors.parse('select parameter', `unknown type "${item.cast}"`);
        }
        expr += `::${quoteIdent(item.cast)}`;
      }
      return `${expr} as ${quoteIdent(item.alias ?? item.column)}`;
    })
    .join(', ');
}

const COMPARISON: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const PATTERN: Record<string, string> = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' };
/** PostgREST's range operators: strictly left of, strictly right of, does not extend to the right / left of, adjacent to. */
const RANGE_OPERATOR: Record<string, string> = { sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' };

function likePattern(value: string): string {
  // PostgREST lets `*` stand for `%` so patterns survive URLs unescaped.
  return value.replace(/\*/g, '%');
}

function filterSql(filter: Filter, table: TableInfo, params: Params): string {
  if (filter.kind === 'logic') {
    const joined = filter.children.map((child) => filterSql(child, table, params)).join(` ${filter.op} `);
    const body = filter.children.length === 0 ? 'true' : `(${joined})`;
    return filter.negate ? `not ${body}` : body;
  }
  const target = col(table, filter.column);
  const info = column(table, filter.column);
  let sql: string;
  if (filter.modifier && filter.list) {
    const quantifier = filter.modifier;
    if (filter.op in PATTERN) {
      const items = filter.list.map((v) => params.add(filter.op === 'like' || filter.op === 'ilike' ? likePattern(v) : v));
      sql = `${target}::text ${PATTERN[filter.op]} ${quantifier}(array[${items.join(', ')}]::text[])`;
    } else {
      const items = filter.list.map((v) => `${params.add(v)}::${info.type}`);
      sql = `${target} ${COMPARISON[filter.op]} ${quantifier}(array[${items.join(', ')}]::${info.type}[])`;
    }
  } else {
    switch (filter.op) {
      case 'eq':
      case 'neq':
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte':
        sql = `${target} ${COMPARISON[filter.op]} ${params.add(filter.value)}`;
        break;
      case 'like':
      case 'ilike':
        sql = `${target}::text ${PATTERN[filter.op]} ${params.add(likePattern(filter.value))}`;
        break;
      case 'match':
      case 'imatch':
        sql = `${target}::text ${PATTERN[filter.op]} ${params.add(filter.value)}`;
        break;
      case 'in':
        sql = filter.list && filter.list.length > 0
          ? `${target} in (${filter.list.map((v) => params.add(v)).join(', ')})`
          : 'false';
        break;
      case 'is':
        sql = `${target} is ${filter.value === 'not_null' ? 'not null' : filter.value}`;
        break;
      case 'isdistinct':
        sql = `${target} is distinct from ${params.add(filter.value)}`;
        break;
      case 'cs':
        sql = `${target} @> ${params.add(filter.value)}::${info.type}`;
        break;
      case 'cd':
        sql = `${target} <@ ${params.add(filter.value)}::${info.type}`;
        break;
      case 'ov':
        sql = `${target} && ${params.add(filter.value)}::${info.type}`;
        break;
      case 'sl':
      case 'sr':
      case 'nxr':
      case 'nxl':
      case 'adj':
        sql = `${target} ${RANGE_OPERATOR[filter.op]} ${params.add(filter.value)}::${info.type}`;
        break;
      case 'fts':
      case 'plfts':
      case 'phfts':
      case 'wfts': {
        // As PostgREST 12+: a column that is not a tsvector is read with to_tsvector(). The
        // language is written as a literal (it is [a-z_]+), so an expression index on
        // to_tsvector('english', column) serves the filter.
        const language = filter.language ? `${quoteLiteral(filter.language)}::regconfig, ` : '';
        const document = info.type === 'tsvector' ? target : `to_tsvector(${language}${info.type === 'text' ? target : `${target}::text`})`;
        sql = `${document} @@ ${TEXT_SEARCH[filter.op]}(${language}${params.add(filter.value)})`;
        break;
      }
    }
  }
  return filter.negate ? `not (${sql})` : sql;
}

function whereSql(filters: Filter[], table: TableInfo, params: Params): string {
  if (filters.length === 0) return 'true';
  return filters.map((f) => filterSql(f, table, params)).join(' and ');
}

function orderSql(order: OrderTerm[], table: TableInfo): string {
  if (order.length === 0) return '';
  const terms = order.map(
    (term) =>
      `${col(table, term.column)} ${term.descending ? 'desc' : 'asc'}${term.nulls ? ` nulls ${term.nulls}` : ''}`,
  );
  return ` order by ${terms.join(', ')}`;
}

export interface ShapeOptions {
  stripNulls: boolean;
  /** Also produce the first element on its own (singular `Accept`). */
  singular: boolean;
}

/** Wraps a row query into `body` (JSON array text), `first` (first element) and `n` (row count). */
function shaped(rows: string, shape: ShapeOptions): string {
  const agg = shape.stripNulls ? `json_strip_nulls(json_agg(_r))` : `json_agg(_r)`;
  const first = shape.singular ? `(${agg} -> 0)::text` : 'null::text';
  return `select coalesce(${agg}, '[]')::text as body, ${first} as first, count(*)::int as n
            from (${rows}) _r`;
}

/** Only the columns a projection needs, so column-level SELECT grants are respected. */
function returningList(select: SelectItem[], table: TableInfo): string {
  if (select.some((item) => item.kind === 'star')) return '_t.*';
  const names = new Set(select.map((item) => (item.kind === 'column' ? item.column : '')));
  return [...names].map((name) => col(table, name)).join(', ');
}

export interface ReadRequest {
  table: TableInfo;
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  page: Page;
}

/** The page of rows a read answers, from `from` (a table, or a function's result), as `_t`. */
function pageRows(request: ReadRequest, from: string, schema: SchemaCache, params: Params): string {
  const { table } = request;
  const proj = projection(request.select, table, schema);
  const where = whereSql(request.filters, table, params);
  const order = orderSql(request.order, table);
  const limit = request.page.limit === undefined ? '' : ` limit ${params.add(request.page.limit)}`;
  const offset = request.page.offset > 0 ? ` offset ${params.add(request.page.offset)}` : '';
  return `select ${proj} from ${from} as _t where ${where}${order}${limit}${offset}`;
}

export function readStatement(request: ReadRequest, schema: SchemaCache, shape: ShapeOptions): Statement {
  const params = new Params();
  return { text: shaped(pageRows(request, tableRef(request.table), schema, params), shape), params: params.values };
}

/** How a function's result becomes the response body (PostgREST: "Scalar functions", "Table-Valued Functions"). */
export type CallShape = 'set' | 'single' | 'scalar' | 'scalar-set';

export interface CallRequest extends ReadRequest {
  /** The call as a FROM item's query (`select * from f(...)` or `select f(...) as pgrst_scalar`), its arguments in `params`. */
  call: string;
  params: Params;
  shape: CallShape;
  count: boolean;
}

/**
 * One statement for a function call read as a relation: the call runs once (a materialized CTE,
 * so a volatile function's writes happen once), then filters, order, page, the count and the
 * body's shape apply to its rows, as to a table's.
 */
export function callStatement(request: CallRequest, schema: SchemaCache, options: ShapeOptions): Statement {
  const { params } = request;
  const rows = pageRows(request, '_call', schema, params);
  const scalar = request.shape === 'scalar' || request.shape === 'scalar-set';
  const element = scalar ? '_r.pgrst_scalar' : '_r';
  const agg = options.stripNulls ? `json_strip_nulls(json_agg(${element}))` : `json_agg(${element})`;
  const body =
    request.shape === 'set' || request.shape === 'scalar-set' ? `coalesce(${agg}, '[]')::text` : `coalesce(${agg} -> 0, 'null')::text`;
  const total = request.count ? `(select count(*)::int from _call as _t where ${whereSql(request.filters, request.table, params)})` : 'null::int';
  const text = `with _call as materialized (${request.call})
    select ${body} as body, (${agg} -> 0)::text as first, count(*)::int as n, ${total} as total from (${rows}) _r`;
  return { text, params: params.values };
}

export function countStatement(table: TableInfo, filters: Filter[]): Statement {
  const params = new Params();
  return {
    text: `select count(*)::int as total from ${tableRef(table)} as _t where ${whereSql(filters, table, params)}`,
    params: params.values,
  };
}

export interface WriteShape {
  /** With a projection the statement returns JSON rows; without it, nothing (`return=minimal`). */
  returning?: { select: SelectItem[]; shape: ShapeOptions };
  /** `return=headers-only`: the rows returned only name the primary key, for `Location`. */
  locationOnly?: boolean;
}

function withReturning(write: string, returning: WriteShape['returning'], table: TableInfo, schema: SchemaCache): string {
  if (!returning) return write;
  const proj = projection(returning.select, table, schema);
  const returned = returningList(returning.select, table);
  return `with _w as (${write} returning ${returned}) ${shaped(`select ${proj} from _w as _t`, returning.shape)}`;
}

export interface InsertRequest {
  table: TableInfo;
  rows: Record<string, unknown>[];
  columns: string[];
  conflict?: { columns: string[]; action: 'nothing' | 'update' };
  /** PUT: insert the row only where its primary key equals the URL's (`col=eq.value`). */
  match?: { column: string; value: string }[];
}

/** Counts the rows an upsert updated rather than inserted (PostgREST answers 200 when none was inserted). */
export const UPSERT_UPDATES_SETTING = 'local_backend.upsert_updates';
const COUNT_UPDATE = `set_config('${UPSERT_UPDATES_SETTING}', (coalesce(nullif(current_setting('${UPSERT_UPDATES_SETTING}', true), ''), '0')::int + 1)::text, true) is not null`;

export function insertStatement(request: InsertRequest, schema: SchemaCache, shape: WriteShape): Statement {
  const params = new Params();
  const { table } = request;
  const columns = request.columns.map((name) => quoteIdent(column(table, name).name));
  const body = params.add(JSON.stringify(request.rows));
  const match = (request.match ?? []).map(({ column: name, value }) => {
    const info = column(table, name);
    return `_src.${quoteIdent(info.name)} = ${params.add(value)}::${info.type}`;
  });
  let write =
    columns.length === 0
      ? `insert into ${tableRef(table)} as _t default values`
      : `insert into ${tableRef(table)} as _t (${columns.join(', ')})
         select ${columns.join(', ')} from json_populate_recordset(null::${tableRef(table)}, ${body}::json) as _src${match.length > 0 ? ` where ${match.join(' and ')}` : ''}`;
  if (request.conflict) {
    const target = request.conflict.columns.map((name) => quoteIdent(column(table, name).name));
    if (request.conflict.action === 'nothing' || columns.length === 0) {
      write += ` on conflict (${target.join(', ')}) do nothing`;
    } else {
      write += ` on conflict (${target.join(', ')}) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')} where ${COUNT_UPDATE}`;
    }
  }
  return { text: withReturning(write, shape.returning, table, schema), params: params.values };
}

export interface UpdateRequest {
  table: TableInfo;
  values: Record<string, unknown>;
  /** The columns to set: the body's keys, or the `columns` parameter (a column the body lacks is set to NULL, or its default with `missing=default`). */
  columns: string[];
  missingDefault: boolean;
  filters: Filter[];
}

export function updateStatement(request: UpdateRequest, schema: SchemaCache, shape: WriteShape): Statement {
  const params = new Params();
  const { table } = request;
  const body = params.add(JSON.stringify(request.values));
  const assignments = request.columns.map((name) => {
    const quoted = quoteIdent(column(table, name).name);
    const absent = !Object.hasOwn(request.values, name);
    return `${quoted} = ${absent && request.missingDefault ? 'default' : `_src.${quoted}`}`;
  });
  const write = `update ${tableRef(table)} as _t set ${assignments.join(', ')}
                   from json_populate_record(null::${tableRef(table)}, ${body}::json) as _src
                  where ${whereSql(request.filters, table, params)}`;
  return { text: withReturning(write, shape.returning, table, schema), params: params.values };
}

export function deleteStatement(table: TableInfo, filters: Filter[], schema: SchemaCache, shape: WriteShape): Statement {
  const params = new Params();
  const write = `delete from ${tableRef(table)} as _t where ${whereSql(filters, table, params)}`;
  return { text: withReturning(write, shape.returning, table, schema), params: params.values };
}

/**
 * `/rest/v1/rpc/<function>`: PostgREST's function calls ("Functions as RPC"), as supabase-js
 * `.rpc()` makes them.
 *
 * - The function is chosen by its argument names as PostgREST chooses it: every required
 *   parameter given, the rest among the optional ones; a single unnamed json/jsonb parameter takes
 *   a POSTed body no named overload accepts; two candidates are PGRST203 (300), none PGRST202.
 * - Arguments come from the JSON body (POST) or from the query string (GET: a parameter whose
 *   value is an operation, `id=eq.1`, is a filter on the result instead).
 * - The result is read as a relation (`select`, filters, `order`, `limit`/`offset`/`Range`,
 *   `Prefer: count`, the singular `Accept`, `nulls=stripped`, `[api] max_rows`), the call
 *   running once. Sets of rows become arrays, one row an object, scalars their JSON value, void no content.
 * - The call runs as the request's role in one transaction: read-only for GET and for stable or
 *   immutable functions (PostgREST's access mode), rolled back for `Prefer: tx=rollback`, a
 *   singular miss or a `max-affected` breach (with `handling=strict`).
 */
import type { Transaction } from '../db/connection/database';
import type { Database, RequestIdentity } from '../db/connection/database';
import type { ColumnInfo, SchemaCache, TableInfo } from '../db/schemaCache';
import { quoteIdent } from '../db/quote';
import { PostgrestError, restErrorFor, restErrors } from './errors';
import { type AcceptInfo, type Filter, parseOrder, parsePage, parseSelect } from './parse';
import { exceedsMaxAffected, preferenceApplied, type Preferences } from './preferences';
import { type CallShape, callStatement, Params } from './sql';
import { runRequest } from './transaction';

export interface RpcRequest {
  identity: RequestIdentity;
  schema: string;
  name: string;
  method: 'GET' | 'HEAD' | 'POST';
  /** POST: the parsed JSON body. GET/HEAD: the query string's arguments. */
  args: { kind: 'body'; body: unknown } | { kind: 'query'; values: Map<string, string[]> };
  /** `select`, `order`, `limit`, `offset` of the query string. */
  params: URLSearchParams;
  filters: Filter[];
  prefer: Preferences;
  accept: AcceptInfo;
  rangeHeader?: string;
}

export interface RpcResult {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

interface ProcRow {
  oid: number;
  all_names: string[];
  all_modes: string[];
  all_types: string[];
  n_in: number;
  n_defaults: number;
  returns_set: boolean;
  return_type: string;
  return_kind: string;
  return_relid: number;
  volatility: string;
}

interface Parameter {
  name: string;
  type: string;
  variadic: boolean;
}

interface Routine {
  row: ProcRow;
  inputs: Parameter[];
  required: Parameter[];
  optional: Parameter[];
  outputs: { name: string; type: string }[];
}

function routineOf(row: ProcRow): Routine {
  const modes = row.all_modes.length > 0 ? row.all_modes : row.all_types.map(() => 'i');
  const inputs: Parameter[] = [];
  const outputs: { name: string; type: string }[] = [];
  modes.forEach((mode, i) => {
    const name = row.all_names[i] ?? '';
    const type = row.all_types[i] as string;
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type, variadic: mode === 'v' });
    if (mode === 'o' || mode === 'b' || mode === 't') outputs.push({ name, type });
  });
  const requiredCount = row.n_in - row.n_defaults;
  return { row, inputs, required: inputs.slice(0, requiredCount), optional: inputs.slice(requiredCount), outputs };
}

/** PostgREST's rule: required parameters all given, the other keys among the optional ones, nothing else. */
function acceptsKeys(routine: Routine, keys: ReadonlySet<string>): boolean {
  if (routine.inputs.length === 0) return keys.size === 0;
  const required = new Set(routine.required.map((p) => p.name));
  const optional = new Set(routine.optional.map((p) => p.name));
  for (const name of required) if (!keys.has(name)) return false;
  for (const key of keys) if (!required.has(key) && !optional.has(key)) return false;
  return true;
}

function takesWholeJsonBody(routine: Routine): boolean {
  const [only] = routine.inputs;
  return routine.inputs.length === 1 && only !== undefined && only.name === '' && (only.type === 'json' || only.type === 'jsonb');
}

function notFound(schema: string, name: string, keys: string[], jsonBody: boolean): PostgrestError {
  const sorted = [...keys].sort();
  const withParams = sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`;
  const searched =
    sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  return new PostgrestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${withParams} in the schema cache`,
    `Searched for the function ${schema}.${name}${searched}${jsonBody ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
  );
}

function ambiguous(schema: string, name: string, routines: Routine[]): PostgrestError {
  const candidates = routines.map((r) => `${schema}.${name}(${r.inputs.map((p) => `${p.name} => ${p.type}`).join(', ')})`);
  return new PostgrestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${candidates.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

async function findRoutine(tx: Transaction, request: RpcRequest, keys: ReadonlySet<string>): Promise<{ routine: Routine; wholeBody: boolean }> {
  const { rows } = await tx.query<ProcRow>(
    `select p.oid::int as oid, coalesce(p.proargnames, '{}') as all_names, coalesce(p.proargmodes::text[], '{}') as all_modes,
            array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, i) order by i) as all_types,
            p.pronargs::int as n_in, p.pronargdefaults::int as n_defaults, p.proretset as returns_set,
            format_type(p.prorettype, null) as return_type, rt.typtype::text as return_kind, rt.typrelid::int as return_relid,
            p.provolatile::text as volatility
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       join pg_catalog.pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'
      order by p.oid`,
    [request.schema, request.name],
  );
  const routines = rows.map(routineOf);
  const jsonBody = request.method === 'POST';
  const matched = routines.filter((routine) => acceptsKeys(routine, keys));
  const fallback = jsonBody ? routines.filter(takesWholeJsonBody) : [];
  if (matched.length > 1) throw ambiguous(request.schema, request.name, matched);
  if (matched.length === 1) return { routine: matched[0] as Routine, wholeBody: false };
  if (fallback.length > 1) throw ambiguous(request.schema, request.name, fallback);
  if (fallback.length === 1) return { routine: fallback[0] as Routine, wholeBody: true };
  // Only a single unnamed json/jsonb parameter takes an array or a scalar whole.
  const body = request.args.kind === 'body' ? request.args.body : undefined;
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    throw Array.isArray(body) && body.length > 0 && body.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item))
      ? restErrors.notImplemented('Calling a function once per object of a JSON array body is not implemented by the local backend.')
      : restErrors.invalidBody('Function arguments must be a JSON object');
  }
  throw notFound(request.schema, request.name, [...keys], jsonBody);
}

/** A JSON argument value as the text Postgres casts to the parameter's type. */
function argumentText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  if (Array.isArray(value)) return `{${value.map((v) => (v === null ? 'NULL' : `"${String(typeof v === 'object' ? JSON.stringify(v) : v).replace(/(["\\])/g, '\\$1')}"`)).join(',')}}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The function's result as a relation: its columns (for select, filters, order) and the body's shape. */
async function resultRelation(tx: Transaction, routine: Routine, schemaName: string): Promise<{ table: TableInfo; shape: CallShape; scalar: boolean }> {
  const { row } = routine;
  let columns: { name: string; type: string; udt: string }[];
  let scalar = false;
  if (row.return_kind === 'c') {
    columns = (
      await tx.query<{ name: string; type: string; udt: string }>(
        `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, t.typname as udt
           from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
          where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
        [row.return_relid],
      )
    ).rows;
  } else if (row.return_type === 'record' && routine.outputs.length > 0) {
    columns = routine.outputs.map((output) => ({ name: output.name, type: output.type, udt: output.type }));
  } else {
    // Scalars, and records without a declared shape (PostgREST: "Untyped functions", no filters).
    scalar = true;
    columns = row.return_type === 'record' ? [] : [{ name: 'pgrst_scalar', type: row.return_type, udt: row.return_type }];
  }
  const columnList: ColumnInfo[] = columns.map((c) => ({ name: c.name, type: c.type, udtName: c.udt, generated: false, identityAlways: false }));
  const table: TableInfo = {
    schema: schemaName,
    name: 'pgrst_call',
    kind: 'view',
    columns: new Map(columnList.map((c) => [c.name, c])),
    columnList,
    primaryKey: [],
    rlsEnabled: false,
    replicaIdentity: 'n',
  };
  const shape: CallShape = scalar ? (row.returns_set ? 'scalar-set' : 'scalar') : row.returns_set ? 'set' : 'single';
  return { table, shape, scalar };
}

export class RpcService {
  constructor(
    private readonly db: Database,
    private readonly schema: SchemaCache,
    /** `[api] max_rows` of config.toml: PostgREST limits a function's rows as a table's. */
    private readonly maxRows: number,
  ) {}

  async call(request: RpcRequest): Promise<RpcResult> {
    const { prefer, accept } = request;
    const body = request.args.kind === 'body' ? request.args.body : undefined;
    const bodyIsObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    const keys = new Set(
      request.args.kind === 'query' ? request.args.values.keys() : bodyIsObject ? Object.keys(body as object) : [],
    );
    const select = parseSelect(request.params.get('select') ?? undefined, request.name);
    const order = parseOrder(request.params.get('order') ?? undefined);
    const requested = parsePage(request.params, request.rangeHeader);
    const page = { ...requested, limit: Math.min(requested.limit ?? this.maxRows, this.maxRows) };
    try {
      // The routine decides the access mode, so it is looked up before the request's transaction.
      const { routine, wholeBody } = await this.db.asRequest(request.identity, (tx) => findRoutine(tx, request, keys), { readOnly: true });
      if (prefer.handling === 'strict' && prefer.maxAffected !== undefined && !routine.row.returns_set) throw restErrors.maxAffectedRpc();
      const readOnly = request.method !== 'POST' || routine.row.volatility !== 'v';
      const outcome = await runRequest(this.db, request.identity, prefer, { readOnly }, async (tx) => {
        const params = new Params();
        const call = `${quoteIdent(request.schema)}.${quoteIdent(request.name)}(${this.argumentList(routine, request, wholeBody, params)})`;
        if (routine.row.return_type === 'void') {
          await tx.query(`select ${call}`, params.values);
          return { kind: 'void' as const };
        }
        const relation = await resultRelation(tx, routine, request.schema);
        const statement = callStatement(
          {
            table: relation.table,
            select,
            filters: request.filters,
            order,
            page,
            call: relation.scalar ? `select ${call} as pgrst_scalar` : `select * from ${call}`,
            params,
            shape: relation.shape,
            count: prefer.count !== undefined,
          },
          this.schema,
          { stripNulls: accept.stripNulls, singular: accept.singular },
        );
        const { rows } = await tx.query<{ body: string; first: string | null; n: number; total: number | null }>(statement.text, statement.params);
        const result = rows[0] as { body: string; first: string | null; n: number; total: number | null };
        const returnsSet = relation.shape === 'set' || relation.shape === 'scalar-set';
        if (accept.singular && returnsSet && result.n !== 1) return restErrors.singular(result.n);
        return exceedsMaxAffected(prefer, result.n) ?? { kind: 'rows' as const, ...result, returnsSet };
      });
      const applied = preferenceApplied(prefer, { count: true });
      if (outcome.kind === 'void') return { status: 204, body: null, headers: applied };
      const rowsInPage = outcome.returnsSet ? outcome.n : 1;
      const end = page.offset + rowsInPage - 1;
      const headers = { 'Content-Range': `${rowsInPage > 0 ? `${page.offset}-${end}` : '*'}/${outcome.total ?? '*'}`, ...applied };
      const partial = outcome.total !== null && rowsInPage > 0 && (page.offset > 0 || end < outcome.total - 1);
      const responseBody = accept.singular && outcome.returnsSet ? outcome.first : outcome.body;
      return { status: partial ? 206 : 200, body: request.method === 'HEAD' ? null : responseBody, headers };
    } catch (error) {
      throw restErrorFor(error, request.identity.role);
    }
  }

  private argumentList(routine: Routine, request: RpcRequest, wholeBody: boolean, params: Params): string {
    if (wholeBody) {
      const body = request.args.kind === 'body' ? request.args.body : undefined;
      return `${params.add(JSON.stringify(body ?? {}))}::${(routine.inputs[0] as Parameter).type}`;
    }
    const given = (name: string): unknown =>
      request.args.kind === 'body'
        ? (request.args.body as Record<string, unknown>)[name]
        : (() => {
            const values = request.args.values.get(name) ?? [];
            return values.length > 1 ? values : values[0];
          })();
    const present = (name: string): boolean =>
      request.args.kind === 'body' ? Object.hasOwn(request.args.body as object, name) : request.args.values.has(name);
    return routine.inputs
      .filter((parameter) => present(parameter.name))
      .map((parameter) => {
        let value = given(parameter.name);
        // A variadic parameter takes a JSON array, or a GET parameter repeated (PostgREST: "Variadic functions").
        if (parameter.variadic && !Array.isArray(value) && value !== null && value !== undefined) value = [value];
        const placeholder = `${params.add(argumentText(value, parameter.type))}::${parameter.type}`;
        return `${parameter.variadic ? 'variadic ' : ''}${quoteIdent(parameter.name)} => ${placeholder}`;
      })
      .join(', ');
  }
}

/**
 * `/rest/v1/rpc/<function>`: PostgREST's function calls, as supabase-js `.rpc()` makes them.
 * Named arguments from the JSON body (POST) or the query string (GET); the overload is chosen
 * by argument names; the call runs as the request's role in one transaction (read-only for
 * GET), so `execute` grants and the function's own checks decide. Postgres builds the JSON.
 */
import type { Transaction } from '../db/connection/database';
import type { Database, RequestIdentity } from '../db/connection/database';
import { quoteIdent } from '../db/quote';
import { fromPgError, isPgError, PostgrestError } from './errors';

export interface RpcRequest {
  identity: RequestIdentity;
  schema: string;
  name: string;
  method: 'GET' | 'HEAD' | 'POST';
  /** Named arguments: the JSON object body, or the query string's parameters. */
  args: Record<string, unknown>;
}

export interface RpcResult {
  status: number;
  body: string | null;
}

interface ProcRow {
  oid: number;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  required: number;
  returns_set: boolean;
  return_type: string;
  return_kind: string;
}

/** Query-string parameters PostgREST reserves; they never name function arguments. */
export const RPC_RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'apikey']);

const notFound = (schema: string, name: string, args: string[]) =>
  new PostgrestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${args.length > 0 ? `(${[...args].sort().join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${schema}.${name}${args.length > 0 ? ` with parameters ${[...args].sort().join(', ')}` : ' without parameters'}, but no matches were found in the schema cache.`,
  );

async function findFunction(tx: Transaction, schema: string, name: string, argNames: string[]): Promise<ProcRow | undefined> {
  const { rows } = await tx.query<ProcRow>(
    `select p.oid::int as oid, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            array(select format_type(t, null) from unnest(p.proargtypes) with ordinality u(t, i) order by i) as arg_types,
            p.pronargs - p.pronargdefaults as required, p.proretset as returns_set,
            format_type(p.prorettype, null) as return_type, rt.typtype::text as return_kind
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       join pg_catalog.pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [schema, name],
  );
  // Input argument names in declaration order (modes i, b, v; out/table columns are not inputs).
  const inputs = (row: ProcRow) =>
    (row.arg_names ?? []).filter((_, i) => !row.arg_modes || ['i', 'b', 'v'].includes(row.arg_modes[i] ?? 'i')).slice(0, row.arg_types.length);
  return rows.find((row) => {
    const names = inputs(row);
    if (names.length !== row.arg_types.length && row.arg_types.length > 0) return false;
    return argNames.every((arg) => names.includes(arg)) && names.slice(0, row.required).every((arg) => argNames.includes(arg));
  });
}

/** A JSON argument value as the text Postgres casts to the parameter's type. */
function argumentText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  if (Array.isArray(value)) return `{${value.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/(["\\])/g, '\\$1')}"`)).join(',')}}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export class RpcService {
  constructor(private readonly db: Database) {}

  async call(request: RpcRequest): Promise<RpcResult> {
    const argNames = Object.keys(request.args);
    try {
      return await this.db.asRequest(
        request.identity,
        async (tx) => {
          const fn = await findFunction(tx, request.schema, request.name, argNames);
          if (!fn) throw notFound(request.schema, request.name, argNames);
          const inputs = (fn.arg_names ?? []).slice(0, fn.arg_types.length);
          const params: (string | null)[] = [];
          const named = inputs
            .map((arg, i) => ({ arg, type: fn.arg_types[i] as string }))
            .filter(({ arg }) => argNames.includes(arg))
            .map(({ arg, type }) => {
              params.push(argumentText(request.args[arg], type));
              return `${quoteIdent(arg)} => $${params.length}::${type}`;
            });
          const call = `${quoteIdent(request.schema)}.${quoteIdent(request.name)}(${named.join(', ')})`;
          if (fn.return_type === 'void') {
            await tx.query(`select ${call}`, params);
            return { status: 204, body: null };
          }
          // Sets and composite rows become JSON arrays/objects; scalars (json included) their JSON value.
          const sql = fn.returns_set
            ? `select coalesce(json_agg(r), '[]')::text as body from ${call} r`
            : fn.return_kind === 'c'
              ? `select row_to_json(r)::text as body from ${call} r`
              : `select to_json(${call})::text as body`;
          const { rows } = await tx.query<{ body: string | null }>(sql, params);
          return { status: 200, body: rows[0]?.body ?? 'null' };
        },
        { readOnly: request.method !== 'POST' },
      );
    } catch (error) {
      if (error instanceof PostgrestError) throw error;
      if (isPgError(error)) throw fromPgError(error, request.identity.role);
      throw error;
    }
  }
}

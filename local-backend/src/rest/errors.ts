/**
 * PostgREST's error bodies `{ code, details, hint, message }` and its mapping
 * from Postgres SQLSTATE to HTTP status.
 */
import { DatabaseConnectionError } from '../db/connection/database';
import type { ApiRole } from '../settings';

export class PostgrestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
    this.name = 'PostgrestError';
  }

  toJSON(): { code: string; details: string | null; hint: string | null; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const restErrors = {
  parse: (what: string, detail: string) =>
    new PostgrestError(400, 'PGRST100', `"failed to parse ${what}" (${detail})`, detail),
  invalidBody: (details: string | null = null) => new PostgrestError(400, 'PGRST102', 'Empty or invalid json', details),
  unsupportedContentType: (contentType: string) => new PostgrestError(415, 'PGRST107', `Content-Type not acceptable: ${contentType}`),
  /** pg-safeupdate, which hosted Supabase loads: a write without a filter is refused. */
  missingWhere: (verb: 'UPDATE' | 'DELETE') => new PostgrestError(400, '21000', `${verb} requires a WHERE clause`),
  schemaNotExposed: (schema: string, exposed: readonly string[]) =>
    new PostgrestError(406, 'PGRST106', `Invalid schema: ${schema}`, null, `Only the following schemas are exposed: ${exposed.join(', ')}`),
  mediaType: (accept: string) =>
    new PostgrestError(406, 'PGRST107', `None of these media types are available: ${accept}`),
  singular: (rows: number) =>
    new PostgrestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`),
  embedding: (table: string, relation: string) =>
    new PostgrestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${table}' and '${relation}' in the schema cache`,
      null,
      'Resource embedding is not supported by the local backend.',
    ),
  payloadColumn: (column: string, table: string) =>
    new PostgrestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`),
  tableNotFound: (schema: string, table: string, suggestion?: string) =>
    new PostgrestError(
      404,
      'PGRST205',
      `Could not find the table '${schema}.${table}' in the schema cache`,
      null,
      suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
    ),
  jwtInvalid: (detail: string) => new PostgrestError(401, 'PGRST301', detail),
  jwtExpired: () => new PostgrestError(401, 'PGRST303', 'JWT expired'),
  /** Postgres' own wording, produced before the query runs. */
  unknownColumn: (table: string, column: string) =>
    new PostgrestError(400, '42703', `column ${table}.${column} does not exist`),
  /** PostgREST's error for a feature it does not implement; here, for one the local backend does not. */
  notImplemented: (details: string) => new PostgrestError(400, 'PGRST127', 'Feature not implemented', details),
  invalidRpcMethod: (method: string) => new PostgrestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`),
  invalidPath: () => new PostgrestError(404, 'PGRST125', 'Invalid path specified in request URL'),
  /** A bulk insert whose objects do not share their keys (without `columns`, PostgREST needs them equal). */
  unequalKeys: () => new PostgrestError(400, 'PGRST102', 'All object keys must match'),
  maxAffectedRpc: () =>
    new PostgrestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict'),
  putFilters: () => new PostgrestError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators"),
  putLimit: () => new PostgrestError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT'),
  putMismatch: () => new PostgrestError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)'),
  payloadTooLarge: (limit: number) =>
    new PostgrestError(413, 'PGRST413', 'Payload Too Large', `The request body exceeds ${limit} bytes`),
};

interface PgErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as PgErrorLike).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgErrorLike).code as string)
  );
}

/** PostgREST's table (docs: "Errors > SQLSTATE to HTTP status"). */
function statusForSqlState(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  // RAISE SQLSTATE 'PT429': the function chooses the HTTP status (PostgREST, "Raise errors with HTTP status codes").
  if (/^PT[1-5][0-9]{2}$/.test(code)) return Number(code.slice(2));
  const prefix = code.slice(0, 2);
  switch (prefix) {
    case '08':
    case '53':
      return 503;
    case '0L':
    case '0P':
    case '28':
      return 403;
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
    default:
      return 400;
  }
}

function fromPgError(error: PgErrorLike, role: ApiRole): PostgrestError {
  const code = error.code as string;
  return new PostgrestError(statusForSqlState(code, role), code, error.message, error.detail ?? null, error.hint ?? null);
}

/**
 * What a failed request answers: its PostgrestError, the database's error by PostgREST's SQLSTATE
 * table, or, when the database could not be reached or the connection broke, PostgREST's own 503
 * (PGRST000 / PGRST001, the driver's words as details). Anything else is the server's own failure.
 */
export function restErrorFor(error: unknown, role: ApiRole): unknown {
  if (error instanceof PostgrestError) return error;
  if (error instanceof DatabaseConnectionError) {
    return error.stage === 'connect'
      ? new PostgrestError(503, 'PGRST000', 'Database connection error. Retrying the connection.', error.message)
      : new PostgrestError(503, 'PGRST001', 'Database client error. Retrying the connection.', error.message);
  }
  if (isPgError(error)) return fromPgError(error, role);
  return error;
}

/**
 * Executes one PostgREST request as one transaction under the caller's role.
 * Returns status, body text and headers; knows nothing about HTTP frameworks.
 */
import type { Transaction } from '../db/connection/database';
import { type Database, type RequestIdentity, Rollback } from '../db/connection/database';
import type { SchemaCache, TableInfo } from '../db/schemaCache';
import { fromPgError, isPgError, PostgrestError, restErrors } from './errors';
import {
  type AcceptInfo,
  type Filter,
  parseColumnsParam,
  parseFilters,
  parseOrder,
  parsePage,
  parseSelect,
  type Preferences,
} from './parse';
import {
  column,
  countStatement,
  deleteStatement,
  insertStatement,
  readStatement,
  type Statement,
  updateStatement,
  type WriteShape,
} from './sql';

export interface RestRequest {
  identity: RequestIdentity;
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';
  table: TableInfo;
  params: URLSearchParams;
  prefer: Preferences;
  accept: AcceptInfo;
  rangeHeader?: string;
  body?: unknown;
}

export interface RestResult {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

interface ShapedRow {
  body: string;
  first: string | null;
  n: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class RestService {
  constructor(
    private readonly db: Database,
    private readonly schema: SchemaCache,
    /** `[api] max_rows` of config.toml: the most rows one read answers. */
    private readonly maxRows: number,
  ) {}

  async handle(request: RestRequest): Promise<RestResult> {
    try {
      switch (request.method) {
        case 'GET':
        case 'HEAD':
          return await this.read(request);
        case 'POST':
          return await this.insert(request);
        case 'PATCH':
          return await this.update(request);
        case 'DELETE':
          return await this.remove(request);
      }
    } catch (error) {
      if (error instanceof PostgrestError) throw error;
      if (isPgError(error)) throw fromPgError(error, request.identity.role);
      throw error;
    }
  }

  private async read(request: RestRequest): Promise<RestResult> {
    const { table, params, prefer, accept } = request;
    const select = parseSelect(params.get('select') ?? undefined, table.name);
    const filters = parseFilters(params);
    const order = parseOrder(params.get('order') ?? undefined);
    const requested = parsePage(params, request.rangeHeader);
    const page = { ...requested, limit: Math.min(requested.limit ?? this.maxRows, this.maxRows) };
    const statement = readStatement({ table, select, filters, order, page }, this.schema, {
      stripNulls: accept.stripNulls,
      singular: accept.singular,
    });
    const wantCount = prefer.count !== undefined;
    const { rows, total } = await this.db.asRequest(
      request.identity,
      async (tx) => ({
        rows: await queryOne<ShapedRow>(tx, statement),
        total: wantCount ? (await queryOne<{ total: number }>(tx, countStatement(table, filters))).total : undefined,
      }),
      { readOnly: true },
    );
    if (accept.singular && rows.n !== 1) throw restErrors.singular(rows.n);
    const end = page.offset + rows.n - 1;
    const range = rows.n > 0 ? `${page.offset}-${end}` : '*';
    const headers: Record<string, string> = {
      'Content-Range': `${range}/${total ?? '*'}`,
      ...this.preferenceApplied(prefer, ['count']),
    };
    if (total !== undefined && rows.n === 0 && page.offset > 0 && page.offset >= total && total > 0) {
      throw new PostgrestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${page.offset} was requested, but there are only ${total} rows.`);
    }
    const partial = total !== undefined && rows.n > 0 && (page.offset > 0 || end < total - 1);
    return {
      status: partial ? 206 : 200,
      body: request.method === 'HEAD' ? null : accept.singular ? rows.first : rows.body,
      headers,
    };
  }

  private async insert(request: RestRequest): Promise<RestResult> {
    const { table, params, prefer, body } = request;
    const rows = Array.isArray(body) ? body : body === undefined ? undefined : [body];
    if (!rows || !rows.every(isRecord)) throw restErrors.invalidBody();
    const columnsParam = parseColumnsParam(params.get('columns') ?? undefined);
    const columns = columnsParam ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
    for (const name of columns) {
      if (!table.columns.has(name)) throw restErrors.payloadColumn(name, table.name);
    }
    let conflict: { columns: string[]; action: 'nothing' | 'update' } | undefined;
    if (prefer.resolution) {
      const target = parseColumnsParam(params.get('on_conflict') ?? undefined) ?? table.primaryKey;
      for (const name of target) column(table, name);
      if (target.length > 0) {
        conflict = { columns: target, action: prefer.resolution === 'ignore-duplicates' ? 'nothing' : 'update' };
      }
    }
    // With `missing=default`, keys absent from a row take the column default: insert such
    // rows one by one with their own column lists (a bulk statement would write NULL).
    const batches =
      prefer.missing === 'default' && !columnsParam
        ? rows.map((row) => ({ rows: [row], columns: Object.keys(row) }))
        : [{ rows, columns }];
    const shape = this.writeShape(request);
    const statements = batches.map((batch) =>
      insertStatement({ table, rows: batch.rows, columns: batch.columns, ...(conflict ? { conflict } : {}) }, this.schema, shape),
    );
    return this.write(request, statements, shape, 201, ['return', 'count', 'resolution', 'missing']);
  }

  private async update(request: RestRequest): Promise<RestResult> {
    const { table, params, body } = request;
    if (!isRecord(body)) throw restErrors.invalidBody();
    for (const name of Object.keys(body)) {
      if (!table.columns.has(name)) throw restErrors.payloadColumn(name, table.name);
    }
    const filters = parseFilters(params);
    const shape = this.writeShape(request);
    if (Object.keys(body).length === 0) {
      return { status: shape.returning ? 200 : 204, body: shape.returning ? '[]' : null, headers: { 'Content-Range': '*/*' } };
    }
    if (filters.length === 0) throw restErrors.missingWhere('UPDATE');
    const statement = updateStatement({ table, values: body, filters }, this.schema, shape);
    return this.write(request, [statement], shape, shape.returning ? 200 : 204, ['return', 'count']);
  }

  private async remove(request: RestRequest): Promise<RestResult> {
    const filters: Filter[] = parseFilters(request.params);
    if (filters.length === 0) throw restErrors.missingWhere('DELETE');
    const shape = this.writeShape(request);
    const statement = deleteStatement(request.table, filters, this.schema, shape);
    return this.write(request, [statement], shape, shape.returning ? 200 : 204, ['return', 'count']);
  }

  private writeShape(request: RestRequest): WriteShape {
    if (request.prefer.return !== 'representation') return {};
    return {
      returning: {
        select: parseSelect(request.params.get('select') ?? undefined, request.table.name),
        shape: { stripNulls: request.accept.stripNulls, singular: request.accept.singular },
      },
    };
  }

  private async write(
    request: RestRequest,
    statements: Statement[],
    shape: WriteShape,
    status: number,
    applicable: (keyof Preferences)[],
  ): Promise<RestResult> {
    const { accept, prefer } = request;
    const outcome = await this.db.asRequest(request.identity, async (tx) => {
      let affected = 0;
      const bodies: string[] = [];
      let first: string | null = null;
      for (const statement of statements) {
        if (shape.returning) {
          const row = await queryOne<ShapedRow>(tx, statement);
          affected += row.n;
          if (row.n > 0) bodies.push(row.body.slice(1, -1));
          first ??= row.first;
        } else {
          const result = await tx.query(statement.text, statement.params);
          affected += result.affectedRows ?? 0;
        }
      }
      // PostgREST runs a singular write, then rolls it back unless exactly one row was hit.
      if (accept.singular && affected !== 1) throw new Rollback(restErrors.singular(affected));
      return { affected, body: `[${bodies.filter((b) => b !== '').join(',')}]`, first };
    });
    if (outcome instanceof PostgrestError) throw outcome;
    const headers: Record<string, string> = {
      'Content-Range': `*/${prefer.count ? outcome.affected : '*'}`,
      ...this.preferenceApplied(prefer, applicable),
    };
    if (!shape.returning) return { status: status === 201 ? 201 : 204, body: null, headers };
    return { status, body: accept.singular ? outcome.first : outcome.body, headers };
  }

  private preferenceApplied(prefer: Preferences, applicable: (keyof Preferences)[]): Record<string, string> {
    const applied = prefer.applied.filter((p) => applicable.some((key) => p.startsWith(`${key}=`)));
    return applied.length > 0 ? { 'Preference-Applied': applied.join(', ') } : {};
  }
}

async function queryOne<T>(tx: Transaction, statement: Statement): Promise<T> {
  const result = await tx.query<T>(statement.text, statement.params);
  return result.rows[0] as T;
}

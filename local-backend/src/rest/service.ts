/**
 * Executes one PostgREST request as one transaction under the caller's role.
 * Returns status, body text and headers; knows nothing about HTTP frameworks.
 */
import type { Transaction } from '../db/connection/database';
import { type Database } from '../db/connection/database';
import type { RequestIdentity } from '../db/connection/database';
import type { SchemaCache, TableInfo } from '../db/schemaCache';
import { PostgrestError, restErrorFor, restErrors } from './errors';
import { type AcceptInfo, type Filter, parseColumnsParam, parseFilters, parseOrder, parsePage, parseSelect } from './parse';
import { exceedsMaxAffected, type Honoured, preferenceApplied, type Preferences } from './preferences';
import {
  column,
  countStatement,
  deleteStatement,
  insertStatement,
  readStatement,
  type Statement,
  UPSERT_UPDATES_SETTING,
  updateStatement,
  type WriteShape,
} from './sql';
import { runRequest } from './transaction';

export interface RestRequest {
  identity: RequestIdentity;
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
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
        case 'PUT':
          return await this.put(request);
        case 'DELETE':
          return await this.remove(request);
      }
    } catch (error) {
      throw restErrorFor(error, request.identity.role);
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
    const { rows, total } = await runRequest(this.db, request.identity, prefer, { readOnly: true }, async (tx) => ({
      rows: await queryOne<ShapedRow>(tx, statement),
      total: wantCount ? (await queryOne<{ total: number }>(tx, countStatement(table, filters))).total : undefined,
    }));
    if (accept.singular && rows.n !== 1) throw restErrors.singular(rows.n);
    const end = page.offset + rows.n - 1;
    const range = rows.n > 0 ? `${page.offset}-${end}` : '*';
    const headers: Record<string, string> = {
      'Content-Range': `${range}/${total ?? '*'}`,
      ...preferenceApplied(prefer, { count: true }),
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
    if (!columnsParam && rows.length > 1) {
      // Without `columns`, PostgREST takes the first object's keys and needs every object to have the same.
      const first = Object.keys(rows[0] as object).sort().join('\u0000');
      if (rows.some((row) => Object.keys(row).sort().join('\u0000') !== first)) throw restErrors.unequalKeys();
    }
    const columns = columnsParam ?? Object.keys(rows[0] ?? {});
    for (const name of columns) {
      if (!table.columns.has(name)) throw restErrors.payloadColumn(name, table.name);
    }
    let conflict: { columns: string[]; action: 'nothing' | 'update' } | undefined;
    if (prefer.resolution) {
      const target = parseColumnsParam(params.get('on_conflict') ?? undefined) ?? table.primaryKey;
      for (const name of target) column(table, name);
      // A table without a primary key and no `on_conflict`: PostgREST ignores the preference.
      if (target.length > 0) {
        conflict = { columns: target, action: prefer.resolution === 'ignore-duplicates' ? 'nothing' : 'update' };
      }
    }
    const batches = insertBatches(rows, columns, prefer.missing === 'default');
    const shape = this.writeShape(request);
    const statements = batches.map((batch) =>
      insertStatement({ table, rows: batch.rows, columns: batch.columns, ...(conflict ? { conflict } : {}) }, this.schema, shape),
    );
    const upsert = conflict?.action === 'update';
    return this.write(request, statements, shape, {
      // PostgREST: 201 when a row was created; an upsert that only updated (or had nothing to do) is 200.
      status: (outcome) => (upsert && outcome.affected - outcome.updated === 0 ? 200 : 201),
      honoured: { resolution: conflict !== undefined, missing: true, return: true, count: true },
    });
  }

  private async update(request: RestRequest): Promise<RestResult> {
    const { table, params, body, prefer } = request;
    if (!isRecord(body)) throw restErrors.invalidBody();
    const columnsParam = parseColumnsParam(params.get('columns') ?? undefined);
    const columns = columnsParam ?? Object.keys(body);
    for (const name of columns) {
      if (!table.columns.has(name)) throw restErrors.payloadColumn(name, table.name);
    }
    const filters = parseFilters(params);
    const shape = this.writeShape(request);
    if (columns.length === 0) {
      return { status: shape.returning ? 200 : 204, body: shape.returning ? '[]' : null, headers: { 'Content-Range': '*/*' } };
    }
    if (filters.length === 0) throw restErrors.missingWhere('UPDATE');
    const statement = updateStatement({ table, values: body, columns, missingDefault: prefer.missing === 'default', filters }, this.schema, shape);
    return this.write(request, [statement], shape, {
      status: () => (shape.returning ? 200 : 204),
      honoured: { missing: columnsParam !== undefined, return: true, count: true },
      limitAffected: true,
    });
  }

  /** PUT (PostgREST: "PUT"): one row, named by every primary key column with `eq`, inserted or replaced. */
  private async put(request: RestRequest): Promise<RestResult> {
    const { table, params, body } = request;
    if (params.has('limit') || params.has('offset')) throw restErrors.putLimit();
    const filters = parseFilters(params);
    const match = filters.map((filter) => {
      if (filter.kind !== 'op' || filter.op !== 'eq' || filter.negate || filter.modifier) throw restErrors.putFilters();
      return { column: filter.column, value: filter.value };
    });
    const named = new Set(match.map((m) => m.column));
    if (table.primaryKey.length === 0 || named.size !== match.length || named.size !== table.primaryKey.length || !table.primaryKey.every((pk) => named.has(pk))) {
      throw restErrors.putFilters();
    }
    const row = Array.isArray(body) ? body[0] : body;
    if (!isRecord(row)) throw restErrors.invalidBody();
    const columns = Object.keys(row);
    for (const name of columns) {
      if (!table.columns.has(name)) throw restErrors.payloadColumn(name, table.name);
    }
    const shape = this.writeShape(request);
    const statement = insertStatement({ table, rows: [row], columns, conflict: { columns: table.primaryKey, action: 'update' }, match }, this.schema, shape);
    return this.write(request, [statement], shape, {
      status: (outcome) => (outcome.affected > outcome.updated ? 201 : shape.returning ? 200 : 204),
      honoured: { return: true, count: true },
      // The URL's key and the body's differ: nothing was written (PGRST115).
      check: (outcome) => (outcome.affected === 1 ? undefined : restErrors.putMismatch()),
    });
  }

  private async remove(request: RestRequest): Promise<RestResult> {
    const filters: Filter[] = parseFilters(request.params);
    if (filters.length === 0) throw restErrors.missingWhere('DELETE');
    const shape = this.writeShape(request);
    const statement = deleteStatement(request.table, filters, this.schema, shape);
    return this.write(request, [statement], shape, {
      status: () => (shape.returning ? 200 : 204),
      honoured: { return: true, count: true },
      limitAffected: true,
    });
  }

  /**
   * What a write returns: rows with `return=representation`; the primary key of the first row
   * with `return=headers-only` on a table that has one (for `Location`); nothing otherwise.
   */
  private writeShape(request: RestRequest): WriteShape {
    const shapeOptions = { stripNulls: request.accept.stripNulls, singular: request.accept.singular };
    if (request.prefer.return === 'representation') {
      return { returning: { select: parseSelect(request.params.get('select') ?? undefined, request.table.name), shape: shapeOptions } };
    }
    if (request.prefer.return === 'headers-only' && request.method === 'POST' && request.table.primaryKey.length > 0) {
      const select = request.table.primaryKey.map((name) => ({ kind: 'column' as const, column: name }));
      return { returning: { select, shape: { stripNulls: false, singular: false } }, locationOnly: true };
    }
    return {};
  }

  private async write(
    request: RestRequest,
    statements: Statement[],
    shape: WriteShape,
    rules: {
      status: (outcome: { affected: number; updated: number }) => number;
      honoured: Honoured;
      /** PATCH and DELETE: `max-affected` (with handling=strict) applies. */
      limitAffected?: boolean;
      check?: (outcome: { affected: number; updated: number }) => PostgrestError | undefined;
    },
  ): Promise<RestResult> {
    const { accept, prefer, table } = request;
    const outcome = await runRequest(this.db, request.identity, prefer, {}, async (tx) => {
      await tx.query(`select set_config('${UPSERT_UPDATES_SETTING}', '0', true)`);
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
      const { rows } = await tx.query<{ updated: number }>(`select current_setting('${UPSERT_UPDATES_SETTING}')::int as updated`);
      const counts = { affected, updated: rows[0]?.updated ?? 0 };
      const failure =
        rules.check?.(counts) ??
        // PostgREST runs a singular write, then rolls it back unless exactly one row was hit.
        (accept.singular && affected !== 1 ? restErrors.singular(affected) : undefined) ??
        (rules.limitAffected ? exceedsMaxAffected(prefer, affected) : undefined);
      return failure ?? { ...counts, body: `[${bodies.filter((b) => b !== '').join(',')}]`, first };
    });
    const headers: Record<string, string> = {
      'Content-Range': `*/${prefer.count ? outcome.affected : '*'}`,
      ...preferenceApplied(prefer, rules.honoured),
    };
    const status = rules.status(outcome);
    if (shape.locationOnly) {
      const [key] = JSON.parse(outcome.body) as Record<string, unknown>[];
      if (key) {
        headers.Location = `/${table.name}?${table.primaryKey.map((name) => `${encodeURIComponent(name)}=eq.${encodeURIComponent(String(key[name]))}`).join('&')}`;
      }
      return { status, body: null, headers };
    }
    if (!shape.returning) return { status, body: null, headers };
    return { status, body: accept.singular ? outcome.first : outcome.body, headers };
  }
}

/**
 * The insert statements for a body's rows: one for all of them, or with `missing=default` one per
 * run of rows that carry the same columns, so a column a row lacks takes its default (PostgREST:
 * "Missing"). A row with no column at all is its own `default values` insert.
 */
function insertBatches(rows: Record<string, unknown>[], columns: string[], missingDefault: boolean): { rows: Record<string, unknown>[]; columns: string[] }[] {
  if (rows.length === 0) return [];
  if (!missingDefault && columns.length > 0) return [{ rows, columns }];
  const batches: { rows: Record<string, unknown>[]; columns: string[] }[] = [];
  for (const row of rows) {
    const present = missingDefault ? columns.filter((name) => Object.hasOwn(row, name)) : columns;
    const last = batches.at(-1);
    if (last && present.length > 0 && last.columns.join('\u0000') === present.join('\u0000')) last.rows.push(row);
    else batches.push({ rows: [row], columns: present });
  }
  return batches;
}

async function queryOne<T>(tx: Transaction, statement: Statement): Promise<T> {
  const result = await tx.query<T>(statement.text, statement.params);
  return result.rows[0] as T;
}

/**
 * A `postgres_changes` binding from a join payload, and matching a change
 * against it (event, schema, table and Realtime's `column=op.value` filter).
 */
import type { CommittedChange } from '../db/changeCapture';
import type { SchemaCache } from '../db/schemaCache';

export interface Binding {
  id: number;
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  schema: string;
  table?: string;
  filter?: string;
  parsedFilter?: { column: string; op: string; values: string[] };
}

export class BindingError extends Error {}

const FILTER = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s;

export function parseBinding(raw: unknown, id: number, schema: SchemaCache): Binding {
  if (typeof raw !== 'object' || raw === null) throw new BindingError('invalid postgres_changes config');
  const config = raw as Record<string, unknown>;
  const event = String(config.event ?? '*').toUpperCase();
  if (!['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event)) throw new BindingError(`invalid event "${event}"`);
  const schemaName = typeof config.schema === 'string' ? config.schema : 'public';
  const table = typeof config.table === 'string' && config.table !== '*' ? config.table : undefined;
  const filter = typeof config.filter === 'string' && config.filter !== '' ? config.filter : undefined;
  const describe = `[event: ${event}, schema: ${schemaName}, table: ${table ?? '*'}, filters: [${filter ?? ''}]]`;
  const unable = () =>
    new BindingError(
      `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe}`,
    );
  if (table) {
    const info = schema.table(schemaName, table);
    if (!info) throw unable();
    if (filter) {
      const match = FILTER.exec(filter);
      if (!match) throw unable();
      const [, column, op, value] = match as unknown as [string, string, string, string];
      if (!info.columns.has(column)) throw unable();
      const values = op === 'in' ? value.replace(/^\(|\)$/g, '').split(',').map((v) => v.trim()) : [value];
      return {
        id,
        event: event as Binding['event'],
        schema: schemaName,
        table,
        filter,
        parsedFilter: { column, op, values },
      };
    }
  } else if (filter) {
    throw unable();
  }
  return {
    id,
    event: event as Binding['event'],
    schema: schemaName,
    ...(table ? { table } : {}),
  };
}

function compare(actual: unknown, expected: string): number {
  const a = typeof actual === 'object' ? JSON.stringify(actual) : String(actual);
  const an = Number(a);
  const en = Number(expected);
  if (a !== '' && expected !== '' && !Number.isNaN(an) && !Number.isNaN(en)) return an - en;
  return a < expected ? -1 : a > expected ? 1 : 0;
}

export function matches(binding: Binding, change: CommittedChange): boolean {
  if (binding.event !== '*' && binding.event !== change.type) return false;
  if (binding.schema !== '*' && binding.schema !== change.schema) return false;
  if (binding.table && binding.table !== change.table) return false;
  const filter = binding.parsedFilter;
  if (!filter) return true;
  const row = change.type === 'DELETE' ? change.oldRecord : change.record;
  if (!row || !(filter.column in row)) return false;
  const actual = row[filter.column];
  if (actual === null || actual === undefined) return false;
  const first = filter.values[0] ?? '';
  switch (filter.op) {
    case 'eq':
      return compare(actual, first) === 0;
    case 'neq':
      return compare(actual, first) !== 0;
    case 'lt':
      return compare(actual, first) < 0;
    case 'lte':
      return compare(actual, first) <= 0;
    case 'gt':
      return compare(actual, first) > 0;
    case 'gte':
      return compare(actual, first) >= 0;
    case 'in':
      return filter.values.some((v) => compare(actual, v) === 0);
    default:
      return false;
  }
}

import type { LocalBackendInternals } from '../src/server';
import { readableColumns } from '../src/realtime/visibility';

/**
 * The columns of `events` a visitor may read, as a PostgREST `select`, asked of the database (the
 * grants of 20261130700000_join_link_for_those_going.sql): the benches read events as the app does,
 * naming its columns, since PostgREST refuses `select=*` on a table with a column the role may not
 * read. The same privilege check Realtime applies (realtime/visibility.ts).
 */
export async function eventColumnsForVisitors(backend: LocalBackendInternals): Promise<string> {
  const table = backend.schema.table('public', 'events');
  if (!table) throw new Error('No events table in the schema cache');
  const readable = await backend.db.exclusive((pg) => readableColumns(pg, 'anon', table));
  return (readable ? [...readable] : table.columnList.map((column) => column.name)).join(',');
}

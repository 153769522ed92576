import { DataError, getSupabase, type SubscriberListRow, type SubscribersFilter, type SubscriberState } from 'shared-data';

/** PostgREST's `max_rows`: the most rows one answer holds. */
const MAX_ROWS = 1_000;

async function readRange({ search, state, sort }: SubscribersFilter, offset: number): Promise<{ rows: SubscriberListRow[]; total: number }> {
  const { data, error } = await (await getSupabase()).rpc('list_newsletter_subscribers', {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(state ? { with_state: state } : {}),
    sort,
    page_size: MAX_ROWS,
    page_offset: offset,
  });
  if (error) throw new DataError(error.message, error.code);
  const rows = data ?? [];
  return { rows: rows.map(({ total_count: _total, ...row }) => ({ ...row, status: row.status as SubscriberState })), total: Number(rows[0]?.total_count ?? 0) };
}

/** Every address the list's filter matches (the CSV export), a thousand at a time. */
export async function listAllSubscribers(filter: SubscribersFilter): Promise<SubscriberListRow[]> {
  const first = await readRange(filter, 0);
  const offsets: number[] = [];
  for (let offset = MAX_ROWS; offset < first.total; offset += MAX_ROWS) offsets.push(offset);
  const rest = await Promise.all(offsets.map((offset) => readRange(filter, offset)));
  return [...first.rows, ...rest.flatMap((page) => page.rows)];
}

/**
 * Fan-out of committed changes: each change of a commit goes, as a `postgres_changes` message, to
 * the joined channels whose bindings match it and whose role and claims can SELECT the row
 * (visibility.ts runs that SELECT). Subscribers are grouped by identity, so a change is checked
 * once per distinct role + claims, not once per channel. A channel whose token has expired is
 * closed instead. The Phoenix side of channels is channels.ts.
 */
import type { CommittedChange } from '../db/changeCapture';
import type { PgConnection } from '../db/connection/database';
import type { SchemaCache, TableInfo } from '../db/schemaCache';
import type { JwtClaims } from '../jwt';
import type { ApiRole } from '../settings';
import { matches } from './bindings';
import type { Channel, RealtimeChannels } from './channels';
import { canSee, isOpenToRole, readableColumns, type Viewer } from './visibility';

/** Claims that differ between two tokens of one user and that no policy should depend on. */
const TOKEN_ONLY_CLAIMS = new Set(['iat', 'exp', 'nbf', 'jti', 'session_id']);

/** Subscribers with the same role and the same claims that matter see the same rows. */
function viewerKey(role: ApiRole, claims: JwtClaims): string {
  const kept = Object.entries(claims)
    .filter(([name]) => !TOKEN_ONLY_CLAIMS.has(name))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${role}\u0000${JSON.stringify(kept)}`;
}

function isPublished(change: CommittedChange, ops: { insert: boolean; update: boolean; delete: boolean }): boolean {
  return change.type === 'INSERT' ? ops.insert : change.type === 'UPDATE' ? ops.update : ops.delete;
}

/**
 * The `data` of a Realtime `postgres_changes` message (walrus format), with only the columns the
 * subscriber's role may SELECT (`readable`; null: all of them), as walrus sends it.
 */
function changePayload(table: TableInfo, change: CommittedChange, readable: Set<string> | null): Record<string, unknown> {
  const visible = (row: Record<string, unknown>) => (readable ? Object.fromEntries(Object.entries(row).filter(([name]) => readable.has(name))) : row);
  const identity = (row: Record<string, unknown> | null) => {
    if (!row) return {};
    // Old rows carry only the replica identity (the primary key) unless REPLICA IDENTITY FULL;
    // for DELETE on an RLS table Supabase sends only the key even then.
    const full = table.replicaIdentity === 'f' && !(change.type === 'DELETE' && table.rlsEnabled);
    if (full) return visible(row);
    return visible(Object.fromEntries(table.primaryKey.filter((k) => k in row).map((k) => [k, row[k]])));
  };
  return {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns: table.columnList.filter((c) => !readable || readable.has(c.name)).map((c) => ({ name: c.name, type: c.udtName })),
    ...(change.type !== 'DELETE' ? { record: visible(change.record ?? {}) } : {}),
    ...(change.type !== 'INSERT' ? { old_record: identity(change.oldRecord) } : {}),
    errors: null,
  };
}

/** Whether binding `id` of the channel has no filter, or filters on a column in `readable`. */
function filtersOnReadable(channel: Channel, id: number, readable: Set<string>): boolean {
  const filter = channel.bindings.find((binding) => binding.id === id)?.parsedFilter;
  return !filter || readable.has(filter.column);
}

interface ViewerGroup {
  viewer: Viewer;
  targets: { channel: Channel; ids: number[] }[];
}

export class ChangeFanOut {
  constructor(
    private readonly channels: RealtimeChannels,
    private readonly schema: SchemaCache,
  ) {}

  /** Change listener for Database: runs after COMMIT, inside the database mutex. */
  readonly dispatch = async (changes: CommittedChange[], pg: PgConnection): Promise<void> => {
    for (const change of changes) {
      const table = this.schema.table(change.schema, change.table);
      const ops = this.schema.publishedOps(change.schema, change.table);
      if (!table || !ops || !isPublished(change, ops)) continue;
      const groups = this.subscribersOf(change);
      if (groups.length === 0) continue;
      // A role whose SELECT policies let it see every row needs no check per subscriber; each role
      // gets the columns it may read.
      const openRoles = new Map<ApiRole, boolean>();
      const payloads = new Map<ApiRole, Record<string, unknown>>();
      const readable = new Map<ApiRole, Set<string> | null>();
      for (const group of groups) {
        const { role } = group.viewer;
        if (!openRoles.has(role)) openRoles.set(role, role === 'service_role' || (await isOpenToRole(pg, role, table)));
        if (!openRoles.get(role) && !(await canSee(pg, group.viewer, table, change))) continue;
        if (!readable.has(role)) readable.set(role, await readableColumns(pg, role, table));
        const columns = readable.get(role)!;
        if (!payloads.has(role)) payloads.set(role, changePayload(table, change, columns));
        const data = payloads.get(role)!;
        for (const { channel, ids } of group.targets) {
          // A filter on a column the role may not read matches nothing: otherwise which changes
          // arrive would tell the subscriber what the column holds (`online_url=gt.https://m...`).
          const allowed = columns ? ids.filter((id) => filtersOnReadable(channel, id, columns)) : ids;
          if (allowed.length > 0) this.channels.send(channel, 'postgres_changes', { ids: allowed, data });
        }
      }
    }
  };

  /** The channels with a binding that matches `change`, grouped by identity; expired ones are closed. */
  private subscribersOf(change: CommittedChange): ViewerGroup[] {
    const nowSeconds = Date.now() / 1000;
    const groups = new Map<string, ViewerGroup>();
    for (const channel of this.channels.joined()) {
      const ids = channel.bindings.filter((b) => matches(b, change)).map((b) => b.id);
      if (ids.length === 0) continue;
      if (typeof channel.claims.exp === 'number' && channel.claims.exp < nowSeconds) {
        this.channels.closeChannel(channel, 'Token has expired');
        continue;
      }
      const key = viewerKey(channel.role, channel.claims);
      let group = groups.get(key);
      if (!group) {
        group = { viewer: { role: channel.role, claims: channel.claims }, targets: [] };
        groups.set(key, group);
      }
      group.targets.push({ channel, ids });
    }
    return [...groups.values()];
  }
}

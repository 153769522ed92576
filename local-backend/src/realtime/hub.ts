/**
 * Realtime channels: Phoenix join/leave/heartbeat/access_token, broadcast
 * relay, and delivery of committed `postgres_changes` to the subscribers whose
 * role and claims can SELECT the row.
 */
import type { Pg as PGlite } from '../db/database';
import type { CommittedChange } from '../db/database';
import type { SchemaCache, TableInfo } from '../db/schemaCache';
import type { JwtClaims, JwtService } from '../jwt';
import { REALTIME, type ApiRole } from '../settings';
import { type Binding, BindingError, matches, parseBinding } from './bindings';
import { encode, type PhoenixMessage, type SerializerVersion } from './protocol';
import { canSee, isOpenToRole, type Viewer } from './visibility';

export interface Connection {
  vsn: SerializerVersion;
  /** The token from the socket URL (`apikey`), used when a join carries none. */
  apiKey: string;
  send(frame: string): void;
  close(code: number, reason: string): void;
}

interface Channel {
  connection: Connection;
  topic: string;
  joinRef: string | null;
  role: ApiRole;
  claims: JwtClaims;
  bindings: Binding[];
  broadcastSelf: boolean;
}

/** Claims that differ between two tokens of one user and that no policy should depend on. */
const TOKEN_ONLY_CLAIMS = new Set(['iat', 'exp', 'nbf', 'jti', 'session_id']);

/** Subscribers with the same role and the same claims that matter see the same rows. */
function viewerKey(role: ApiRole, claims: JwtClaims): string {
  const kept = Object.entries(claims)
    .filter(([name]) => !TOKEN_ONLY_CLAIMS.has(name))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${role}\u0000${JSON.stringify(kept)}`;
}

function subTopic(topic: string): string {
  return topic.replace(/^realtime:/i, '');
}

export class RealtimeHub {
  private readonly channels = new Map<Connection, Map<string, Channel>>();
  private nextBindingId = 1;
  /**
   * Join times of the last second, per connection: one socket that joins and leaves in a loop uses
   * up its own allowance, never another user's (a server-wide count let it refuse everyone's joins).
   */
  private readonly recentJoins = new Map<Connection, number[]>();

  constructor(
    private readonly jwt: JwtService,
    private readonly schema: SchemaCache,
  ) {}

  connect(connection: Connection): void {
    this.channels.set(connection, new Map());
  }

  disconnect(connection: Connection): void {
    this.channels.delete(connection);
    this.recentJoins.delete(connection);
  }

  async receive(connection: Connection, message: PhoenixMessage): Promise<void> {
    const reply = (status: 'ok' | 'error', response: Record<string, unknown> = {}) =>
      this.push(connection, { ...message, event: 'phx_reply', payload: { status, response } });

    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') reply('ok');
      return;
    }
    const channels = this.channels.get(connection);
    if (!channels) return;

    switch (message.event) {
      case 'phx_join':
        await this.join(connection, channels, message, reply);
        return;
      case 'phx_leave':
        channels.delete(message.topic);
        reply('ok');
        return;
      case 'access_token':
        await this.refreshToken(connection, channels, message, reply);
        return;
      case 'broadcast':
        this.broadcast(connection, channels, message, reply);
        return;
      case 'presence':
        // Presence tracking is not implemented; acknowledge so clients do not time out.
        reply('ok');
        return;
      default:
        if (channels.has(message.topic)) reply('error', { reason: `unknown event ${message.event}` });
    }
  }

  private async join(
    connection: Connection,
    channels: Map<string, Channel>,
    message: PhoenixMessage,
    reply: (status: 'ok' | 'error', response?: Record<string, unknown>) => void,
  ): Promise<void> {
    if (!channels.has(message.topic) && channels.size >= REALTIME.maxChannelsPerConnection) {
      reply('error', { reason: `Too many channels: one connection may join at most ${REALTIME.maxChannelsPerConnection}` });
      return;
    }
    const now = Date.now();
    const recent = (this.recentJoins.get(connection) ?? []).filter((at) => now - at < 1000);
    this.recentJoins.set(connection, recent);
    if (recent.length >= REALTIME.maxJoinsPerSecond) {
      reply('error', { reason: `Too many joins per second: at most ${REALTIME.maxJoinsPerSecond} on one connection` });
      return;
    }
    recent.push(now);
    const payload = message.payload;
    const token = typeof payload.access_token === 'string' && payload.access_token ? payload.access_token : connection.apiKey;
    const verified = await this.jwt.verify(token);
    if (!verified.ok) {
      reply('error', { reason: `Invalid JWT Token: ${verified.message}` });
      return;
    }
    const config = (typeof payload.config === 'object' && payload.config !== null ? payload.config : {}) as Record<string, unknown>;
    const rawBindings = Array.isArray(config.postgres_changes) ? (config.postgres_changes as unknown[]) : [];
    let bindings: Binding[];
    try {
      bindings = rawBindings.map((raw) => parseBinding(raw, this.nextBindingId++, this.schema));
    } catch (error) {
      if (error instanceof BindingError) {
        reply('error', { reason: error.message });
        return;
      }
      throw error;
    }
    const broadcast = (config.broadcast ?? {}) as Record<string, unknown>;
    channels.set(message.topic, {
      connection,
      topic: message.topic,
      joinRef: message.joinRef ?? message.ref,
      role: verified.role,
      claims: verified.claims,
      bindings,
      broadcastSelf: broadcast.self === true,
    });
    reply('ok', {
      postgres_changes: bindings.map((b) => ({
        id: b.id,
        event: b.event,
        schema: b.schema,
        table: b.table ?? '*',
        ...(b.filter ? { filter: b.filter } : {}),
      })),
    });
    if (bindings.length > 0) {
      this.push(connection, {
        joinRef: message.joinRef ?? message.ref,
        ref: null,
        topic: message.topic,
        event: 'system',
        payload: {
          channel: subTopic(message.topic),
          extension: 'postgres_changes',
          message: 'Subscribed to PostgreSQL',
          status: 'ok',
        },
      });
    }
    const presence = (config.presence ?? {}) as Record<string, unknown>;
    if (presence.enabled === true) {
      this.push(connection, { joinRef: message.joinRef, ref: null, topic: message.topic, event: 'presence_state', payload: {} });
    }
  }

  private async refreshToken(
    connection: Connection,
    channels: Map<string, Channel>,
    message: PhoenixMessage,
    reply: (status: 'ok' | 'error', response?: Record<string, unknown>) => void,
  ): Promise<void> {
    const channel = channels.get(message.topic);
    if (!channel) return;
    const token = message.payload.access_token;
    const verified = typeof token === 'string' ? await this.jwt.verify(token) : undefined;
    if (!verified || !verified.ok) {
      const reason = verified && !verified.ok ? verified.message : 'access_token missing';
      this.closeChannel(channel, `Invalid JWT Token: ${reason}`);
      return;
    }
    channel.role = verified.role;
    channel.claims = verified.claims;
    reply('ok');
  }

  private broadcast(
    connection: Connection,
    channels: Map<string, Channel>,
    message: PhoenixMessage,
    reply: (status: 'ok' | 'error', response?: Record<string, unknown>) => void,
  ): void {
    const sender = channels.get(message.topic);
    if (!sender) return;
    for (const [other, otherChannels] of this.channels) {
      const receiver = otherChannels.get(message.topic);
      if (!receiver || (other === connection && !sender.broadcastSelf)) continue;
      this.push(other, { joinRef: receiver.joinRef, ref: null, topic: message.topic, event: 'broadcast', payload: message.payload });
    }
    if (message.ref) reply('ok');
  }

  private closeChannel(channel: Channel, reason: string): void {
    this.push(channel.connection, {
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { channel: subTopic(channel.topic), extension: 'system', message: reason, status: 'error' },
    });
    this.push(channel.connection, { joinRef: channel.joinRef, ref: channel.joinRef, topic: channel.topic, event: 'phx_close', payload: {} });
    this.channels.get(channel.connection)?.delete(channel.topic);
  }

  /** Change listener for Database: runs after COMMIT, inside the database mutex. */
  readonly dispatch = async (changes: CommittedChange[], pg: PGlite): Promise<void> => {
    const nowSeconds = Date.now() / 1000;
    for (const change of changes) {
      const table = this.schema.table(change.schema, change.table);
      const ops = this.schema.publishedOps(change.schema, change.table);
      if (!table || !ops) continue;
      if ((change.type === 'INSERT' && !ops.insert) || (change.type === 'UPDATE' && !ops.update) || (change.type === 'DELETE' && !ops.delete)) {
        continue;
      }
      // Subscribers grouped by identity: one visibility check per distinct role + claims.
      const groups = new Map<string, { viewer: Viewer; targets: { channel: Channel; ids: number[] }[] }>();
      for (const channelMap of this.channels.values()) {
        for (const channel of [...channelMap.values()]) {
          const ids = channel.bindings.filter((b) => matches(b, change)).map((b) => b.id);
          if (ids.length === 0) continue;
          if (typeof channel.claims.exp === 'number' && channel.claims.exp < nowSeconds) {
            this.closeChannel(channel, 'Token has expired');
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
      }
      if (groups.size === 0) continue;
      const data = this.changePayload(table, change);
      // A role whose SELECT policies let it see every row needs no check per subscriber.
      const openRoles = new Map<ApiRole, boolean>();
      for (const group of groups.values()) {
        const { role } = group.viewer;
        if (!openRoles.has(role)) openRoles.set(role, role === 'service_role' || (await isOpenToRole(pg, role, table)));
        if (!openRoles.get(role) && !(await canSee(pg, group.viewer, table, change))) continue;
        for (const { channel, ids } of group.targets) {
          this.push(channel.connection, {
            joinRef: channel.joinRef,
            ref: null,
            topic: channel.topic,
            event: 'postgres_changes',
            payload: { ids, data },
          });
        }
      }
    }
  };

  /** The `data` of a Realtime `postgres_changes` message (walrus format). */
  private changePayload(table: TableInfo, change: CommittedChange): Record<string, unknown> {
    const identity = (row: Record<string, unknown> | null) => {
      if (!row) return {};
      // Old rows carry only the replica identity (the primary key) unless REPLICA IDENTITY FULL;
      // for DELETE on an RLS table Supabase sends only the key even then.
      const full = table.replicaIdentity === 'f' && !(change.type === 'DELETE' && table.rlsEnabled);
      if (full) return row;
      return Object.fromEntries(table.primaryKey.filter((k) => k in row).map((k) => [k, row[k]]));
    };
    return {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commitTimestamp,
      type: change.type,
      columns: table.columnList.map((c) => ({ name: c.name, type: c.udtName })),
      ...(change.type !== 'DELETE' ? { record: change.record ?? {} } : {}),
      ...(change.type !== 'INSERT' ? { old_record: identity(change.oldRecord) } : {}),
      errors: null,
    };
  }

  private push(connection: Connection, message: PhoenixMessage): void {
    connection.send(encode(message, connection.vsn));
  }

  closeAll(): void {
    for (const connection of this.channels.keys()) connection.close(1001, 'server shutting down');
    this.channels.clear();
  }
}

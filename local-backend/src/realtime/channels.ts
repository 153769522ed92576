/**
 * Realtime channels, the Phoenix protocol side: join (with its limits: channels per connection,
 * joins per second per connection), leave, heartbeat, access_token, presence acknowledgement and
 * the broadcast relay. Which committed changes reach which channel is fanOut.ts.
 */
import type { SchemaCache } from '../db/schemaCache';
import type { JwtClaims, JwtService } from '../jwt';
import { REALTIME, type ApiRole } from '../settings';
import { type Binding, BindingError, parseBinding } from './bindings';
import { encode, type PhoenixMessage, type SerializerVersion } from './protocol';

export interface Connection {
  vsn: SerializerVersion;
  /** The token from the socket URL (`apikey`), used when a join carries none. */
  apiKey: string;
  send(frame: string): void;
  close(code: number, reason: string): void;
}

/** One joined channel of one connection. */
export interface Channel {
  connection: Connection;
  topic: string;
  joinRef: string | null;
  role: ApiRole;
  claims: JwtClaims;
  bindings: Binding[];
  broadcastSelf: boolean;
}

function subTopic(topic: string): string {
  return topic.replace(/^realtime:/i, '');
}

export class RealtimeChannels {
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

  /** Every joined channel of every connection, as of now (a channel may be closed while iterating). */
  joined(): Channel[] {
    return [...this.channels.values()].flatMap((channelMap) => [...channelMap.values()]);
  }

  /** Sends `event` with `payload` on a joined channel. */
  send(channel: Channel, event: string, payload: Record<string, unknown>): void {
    this.push(channel.connection, { joinRef: channel.joinRef, ref: null, topic: channel.topic, event, payload });
  }

  /** Tells the client why its channel ends (a system error, then phx_close) and forgets it. */
  closeChannel(channel: Channel, reason: string): void {
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

  private push(connection: Connection, message: PhoenixMessage): void {
    connection.send(encode(message, connection.vsn));
  }

  closeAll(): void {
    for (const connection of this.channels.keys()) connection.close(1001, 'server shutting down');
    this.channels.clear();
  }
}

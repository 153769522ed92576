/**
 * `/realtime/v1/websocket`: WebSocket upgrade (apikey checked as the Realtime
 * server does) feeding each socket's frames, in order, to RealtimeChannels.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ProjectKeyCheck } from '../http/apiKey';
import { REALTIME } from '../settings';
import type { Connection, RealtimeChannels } from './channels';
import { decode, type SerializerVersion } from './protocol';

const REALTIME_PATH = /^\/realtime\/v1\/websocket\/?$/;

export class RealtimeServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: REALTIME.maxFrameBytes });
  private readonly sockets = new Set<WebSocket>();

  constructor(
    private readonly channels: RealtimeChannels,
    private readonly isProjectKey: ProjectKeyCheck,
  ) {}

  /** For `server.on('upgrade', ...)`. Returns false when the path is not ours. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!REALTIME_PATH.test(url.pathname)) return false;
    const apiKey = url.searchParams.get('apikey') ?? (request.headers.apikey as string | undefined) ?? '';
    const vsn: SerializerVersion = url.searchParams.get('vsn') === '2.0.0' ? '2.0.0' : '1.0.0';
    // Only the project's keys open a socket: a user's token belongs in the join payload.
    if (!this.isProjectKey(apiKey)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"message":"Invalid API key"}');
      return true;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, apiKey, vsn));
    return true;
  }

  private accept(ws: WebSocket, apiKey: string, vsn: SerializerVersion): void {
    this.sockets.add(ws);
    const connection: Connection = {
      vsn,
      apiKey,
      send: (frame) => {
        if (ws.readyState === ws.OPEN) ws.send(frame);
      },
      close: (code, reason) => ws.close(code, reason),
    };
    this.channels.connect(connection);
    // Frames of one socket are handled in order.
    let queue = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      queue = queue.then(async () => {
        try {
          const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
          const message = decode(buffer, isBinary, vsn);
          if (message) await this.channels.receive(connection, message);
        } catch (error) {
          console.error('[local-backend] realtime frame rejected:', error instanceof Error ? error.message : error);
        }
      });
    });
    ws.on('close', () => {
      this.sockets.delete(ws);
      this.channels.disconnect(connection);
    });
    ws.on('error', () => ws.terminate());
  }

  close(): void {
    this.channels.closeAll();
    for (const ws of this.sockets) ws.terminate();
    this.wss.close();
  }
}

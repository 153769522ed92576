/**
 * Phoenix channel framing as realtime-js speaks it. Serializer 2.0.0 (the
 * pinned realtime-js default) sends JSON arrays `[join_ref, ref, topic, event,
 * payload]`, and user broadcasts as binary frames; 1.0.0 sends JSON objects.
 */
export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type SerializerVersion = '1.0.0' | '2.0.0';

const USER_BROADCAST_PUSH = 3;
const JSON_ENCODING = 1;

function asPayload(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function asRef(value: unknown): string | null {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
}

export function decode(data: Buffer, isBinary: boolean, vsn: SerializerVersion): PhoenixMessage | undefined {
  if (isBinary) return decodeBinaryBroadcast(data);
  const parsed: unknown = JSON.parse(data.toString('utf8'));
  if (vsn === '2.0.0' && Array.isArray(parsed)) {
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return undefined;
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload: asPayload(payload) };
  }
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
    const m = parsed as Record<string, unknown>;
    if (typeof m.topic !== 'string' || typeof m.event !== 'string') return undefined;
    return { joinRef: asRef(m.join_ref), ref: asRef(m.ref), topic: m.topic, event: m.event, payload: asPayload(m.payload) };
  }
  return undefined;
}

/** realtime-js `_encodeUserBroadcastPush`: kind 3 header, then join_ref, ref, topic, event, metadata, payload. */
function decodeBinaryBroadcast(data: Buffer): PhoenixMessage | undefined {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH) return undefined;
  const lengths = [data[1], data[2], data[3], data[4], data[5]] as number[];
  const encoding = data[6];
  let offset = 7;
  const read = (length: number) => {
    const value = data.subarray(offset, offset + length).toString('utf8');
    offset += length;
    return value;
  };
  const [joinRef, ref, topic, event, metadata] = lengths.map(read) as [string, string, string, string, string];
  const rest = data.subarray(offset);
  const userPayload: unknown = encoding === JSON_ENCODING ? JSON.parse(rest.toString('utf8') || '{}') : {};
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: {
      type: 'broadcast',
      event,
      payload: userPayload,
      ...(metadata ? { meta: JSON.parse(metadata) as unknown } : {}),
    },
  };
}

export function encode(message: PhoenixMessage, vsn: SerializerVersion): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([message.joinRef, message.ref, message.topic, message.event, message.payload]);
  }
  return JSON.stringify({
    join_ref: message.joinRef,
    ref: message.ref,
    topic: message.topic,
    event: message.event,
    payload: message.payload,
  });
}

import type { LiveIds } from './live-topic';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; this leaves room for the envelope's own growth. */
export const MAX_PAYLOAD_BYTES = 7_900;

/** The notification payloads announcing `ids` on `topic`: JSON {topic, ids}, as few as fit under the limit. */
export function notifyPayloads(topic: string, ids: LiveIds): string[] {
  const envelope = Buffer.byteLength(JSON.stringify({ topic, ids: [] }));
  if (envelope >= MAX_PAYLOAD_BYTES) throw new Error(`Live topic name too long: ${topic.slice(0, 80)}`);
  const payloads: string[] = [];
  let chunk: (number | string)[] = [];
  let size = envelope;
  for (const id of ids) {
    // The id and its comma.
    const bytes = Buffer.byteLength(JSON.stringify(id)) + 1;
    if (envelope + bytes > MAX_PAYLOAD_BYTES) throw new Error(`Live id too long on ${topic}`);
    if (size + bytes > MAX_PAYLOAD_BYTES) {
      payloads.push(JSON.stringify({ topic, ids: chunk }));
      chunk = [];
      size = envelope;
    }
    chunk.push(id);
    size += bytes;
  }
  if (chunk.length > 0) payloads.push(JSON.stringify({ topic, ids: chunk }));
  return payloads;
}

/** A notification's payload read back; null when it is not one of ours. */
export function readPayload(payload: string | undefined): { topic: string; ids: (number | string)[] } | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as { topic?: unknown; ids?: unknown };
    if (typeof value.topic !== 'string' || !Array.isArray(value.ids)) return null;
    const ids = value.ids.filter((id): id is number | string => typeof id === 'number' || typeof id === 'string');
    return { topic: value.topic, ids };
  } catch {
    return null;
  }
}

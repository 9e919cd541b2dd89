import { MAX_PAYLOAD_BYTES, notifyPayloads, readPayload } from '../../host/server/live/notify-payloads';

test('ids that fit go in one notification; more are split, each payload under PostgreSQL 8000-byte limit', () => {
  expect(notifyPayloads('tracking.positions', [1, 'a2'])).toEqual(['{"topic":"tracking.positions","ids":[1,"a2"]}']);
  const ids = Array.from({ length: 5_000 }, (_unused, index) => 1_000_000 + index);
  const payloads = notifyPayloads('tracking.positions', ids);
  expect(payloads.length).toBeGreaterThan(1);
  for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
  expect(payloads.flatMap((payload) => readPayload(payload)?.ids ?? [])).toEqual(ids);
});

test('a payload that is not ours is ignored, and only number or string ids are read', () => {
  expect(readPayload('not json')).toBeNull();
  expect(readPayload('{"topic":3,"ids":[]}')).toBeNull();
  expect(readPayload(undefined)).toBeNull();
  expect(readPayload('{"topic":"t.x","ids":[1,{"a":1},"b",null]}')).toEqual({ topic: 't.x', ids: [1, 'b'] });
});

test('an id too long for any notification is refused rather than sent broken', () => {
  expect(() => notifyPayloads('t.x', ['x'.repeat(9_000)])).toThrow('Live id too long on t.x');
});

import { TtlCache } from '../../host/server/auth/ttl-cache';

test('forgets entries once their time is up, per-entry times included', () => {
  let now = 0;
  const cache = new TtlCache<string, number>(1_000, 10, () => now);
  cache.set('a', 1);
  cache.set('b', 2, 100);
  now = 99;
  expect([cache.get('a'), cache.get('b')]).toEqual([1, 2]);
  now = 100;
  expect([cache.get('a'), cache.get('b')]).toEqual([1, undefined]);
  now = 1_000;
  expect(cache.get('a')).toBeUndefined();
});

test('drops the oldest entry beyond its size, and deletes on demand', () => {
  const cache = new TtlCache<string, number>(1_000, 2);
  cache.set('a', 1);
  cache.set('b', 2);
  cache.set('c', 3);
  expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  cache.delete('b');
  expect(cache.get('b')).toBeUndefined();
  expect(cache.size).toBe(1);
});

import { DeviceCache, type CachedDevice } from '../server/device-cache';

const device = (id: number): CachedDevice => ({ id, companyId: 1, customerId: 10 + id, app: 'traccar', login: null });

test('a device is trusted for the TTL, then read again', () => {
  let now = 1_000;
  const cache = new DeviceCache(5_000, 10, () => now);
  cache.set('a', device(1));
  now += 4_999;
  expect(cache.get('a')).toEqual(device(1));
  now += 1;
  expect(cache.get('a')).toBeUndefined();
  expect(cache.size).toBe(0);
});

test('past its bound the oldest entry goes first', () => {
  const cache = new DeviceCache(5_000, 2, () => 0);
  cache.set('a', device(1));
  cache.set('b', device(2));
  cache.set('c', device(3));
  expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, device(2), device(3)]);
  expect(cache.size).toBe(2);
});

test('a forgotten device is read again at once', () => {
  const cache = new DeviceCache(5_000, 10, () => 0);
  cache.set('a', device(1));
  cache.delete('a');
  expect(cache.get('a')).toBeUndefined();
});

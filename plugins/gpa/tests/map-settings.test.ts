import { mapSettings } from '../server/map-settings';

/** The settings as the platform hands them over: from the environment, trimmed, empty meaning unset. */
const settings = (env: Readonly<Record<string, string | undefined>>) => ({ setting: (name: string) => env[name]?.trim() || undefined });

test('reads the documented environment variables; unset, the client draws the map and offers the PDF', () => {
  expect(mapSettings(settings({ VIGIL_GPA_MAP_IMAGE: 'https://cdn.example.com/world.png', VIGIL_GPA_MAP_FILE: '/files/world-map.pdf' }))).toEqual({
    map: 'https://cdn.example.com/world.png',
    file: '/files/world-map.pdf',
  });
  expect(mapSettings(settings({}))).toEqual({ map: null, file: null });
});

test('refuses a GPA map address a page must not load: only http(s) URLs and paths on this server', () => {
  for (const address of ['javascript:alert(1)', 'data:image/png;base64,AA==', 'world.png', '//evil.example/map.png', 'ftp://x/map.pdf']) {
    expect(() => mapSettings(settings({ VIGIL_GPA_MAP_IMAGE: address }))).toThrow(
      `VIGIL_GPA_MAP_IMAGE must be an http(s) URL or a path starting with /, not '${address}'`,
    );
  }
  expect(() => mapSettings(settings({ VIGIL_GPA_MAP_FILE: 'javascript:void 0' }))).toThrow('VIGIL_GPA_MAP_FILE must be');
  expect(mapSettings(settings({ VIGIL_GPA_MAP_IMAGE: 'http://intranet/map.png' }))).toEqual({ map: 'http://intranet/map.png', file: null });
});

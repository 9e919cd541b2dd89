import { stripServerParts } from '../../host/web/build/strip-server-parts';

type LoadHook = (id: string) => string | null;

const load = stripServerParts().load as unknown as LoadHook;

it("answers a plugin's server part with an empty module", () => {
  expect(load('/repo/plugins/cmr/server/index.ts')).toBe('export default null;\n');
  expect(load('/repo/plugins/cmr/server/endpoints/rooms.ts?v=1')).toBe('export default null;\n');
  expect(load('C:\\repo\\plugins\\cmr\\server\\index.ts')).toBe('export default null;\n');
});

it('leaves manifests, pages and the host alone', () => {
  expect(load('/repo/plugins/cmr/manifest.ts')).toBeNull();
  expect(load('/repo/plugins/cmr/web/cmr-page.tsx')).toBeNull();
  expect(load('/repo/host/server/legacy/app.ts')).toBeNull();
});

import { stripServerParts, withoutServerEntry } from '../../host/web/build/strip-server-parts';

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

it("cuts the server entry from a manifest, and nothing else", () => {
  const manifest = [
    "export default defineManifest({",
    "  id: 'cmr',",
    "  menu: [],",
    "  server: () => import('./server/index'),",
    "});",
    '',
  ].join('\n');
  expect(withoutServerEntry(manifest)).toBe(["export default defineManifest({", "  id: 'cmr',", '  menu: [],', '});', ''].join('\n'));
  expect(withoutServerEntry("  page: () => import('./web/cmr-page'),\n")).toBe("  page: () => import('./web/cmr-page'),\n");
});

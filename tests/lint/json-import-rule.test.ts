import { ruleMessages } from './lint-texts';

/**
 * The repository's lint configuration refuses a JSON module imported at run time without its type in the server's
 * and the CLI's code: the built bundles keep `import()` as written, Node's loader refuses it, and jest, which turns
 * it into a require, never sees it (the country geofences failed so in the built server). The web's build reads
 * JSON itself, so its pages may.
 */
test("a server's import() of a JSON module fails the lint without its type and passes with it; a page's passes", async () => {
  const [untyped, typed, page] = await ruleMessages('no-restricted-syntax', [
    { file: 'plugins/tracking/server/outline-example.ts', code: "export const load = () => import('world-atlas/countries-50m.json');\n" },
    { file: 'plugins/tracking/server/outline-example.ts', code: "export const load = () => import('world-atlas/countries-50m.json', { with: { type: 'json' } });\n" },
    { file: 'host/web/maps/outline-example.ts', code: "export const load = () => import('world-atlas/countries-50m.json');\n" },
  ]);
  expect(untyped).toEqual([expect.stringContaining("{ with: { type: 'json' } }")]);
  expect(typed).toEqual([]);
  expect(page).toEqual([]);
});

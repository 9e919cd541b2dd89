import { ruleMessages } from './lint-texts';

/**
 * The repository's lint configuration refuses wouter's query hooks in the host and the plugins: they decode a
 * value's `%41` to `A` (host/web/routing/search-params.ts reads the query as sent).
 */
test("wouter's useSearchParams fails the lint in a plugin, naming the SDK's; the SDK's and wouter's other hooks pass", async () => {
  const [wouters, sdks] = await ruleMessages('no-restricted-imports', [
    { file: 'plugins/nat/web/query-example.tsx', code: "import { Link, useSearchParams } from 'wouter';\nexport const hooks = [Link, useSearchParams];\n" },
    {
      file: 'plugins/nat/web/query-example.tsx',
      code: "import { useLocation } from 'wouter';\nimport { useSearchParams } from '@vigil/web-sdk';\nexport const hooks = [useLocation, useSearchParams];\n",
    },
  ]);
  expect(wouters).toEqual([expect.stringContaining("Use useSearchParams from '@vigil/web-sdk'")]);
  expect(sdks).toEqual([]);
});

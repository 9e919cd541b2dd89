import path from 'node:path';
import { discoverEndpoints } from '../../cli/smoke/discover-endpoints';
import type { AnyEndpoint } from '../../host/core/endpoints';

const repoRoot = path.resolve(__dirname, '../..');

interface JsonSchema {
  type?: string;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

/** Every list of an answer schema without a maximum number of items, by its path. */
function unboundedLists(schema: JsonSchema, at: string): string[] {
  const here = schema.type === 'array' && schema.maxItems === undefined ? [at] : [];
  return [
    ...here,
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => unboundedLists(property, `${at}.${name}`)),
    ...(schema.items ? unboundedLists(schema.items, `${at}[]`) : []),
    ...(schema.anyOf ?? []).flatMap((option) => unboundedLists(option, at)),
  ];
}

let endpoints: AnyEndpoint[];
beforeAll(async () => {
  const discovered = await discoverEndpoints(repoRoot);
  expect(discovered.problems).toEqual([]);
  endpoints = discovered.endpoints;
});

// Issue 13: "Every list endpoint pages or caps its answer". The mounting cuts every list at its declared maxItems
// (host/server/endpoints/cap-list.ts), so a list without one would be the unbounded answer the issue found.
test('every list in every answer, of the platform and of every module, declares its maximum', () => {
  expect(endpoints.flatMap((endpoint) => unboundedLists(endpoint.answer as JsonSchema, endpoint.id))).toEqual([]);
});

test('the check finds a list without a maximum, at any depth', () => {
  const answer = {
    type: 'object',
    properties: { rows: { type: 'array', maxItems: 5, items: { type: 'object', properties: { tags: { type: 'array' } } } } },
  };
  expect(unboundedLists(answer, 'x')).toEqual(['x.rows[].tags']);
  expect(unboundedLists({ anyOf: [{ type: 'array' }, { type: 'null' }] }, 'y')).toEqual(['y']);
});

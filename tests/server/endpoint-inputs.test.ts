import path from 'node:path';
import { discoverEndpoints } from '../../cli/smoke/discover-endpoints';
import type { AnyEndpoint } from '../../host/core/endpoints';

const repoRoot = path.resolve(__dirname, '../..');

interface JsonSchema {
  type?: string;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

/** Every text of an input schema that has no maximum length or lets control characters through, by its path. */
function uncheckedTexts(schema: JsonSchema, at: string): string[] {
  const here = schema.type === 'string' && (schema.maxLength === undefined || !schema.pattern?.includes('\\u0000')) && !schema.pattern?.startsWith('^[0-9') && !schema.pattern?.startsWith('^\\s*[0-9') ? [at] : [];
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => uncheckedTexts(property, `${at}.${name}`)),
    ...(schema.items ? uncheckedTexts(schema.items, `${at}[]`) : []),
    ...(schema.anyOf ?? []).flatMap((option) => uncheckedTexts(option, at)),
  ];
  return [...here, ...nested];
}

let endpoints: AnyEndpoint[];
beforeAll(async () => {
  const discovered = await discoverEndpoints(repoRoot);
  expect(discovered.problems).toEqual([]);
  endpoints = discovered.endpoints;
});

test('finds the declarations of the platform and of every module', () => {
  const modules = new Set(endpoints.map((endpoint) => endpoint.id.split('.')[0]));
  expect([...modules]).toEqual(expect.arrayContaining(['session', 'personnel', 'gpa', 'nat', 'quiz', 'insurance-claim', 'cmr']));
});

// Issue 12: "string lengths are bounded and control characters refused, so no input can reach the database
// unchecked". Texts made only of digits (ids, id lists) carry their own pattern, which refuses control characters.
test('every text an endpoint takes is bounded and refuses control characters', () => {
  const unchecked = endpoints.flatMap((endpoint) => uncheckedTexts(endpoint.input as JsonSchema, endpoint.id));
  expect(unchecked).toEqual([]);
});

test('the check finds a text without bounds', () => {
  const input = { type: 'object', properties: { name: { type: 'string' }, list: { type: 'array', items: { type: 'string', maxLength: 9 } } } };
  expect(uncheckedTexts(input, 'x')).toEqual(['x.name', 'x.list[]']);
});

test('endpoint ids are unique', () => {
  const ids = endpoints.map((endpoint) => endpoint.id);
  expect(new Set(ids).size).toBe(ids.length);
});

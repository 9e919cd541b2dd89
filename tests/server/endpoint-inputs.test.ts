import path from 'node:path';
import Ajv from 'ajv';
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
  examples?: unknown[];
}

const ajv = new Ajv({ strict: false });

/** The control characters no text may hold: every C0 character but tab, line feed and carriage return, and DEL. */
const CONTROL_CHARACTERS = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).filter((char) => !'\t\n\r'.includes(char)), '\u007f'];
/** Values a text field may well accept, to build over-long ones of: its example first. */
const SAMPLES = ['a', '1', 'x1', ' '];

/**
 * Whether a text schema admits a value with a control character or one longer than its bound, judged by what
 * the schema accepts (compiled as the server compiles it), not by how its pattern is written.
 */
function admitsUnchecked(schema: JsonSchema): boolean {
  if (schema.maxLength === undefined || !Number.isInteger(schema.maxLength)) return true;
  const accepts = ajv.compile({ type: 'string', maxLength: schema.maxLength, ...(schema.pattern ? { pattern: schema.pattern } : {}) });
  const samples = [...(schema.examples ?? []).map(String), ...SAMPLES];
  const accepted = samples.find((sample) => accepts(sample));
  const withControl = CONTROL_CHARACTERS.flatMap((char) => [char, `${accepted ?? 'a'}${char}`, `${char}${accepted ?? 'a'}`]);
  if (withControl.some((value) => accepts(value))) return true;
  // A value one repetition past the bound: the bound must hold whatever the pattern lets through.
  return accepted !== undefined && accepts(accepted.repeat(Math.ceil((schema.maxLength + 1) / accepted.length)));
}

/** Every text of an input schema that has no maximum length or lets control characters through, by its path. */
function uncheckedTexts(schema: JsonSchema, at: string): string[] {
  const here = schema.type === 'string' && admitsUnchecked(schema) ? [at] : [];
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
// unchecked". A field's own pattern (ids, codes, Matching(...)) is judged by the values it admits.
test('every text an endpoint takes is bounded and refuses control characters', () => {
  const unchecked = endpoints.flatMap((endpoint) => uncheckedTexts(endpoint.input as JsonSchema, endpoint.id));
  expect(unchecked).toEqual([]);
});

test('the check finds a text without bounds, and a pattern that lets a control character or an over-long value through', () => {
  const input = {
    type: 'object',
    properties: {
      name: { type: 'string' },
      list: { type: 'array', items: { type: 'string', maxLength: 9 } },
      unanchored: { type: 'string', maxLength: 9, pattern: '[a-z]' },
      tabsOnly: { type: 'string', maxLength: 9, pattern: '^[^\\u0000]*$' },
      // \s admits the vertical tab and the form feed.
      spaced: { type: 'string', maxLength: 32, pattern: '^\\s*[0-9]+\\s*$' },
    },
  };
  expect(uncheckedTexts(input, 'x')).toEqual(['x.name', 'x.list[]', 'x.unanchored', 'x.tabsOnly', 'x.spaced']);
});

test('the check passes a pattern that refuses control characters however it is written', () => {
  const input = {
    type: 'object',
    properties: {
      code: { type: 'string', maxLength: 8, pattern: '^[A-Z]{2}-[0-9]+$', examples: ['IT-1'] },
      words: { type: 'string', maxLength: 40, pattern: '^[\\p{L} ]*$' },
      digits: { type: 'string', maxLength: 32, pattern: '^[ \\t]*[0-9]{1,15}[ \\t]*$' },
    },
  };
  expect(uncheckedTexts(input, 'x')).toEqual([]);
});

test('endpoint ids are unique', () => {
  const ids = endpoints.map((endpoint) => endpoint.id);
  expect(new Set(ids).size).toBe(ids.length);
});

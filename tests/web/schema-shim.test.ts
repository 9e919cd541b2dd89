import * as typebox from '@sinclair/typebox';
import * as shim from '../../host/web/build/schema-shim';
import { binaryContentType } from '../../host/core/endpoints/binary-body';

// host/core/endpoints imports these builders; the web build swaps TypeBox for the shim (host/web/vite.config.ts).
const USED = ['Array', 'Boolean', 'Integer', 'Literal', 'Null', 'Number', 'Object', 'Optional', 'Record', 'String', 'Union', 'Unknown', 'Unsafe'];

test('the web build\'s schema shim has every builder the declarations use', () => {
  for (const name of USED) {
    expect(typeof (typebox as Record<string, unknown>)[name]).toBe('function');
    expect(typeof (shim as Record<string, unknown>)[name]).toBe('function');
  }
});

test('a binary answer built by the shim still names its content type', () => {
  expect(binaryContentType(shim.Unsafe({ type: 'string', format: 'binary', contentMediaType: 'application/pdf' }))).toBe('application/pdf');
  expect(binaryContentType(shim.Object({ message: shim.String() }))).toBeUndefined();
});

test('the shim keeps the JSON Schema fields of what it builds', () => {
  expect(shim.Object({ id: shim.Integer() }, { description: 'x' })).toEqual({
    type: 'object',
    properties: { id: { type: 'integer' } },
    description: 'x',
  });
  expect(shim.Array(shim.String({ maxLength: 3 }))).toEqual({ type: 'array', items: { type: 'string', maxLength: 3 } });
});

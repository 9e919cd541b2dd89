/**
 * What the web build uses instead of TypeBox. The browser never validates: a declaration's schemas serve the
 * server (validation), the OpenAPI description and the types, which the compiler takes from TypeBox itself. So
 * the bundle carries these few lines instead of the schema library; each builder keeps the plain JSON Schema
 * fields, so what the client reads of a declaration (a binary answer's content type) is still there. Local names
 * differ from the exported ones so that the globals they shadow (Object, String...) stay usable here.
 */
type JsonSchema = { [key: string]: unknown };
type Options = JsonSchema | undefined;

const schema = (fields: JsonSchema, options: Options): JsonSchema => ({ ...fields, ...options });

const objectSchema = (properties: JsonSchema, options?: Options): JsonSchema => schema({ type: 'object', properties }, options);
const stringSchema = (options?: Options): JsonSchema => schema({ type: 'string' }, options);
const numberSchema = (options?: Options): JsonSchema => schema({ type: 'number' }, options);
const integerSchema = (options?: Options): JsonSchema => schema({ type: 'integer' }, options);
const booleanSchema = (options?: Options): JsonSchema => schema({ type: 'boolean' }, options);
const nullSchema = (options?: Options): JsonSchema => schema({ type: 'null' }, options);
const unknownSchema = (options?: Options): JsonSchema => schema({}, options);
const arraySchema = (items: JsonSchema, options?: Options): JsonSchema => schema({ type: 'array', items }, options);
const unionSchema = (anyOf: JsonSchema[], options?: Options): JsonSchema => schema({ anyOf }, options);
const literalSchema = (value: unknown, options?: Options): JsonSchema => schema({ const: value }, options);
const recordSchema = (_key: JsonSchema, value: JsonSchema, options?: Options): JsonSchema =>
  schema({ type: 'object', additionalProperties: value }, options);
const optionalSchema = (inner: JsonSchema): JsonSchema => inner;
const unsafeSchema = (options?: Options): JsonSchema => schema({}, options);

export {
  arraySchema as Array,
  booleanSchema as Boolean,
  integerSchema as Integer,
  literalSchema as Literal,
  nullSchema as Null,
  numberSchema as Number,
  objectSchema as Object,
  optionalSchema as Optional,
  recordSchema as Record,
  stringSchema as String,
  unionSchema as Union,
  unknownSchema as Unknown,
  unsafeSchema as Unsafe,
};

import {
  Array as ArrayOf,
  Boolean as BooleanType,
  Integer,
  Literal,
  Null,
  Number as NumberType,
  Object as ObjectType,
  Optional,
  Record as RecordOf,
  String as StringType,
  Union,
  Unknown,
  Unsafe,
  type SchemaOptions,
  type TNull,
  type TSchema,
  type TUnion,
} from '@sinclair/typebox';

function Nullable<S extends TSchema>(schema: S, options: SchemaOptions = {}): TUnion<[S, TNull]> {
  return Union([schema, Null()], options);
}

/**
 * The schema builders contracts use: TypeBox's, taken one by one so that a web chunk carries only these (TypeBox's
 * own `Type` object brings every builder into the bundle).
 */
export const Schema = {
  Object: ObjectType,
  String: StringType,
  Number: NumberType,
  Integer,
  Boolean: BooleanType,
  Array: ArrayOf,
  Optional,
  Union,
  Literal,
  Null,
  Nullable,
  Record: RecordOf,
  Unknown,
  Unsafe,
};

import { FixRefusal } from './fix-refusal';

export type JsonObject = Readonly<Record<string, unknown>>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A number member; absent or null is "not sent". Numbers written as text are refused: no app we read sends them. */
export function readJsonNumber(object: JsonObject, key: string, path: string): number | null {
  const value = object[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new FixRefusal(`Not a valid number: ${path}`, path);
  return value;
}

export function readJsonString(object: JsonObject, key: string, path: string): string | null {
  const value = object[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new FixRefusal(`Not a valid text: ${path}`, path);
  return value;
}

export function readJsonBoolean(object: JsonObject, key: string, path: string): boolean | null {
  const value = object[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'boolean') throw new FixRefusal(`Not a valid true or false: ${path}`, path);
  return value;
}

export function readJsonObject(object: JsonObject, key: string, path: string): JsonObject | null {
  const value = object[key];
  if (value === undefined || value === null) return null;
  if (!isJsonObject(value)) throw new FixRefusal(`Not a valid object: ${path}`, path);
  return value;
}

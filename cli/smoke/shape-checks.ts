/**
 * Small shape checks for answers. Each returns null when the value fits, or what is wrong with it, so a smoke
 * row can say which field broke rather than just "failed".
 */
export type ShapeCheck = (value: unknown) => string | null;

export type FieldType = 'string' | 'number' | 'boolean' | 'string[]' | 'array' | 'object' | 'string|null';

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function fits(value: unknown, type: FieldType): boolean {
  switch (type) {
    case 'string[]':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeOf(value) === 'object';
    case 'string|null':
      return value === null || typeof value === 'string';
    default:
      return typeof value === type;
  }
}

/** An object holding at least these fields, of these types. */
export function hasFields(fields: Readonly<Record<string, FieldType>>): ShapeCheck {
  return (value) => {
    if (typeOf(value) !== 'object') return `expected an object, got ${typeOf(value)}`;
    const record = value as Record<string, unknown>;
    for (const [name, type] of Object.entries(fields)) {
      if (!fits(record[name], type)) return `field '${name}' should be ${type}, got ${typeOf(record[name])}`;
    }
    return null;
  };
}

/** A nested object field that passes `check`. */
export function field(name: string, check: ShapeCheck): ShapeCheck {
  return (value) => {
    if (typeOf(value) !== 'object') return `expected an object, got ${typeOf(value)}`;
    const problem = check((value as Record<string, unknown>)[name]);
    return problem ? `${name}: ${problem}` : null;
  };
}

/** An array of at least `minLength` items, each passing `item`. */
export function arrayOf(item: ShapeCheck, minLength = 0): ShapeCheck {
  return (value) => {
    if (!Array.isArray(value)) return `expected an array, got ${typeOf(value)}`;
    if (value.length < minLength) return `expected at least ${minLength} items, got ${value.length}`;
    for (const [index, entry] of value.entries()) {
      const problem = item(entry);
      if (problem) return `item ${index}: ${problem}`;
    }
    return null;
  };
}

/** Every check, in order; the first problem wins. */
export function allOf(...checks: readonly ShapeCheck[]): ShapeCheck {
  return (value) => {
    for (const check of checks) {
      const problem = check(value);
      if (problem) return problem;
    }
    return null;
  };
}

/** A text answer that begins with `prefix`: how a file's kind shows in its first bytes (a PDF starts '%PDF-'). */
export function startsWith(prefix: string): ShapeCheck {
  return (value) => {
    if (typeof value !== 'string') return `expected a text body, got ${typeOf(value)}`;
    if (value.startsWith(prefix)) return null;
    const head = value.trim().slice(0, 20);
    return `expected a body starting with '${prefix}', got ${head ? `'${head}${value.trim().length > 20 ? '…' : ''}'` : 'an empty body'}`;
  };
}

/**
 * The part of `reflect-metadata/lite` that inversify calls (defineMetadata, getOwnMetadata, getMetadata), for the
 * web build only (vite.config.ts aliases it). The web host binds constants and factories under explicit tokens,
 * never decorated classes, so the whole polyfill would cost every page's first load about 3 KB gzip for nothing;
 * the server and jest keep the real package.
 */
type MetadataKey = unknown;
type PropertyKey = string | symbol | undefined;

const metadata = new WeakMap<object, Map<PropertyKey, Map<MetadataKey, unknown>>>();

function ownMap(target: object, property: PropertyKey, create: boolean): Map<MetadataKey, unknown> | undefined {
  let properties = metadata.get(target);
  if (!properties) {
    if (!create) return undefined;
    properties = new Map();
    metadata.set(target, properties);
  }
  let values = properties.get(property);
  if (!values && create) {
    values = new Map();
    properties.set(property, values);
  }
  return values;
}

const api = {
  defineMetadata(key: MetadataKey, value: unknown, target: object, property?: PropertyKey): void {
    ownMap(target, property, true)?.set(key, value);
  },
  getOwnMetadata(key: MetadataKey, target: object, property?: PropertyKey): unknown {
    return ownMap(target, property, false)?.get(key);
  },
  getMetadata(key: MetadataKey, target: object, property?: PropertyKey): unknown {
    // Inherited metadata: the nearest prototype that has the key.
    for (let current: object | null = target; current; current = Object.getPrototypeOf(current) as object | null) {
      const values = ownMap(current, property, false);
      if (values?.has(key)) return values.get(key);
    }
    return undefined;
  },
};

const reflect = Reflect as unknown as Record<string, unknown>;
for (const [name, implementation] of Object.entries(api)) reflect[name] ??= implementation;

export {};

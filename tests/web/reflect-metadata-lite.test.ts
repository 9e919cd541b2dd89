/**
 * The web build replaces `reflect-metadata/lite` with host/web/build/reflect-metadata-lite.ts (vite.config.ts), while
 * jest and the server load the real package: this suite loads the shim alone, with the real package kept out, and
 * checks what inversify asks of it.
 */
type ReflectApi = Record<string, unknown> & {
  defineMetadata(key: unknown, value: unknown, target: object, property?: string | symbol): void;
  getOwnMetadata(key: unknown, target: object, property?: string | symbol): unknown;
  getMetadata(key: unknown, target: object, property?: string | symbol): unknown;
};

const SHIMMED = ['defineMetadata', 'getOwnMetadata', 'getMetadata'] as const;
// Parts of the real polyfill the shim leaves out: seeing them would mean the real package was loaded.
const REAL_ONLY = ['hasMetadata', 'getMetadataKeys', 'metadata'] as const;
const reflect = Reflect as unknown as ReflectApi;
const before = new Map<string, unknown>();

beforeEach(() => {
  for (const name of [...SHIMMED, ...REAL_ONLY]) {
    before.set(name, reflect[name]);
    delete reflect[name];
  }
  jest.resetModules();
});

afterEach(() => {
  for (const [name, value] of before) {
    if (value === undefined) delete reflect[name];
    else reflect[name] = value;
  }
});

/** Loads the shim as the web build does, with the real polyfill unreachable. */
function loadShim(): void {
  jest.doMock('reflect-metadata/lite', () => ({}));
  jest.doMock('reflect-metadata', () => ({}));
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only now, once the globals are cleared
    require('../../host/web/build/reflect-metadata-lite');
  });
}

test('the shim installs the three calls inversify makes, and nothing of the real polyfill', () => {
  loadShim();
  for (const name of SHIMMED) expect(typeof reflect[name]).toBe('function');
  for (const name of REAL_ONLY) expect(reflect[name]).toBeUndefined();
});

test('metadata is kept per target, per property and per key', () => {
  loadShim();
  class Target {}
  class Other {}
  const key = Symbol('key');
  reflect.defineMetadata(key, 'class value', Target);
  reflect.defineMetadata(key, 'property value', Target, 'name');
  reflect.defineMetadata('another key', 42, Target);

  expect(reflect.getOwnMetadata(key, Target)).toBe('class value');
  expect(reflect.getOwnMetadata(key, Target, 'name')).toBe('property value');
  expect(reflect.getOwnMetadata('another key', Target)).toBe(42);
  expect(reflect.getOwnMetadata(key, Other)).toBeUndefined();
  expect(reflect.getOwnMetadata(key, Target, 'other property')).toBeUndefined();
  expect(reflect.getOwnMetadata('unknown key', Target)).toBeUndefined();

  reflect.defineMetadata(key, 'replaced', Target);
  expect(reflect.getOwnMetadata(key, Target)).toBe('replaced');
});

test('getMetadata finds inherited metadata up the prototype chain; getOwnMetadata does not', () => {
  loadShim();
  class Base {}
  class Derived extends Base {}
  class Grandchild extends Derived {}
  reflect.defineMetadata('kind', 'base', Base);
  reflect.defineMetadata('level', 'derived', Derived);

  expect(reflect.getMetadata('kind', Grandchild)).toBe('base');
  expect(reflect.getMetadata('level', Grandchild)).toBe('derived');
  expect(reflect.getOwnMetadata('kind', Grandchild)).toBeUndefined();
  // The nearest definition wins.
  reflect.defineMetadata('kind', 'grandchild', Grandchild);
  expect(reflect.getMetadata('kind', Grandchild)).toBe('grandchild');
  expect(reflect.getMetadata('kind', Derived)).toBe('base');
  expect(reflect.getMetadata('missing', Grandchild)).toBeUndefined();
});

test('the shim leaves an implementation that is already there in place', () => {
  const existing = (): string => 'the real one';
  reflect.defineMetadata = existing as unknown as ReflectApi['defineMetadata'];
  loadShim();
  expect(reflect.defineMetadata).toBe(existing);
  expect(typeof reflect.getOwnMetadata).toBe('function');
});

test('inversify resolves constants, factories and injected classes, inherited ones included, on the shim alone', () => {
  loadShim();
  jest.isolateModules(() => {
    // Loaded here, after the shim, as the web bundle orders them; the real polyfill is mocked away above.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Container, inject, injectable, injectFromBase } = require('inversify') as typeof import('inversify');
    const CONFIG = Symbol('Config');
    const GREETER = Symbol('Greeter');

    @injectable()
    class Greeter {
      constructor(@inject(CONFIG) readonly config: { name: string }) {}
      greet(): string {
        return `Hello ${this.config.name}`;
      }
    }

    @injectable()
    @injectFromBase()
    class LoudGreeter extends Greeter {
      override greet(): string {
        return super.greet().toUpperCase();
      }
    }

    const container = new Container({ defaultScope: 'Singleton', jitless: true });
    container.bind(CONFIG).toConstantValue({ name: 'Vigil' });
    container.bind(GREETER).toDynamicValue((context) => context.get(Greeter));
    container.bind(Greeter).toSelf();
    container.bind(LoudGreeter).toSelf();

    expect(container.get<Greeter>(GREETER).greet()).toBe('Hello Vigil');
    expect(container.get(GREETER)).toBe(container.get(Greeter));
    expect(container.get(LoudGreeter).greet()).toBe('HELLO VIGIL');
  });
  for (const name of REAL_ONLY) expect(reflect[name]).toBeUndefined();
});

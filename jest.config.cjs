/**
 * One jest run, one project per suite. A test's suite follows from its file name, so plugins keep their tests
 * beside their code:
 *   *.test.ts          unit (node)            *.test.tsx          component (jsdom)
 *   *.server.test.ts   server, run twice: on SQLite and on PostgreSQL
 *   *.cli.test.ts      cli (node)             *.browser.test.ts   browser (real Chromium)
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that jest must transform to CommonJS.
const esmPackages = ['inversify', '@inversifyjs', 'wouter', 'regexparam', 'got', '@sindresorhus', 'p-cancelable', 'form-data-encoder',
  'lowercase-keys', 'responselike', 'normalize-url', 'mimic-response', 'cacheable-lookup', 'cacheable-request',
  'decompress-response', 'http2-wrapper', 'keyv', '@keyv', 'type-fest', 'chunk-data', 'byte-counter', 'quick-lru',
  'is-stream', 'nock', 'uint8array-extras', 'get-stream', '@sec-ant', 'jose',
  // The maps: d3 and supercluster ship only ES modules.
  'd3-geo', 'd3-geo-projection', 'd3-array', 'internmap', 'supercluster', 'kdbush',
  // The PDF writer's transliteration.
  'any-ascii'];

const base = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/data/'],
  moduleNameMapper: {
    // The named doors plugins import through (tsconfig.json's paths).
    '^@vigil/core$': '<rootDir>/host/core/index.ts',
    '^@vigil/web-sdk$': '<rootDir>/host/web/plugin-sdk.ts',
    '^@vigil/server-sdk$': '<rootDir>/host/server/server-sdk.ts',
    '\\.(css)$': '<rootDir>/tests/support/style-stub.cjs',
    '\\.(svg|png|jpg|webp)$': '<rootDir>/tests/support/file-stub.cjs',
    // The web host finds plugins with import.meta.glob, which jest cannot parse: a node twin reads the same files.
    // Only host/web/plugins/discover-plugins ('../plugins/…' inside host/web, '…/web/plugins/…' from tests).
    '(^\\.\\.|/web)/plugins/discover-plugins$': '<rootDir>/tests/support/discover-plugins.node.ts',
  },
};

const roots = ['<rootDir>/host', '<rootDir>/plugins', '<rootDir>/cli', '<rootDir>/tests', '<rootDir>/config'];

module.exports = {
  // Two cores here: one worker per core. The closing `N passed, N failed` line is printed by scripts/test.mjs.
  maxWorkers: 2,
  // A worker grew to 2.4-2.7 GB resident (heap 1.1-1.3 GB) over its ~270 files, and jest had to kill it at the end
  // ("failed to exit gracefully"): past this heap after a file, jest starts a new worker for the next ones.
  workerIdleMemoryLimit: '1GB',
  testTimeout: 30000,
  projects: [
    {
      ...base,
      displayName: 'unit',
      testEnvironment: 'node',
      roots,
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: [...base.testPathIgnorePatterns, '\\.(server|postgres|cli|browser)\\.test\\.ts$'],
    },
    {
      ...base,
      displayName: 'component',
      testEnvironment: 'jsdom',
      roots,
      testMatch: ['**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/component-setup.ts'],
    },
    {
      ...base,
      displayName: 'server-sqlite',
      testEnvironment: 'node',
      roots,
      testMatch: ['**/*.server.test.ts'],
      setupFiles: ['<rootDir>/tests/support/use-sqlite.cjs'],
    },
    {
      ...base,
      displayName: 'server-postgres',
      testEnvironment: 'node',
      roots,
      // *.postgres.test.ts: what only PostgreSQL has (several processes on one database), run there only.
      testMatch: ['**/*.server.test.ts', '**/*.postgres.test.ts'],
      setupFiles: ['<rootDir>/tests/support/use-postgres.cjs'],
    },
    {
      ...base,
      displayName: 'cli',
      testEnvironment: 'node',
      roots,
      testMatch: ['**/*.cli.test.ts'],
    },
    {
      ...base,
      displayName: 'browser',
      testEnvironment: 'node',
      roots,
      testMatch: ['**/*.browser.test.ts'],
      globalSetup: '<rootDir>/tests/support/browser-global-setup.cjs',
      globalTeardown: '<rootDir>/tests/support/browser-global-teardown.cjs',
    },
  ],
};

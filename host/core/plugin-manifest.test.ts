import { defineManifest, menuVisibility, routePrefix, validateManifest, type PluginManifest } from './plugin-manifest';
import { effectiveRules, manifestRules } from './manifest-rules';

const page = (): Promise<{ default: unknown }> => Promise.resolve({ default: null });

const valid: PluginManifest = defineManifest({
  id: 'demo-x',
  title: 'Demo X',
  section: 'PROTECT',
  routes: [{ path: '/DemoX/detail/:id', allowed: ['admin', 'demo-x'], notAllowed: ['free'], page }],
  menu: [{ kind: 'route', label: 'Demo X', to: '/DemoX/detail/1' }],
  bubble: { label: 'Demo X', to: '/DemoX/detail/1', active: true },
});

describe('validateManifest', () => {
  it('accepts a well-formed manifest', () => {
    expect(validateManifest(valid)).toEqual([]);
  });

  it('names every problem', () => {
    const broken = {
      ...valid,
      id: 'Demo X',
      title: ' ',
      section: 'ELSEWHERE',
      routes: [{ path: 'DemoX', allowed: [], page }],
      menu: [{ kind: 'action', label: 'Ask', modal: 'ask' }],
    } as unknown as PluginManifest;
    expect(validateManifest(broken)).toEqual([
      "invalid id 'Demo X'",
      'Demo X: empty title',
      "Demo X: unknown section 'ELSEWHERE'",
      "Demo X: route 'DemoX' must start with '/'",
      "Demo X: route 'DemoX' allows nobody",
      "Demo X: menu item 'Ask' opens unknown modal 'ask'",
    ]);
  });

  it('checks the plugin ids a manifest uses', () => {
    expect(validateManifest({ ...valid, uses: ['gpa', 'news-alerts'] })).toEqual([]);
    expect(validateManifest({ ...valid, uses: ['Gpa', 'gpa/contract', 'demo-x'] })).toEqual([
      "demo-x: uses invalid plugin id 'Gpa'",
      "demo-x: uses invalid plugin id 'gpa/contract'",
      'demo-x: uses itself',
    ]);
  });

  it('checks the plugin ids a manifest uses optionally, and that none is used both ways', () => {
    expect(validateManifest({ ...valid, uses: ['gpa'], optionalUses: ['nat'] })).toEqual([]);
    expect(validateManifest({ ...valid, uses: ['gpa'], optionalUses: ['Nat', 'gpa', 'demo-x'] })).toEqual([
      "demo-x: uses invalid plugin id 'Nat'",
      'demo-x: uses itself',
      "demo-x: uses 'gpa' both always and optionally",
    ]);
  });

  it('refuses a notice that allows nobody', () => {
    expect(validateManifest({ ...valid, notices: [{ allowed: ['admin'], view: page }] })).toEqual([]);
    expect(validateManifest({ ...valid, notices: [{ allowed: ['admin'], view: page }, { allowed: [], view: page }] })).toEqual([
      'demo-x: notice 2 allows nobody',
    ]);
  });

  it('refuses a dashboard block that allows nobody', () => {
    expect(validateManifest({ ...valid, dashboardBlocks: [{ allowed: ['admin'], order: 1, view: page }] })).toEqual([]);
    expect(validateManifest({ ...valid, dashboardBlocks: [{ allowed: [], order: 1, view: page }] })).toEqual([
      'demo-x: dashboard block 1 allows nobody',
    ]);
  });

  it('checks the platform calls a manifest asks for', () => {
    expect(validateManifest({ ...valid, platformCalls: { 'personnel.getBuildings': ['demo-x'] } })).toEqual([]);
    expect(validateManifest({ ...valid, platformCalls: { 'demo-x.getRows': ['demo-x'], 'personnel.getBuildings': [] } })).toEqual([
      "demo-x: platformCalls names its own endpoint 'demo-x.getRows'",
      "demo-x: platformCalls asks 'personnel.getBuildings' for nobody",
    ]);
  });
});

describe('routePrefix', () => {
  it('keeps the static segments before the first parameter or splat', () => {
    expect(routePrefix('/Gpa/detail/:country')).toBe('/Gpa/detail');
    expect(routePrefix('/Cmr/*')).toBe('/Cmr');
    expect(routePrefix('/Cmr')).toBe('/Cmr');
    expect(routePrefix('/:id')).toBe('/');
  });
});

describe('menu visibility and rules from manifests', () => {
  it('defaults menu visibility to the plugin id', () => {
    expect(menuVisibility(valid)).toEqual(['demo-x']);
    expect(menuVisibility(valid, { kind: 'route', label: 'x', to: '/x', visibleTo: ['gpa', 'free'] })).toEqual(['gpa', 'free']);
  });

  it('turns routes into rules and lets the manifest win over the table', () => {
    expect(manifestRules([valid])).toEqual([{ prefix: '/DemoX/detail', allowed: ['admin', 'demo-x'], notAllowed: ['free'] }]);
    const rules = effectiveRules([{ prefix: '/demox/detail', allowed: ['admin'] }, { prefix: '/Cmr', allowed: ['cmr'] }], [valid]);
    expect(rules).toHaveLength(2);
    expect(rules.find((rule) => rule.prefix === '/DemoX/detail')?.allowed).toEqual(['admin', 'demo-x']);
  });
});

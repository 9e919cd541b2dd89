import { inUsesOrder } from '../../host/server/plugin-host/plugin-order';

function plugin(id: string, uses?: string[]): { manifest: { id: string; uses?: string[] } } {
  return { manifest: uses ? { id, uses } : { id } };
}

function ids(plugins: ReadonlyArray<{ manifest: { id: string } }>): string[] {
  return plugins.map((entry) => entry.manifest.id);
}

describe('inUsesOrder: the order plugin migrations and seed steps run in', () => {
  test('is by id when no plugin uses another', () => {
    expect(ids(inUsesOrder([plugin('quiz'), plugin('cmr'), plugin('gpa')]))).toEqual(['cmr', 'gpa', 'quiz']);
  });

  test('puts a plugin after the plugins it uses, even when its id comes first', () => {
    const order = ids(inUsesOrder([plugin('quiz'), plugin('inf', ['gpa', 'quiz']), plugin('gpa'), plugin('cmr')]));
    expect(order).toEqual(['cmr', 'gpa', 'quiz', 'inf']);
  });

  test('follows chains of uses', () => {
    expect(ids(inUsesOrder([plugin('a', ['b']), plugin('b', ['c']), plugin('c')]))).toEqual(['c', 'b', 'a']);
  });

  test('ignores a use that is not present, and keeps plugins of a cycle', () => {
    expect(ids(inUsesOrder([plugin('b', ['zzz']), plugin('a')]))).toEqual(['a', 'b']);
    expect(ids(inUsesOrder([plugin('y', ['x']), plugin('x', ['y'])])).sort()).toEqual(['x', 'y']);
  });
});

import type { PluginManifest } from '../../host/core/plugin-manifest';
import { enabledManifests } from '../../host/server/plugin-host/enabled-manifests';

const plugin = (id: string, uses?: string[]): PluginManifest => ({ id, title: id, section: 'MANAGE', routes: [], menu: [], ...(uses ? { uses } : {}) });

describe("the server's plugins", () => {
  it('are those config does not disable, less those whose uses is disabled or absent, each named in the log', () => {
    const warn = jest.fn();
    const manifests = [plugin('gpa'), plugin('nat', ['gpa']), plugin('digest', ['nat']), plugin('orphan', ['gone']), plugin('quiz')];

    const enabled = enabledManifests(manifests, ['gpa'], { warn });

    expect(enabled.map((manifest) => manifest.id)).toEqual(['quiz']);
    expect(warn.mock.calls.map(([message]) => message as string)).toEqual([
      "Plugin nat is disabled: it uses plugin 'gpa', which is disabled",
      "Plugin digest is disabled: it uses plugin 'nat', which is disabled",
      "Plugin orphan is disabled: it uses plugin 'gone', which is absent",
    ]);
  });

  it('says nothing when every use is on', () => {
    const warn = jest.fn();

    expect(enabledManifests([plugin('gpa'), plugin('nat', ['gpa'])], [], { warn }).map((manifest) => manifest.id)).toEqual(['gpa', 'nat']);
    expect(warn).not.toHaveBeenCalled();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import type { PluginManifest } from '@vigil/core';
import { pluginManifests } from '../../../tests/support/plugin-manifests';
import { servedPermissions } from '../web/installed-permissions';
import { renderAdmin } from './admin-fixtures';

/*
 * Issue 24: a permission whose module this installation lacks says so where an admin ticks it, and the personnel
 * list explains the permission codes.
 */

let installed: PluginManifest[];
beforeAll(async () => {
  installed = await pluginManifests('admin', 'gpa', 'gps', 'nat', 'inf', 'docs', 'cmr', 'srmt', 'tracking', 'quiz', 'account', 'insurance-claim');
});

it('counts a permission as installed when an enabled module names it on a page or notice, never through a wildcard', () => {
  const served = servedPermissions(installed);
  expect(['admin', 'gpa', 'free', 'gpa_detail', 'gps', 'ops', 'opt', 'nat', 'inf', 'cmr', 'srmt', 'dvr-s'].filter((permission) => !served.has(permission))).toEqual([]);
  // The tracking page allows 'all': that installs no permission of its own (tra and tep are left out of this list).
  expect(['tep', 'tra'].filter((permission) => served.has(permission))).toEqual([]);
  expect([...servedPermissions([])]).toEqual(['admin']);
});

it('says beside a permission of a module not installed here that it is not, as the box description', async () => {
  renderAdmin({ plugins: installed });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Ann Analyst' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Ann Analyst' });
  const permission = within(dialog).getByRole('group', { name: 'Permission' });
  const note = (name: string): string | null | undefined => {
    const box = within(permission).getByRole('checkbox', { name });
    return document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent;
  };
  expect(note('TEP')).toBe('not installed here');
  expect(note('TRA')).toBe('not installed here');
  expect(note('GPS')).toBeUndefined();
  expect(within(permission).getAllByText('not installed here').length).toBeGreaterThanOrEqual(2);
});

it('explains every permission code in a legend under the list, and on hover of a badge', async () => {
  renderAdmin({ plugins: installed });
  const summary = await screen.findByText('What the permission codes mean');
  expect(summary.tagName).toBe('SUMMARY');
  const legend = summary.closest('details') as HTMLElement;
  const entries = [...legend.querySelectorAll('.admin-legend-entry')].map((entry) => [entry.querySelector('dt')?.textContent, entry.querySelector('dd')?.textContent]);
  expect(entries).toHaveLength(15);
  expect(entries).toContainEqual(['GPS', 'Real-time personnel tracking']);
  expect(entries).toContainEqual(['TEP', "Travellers' enrolment (not installed here)"]);
  const badge = within(screen.getByRole('rowheader', { name: /Ann Analyst/ }).closest('tr') as HTMLElement).getByText('NAT');
  expect(badge.getAttribute('title')).toBe('News alerts');
});

import type { Locator } from 'playwright-core';
import { PERMISSION_WARNING, SUCCESS_MESSAGES, VALIDATION_MESSAGES as M } from '../../host/core/messages';
import { PERSONNEL_MESSAGES } from '../../host/core/contract/personnel';
import { SERVER_MESSAGES } from '../../host/core/server-messages';
import { DASHBOARD_HEADING, signIn, signInToDashboard } from '../support/browser-app';
import { browserSuite } from '../support/browser-suite';
import { mailedToken } from '../support/mailed-token';

/**
 * Personnel administration in real Chromium against the reference server: the admin reaches /Admin from the user
 * menu, adds an employee who confirms the mailed registration, disables an employee who then cannot sign in,
 * edits permissions and projects, and deletes; an analyst is refused.
 */

const suite = browserSuite({ stepTimeoutMs: 10_000 });

async function openAdminFromMenu(): Promise<void> {
  await signInToDashboard(suite.page, suite.app.server.url, 'admin', 'Vigil-admin-1');
  await suite.page.getByRole('button', { name: /User menu/ }).click();
  await suite.page.getByRole('link', { name: 'Admin', exact: true }).click();
  await suite.page.waitForURL(`${suite.app.server.url}/Admin`);
  await suite.page.getByRole('heading', { level: 1, name: 'Personnel' }).waitFor();
}

function row(name: string): Locator {
  return suite.page.getByRole('row').filter({ has: suite.page.getByRole('rowheader', { name: new RegExp(name) }) });
}

async function errorToast(text: string): Promise<void> {
  await suite.page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

async function toast(text: string): Promise<void> {
  await suite.page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

/** The boxes of a group that are ticked, by their values. */
async function ticked(group: Locator): Promise<string[]> {
  return group.getByRole('checkbox').evaluateAll((boxes) => (boxes as HTMLInputElement[]).filter((box) => box.checked).map((box) => box.value));
}

/** Ticks exactly the boxes whose value or label is in `wanted`: one plain click on each box that must change. */
async function tickExactly(group: Locator, wanted: readonly string[]): Promise<void> {
  const boxes = group.getByRole('checkbox');
  for (let index = 0; index < (await boxes.count()); index += 1) {
    const box = boxes.nth(index);
    const { value, label } = await box.evaluate((input: HTMLInputElement) => ({
      value: input.value,
      label: input.closest('label')?.textContent?.trim() ?? '',
    }));
    if ((await box.isChecked()) !== (wanted.includes(value) || wanted.includes(label))) await box.click();
  }
}

it('lists the personnel with permission badges and the disabled state, reached from the user menu', async () => {
  await openAdminFromMenu();
  const analyst = row('Ann Analyst');
  await analyst.waitFor();
  expect(await analyst.locator('.admin-badge').allTextContents()).toEqual(['GPA', 'GPA detail', 'NAT', 'INF']);
  const gpaColour = await analyst.locator('.admin-badge[data-permission="gpa"]').evaluate((badge) => getComputedStyle(badge).backgroundColor);
  expect(gpaColour).toBe('rgb(21, 101, 192)');
  expect(await row('Kwame Mensah').getByText('Disabled').count()).toBe(1);
  expect(await row('Ada Admin').getByRole('button', { name: /^Delete/ }).count()).toBe(0);
  expect(await analyst.getByText('Jakarta office, Milan HQ').count()).toBe(1);
});

it('adds an employee through /Admin/new after showing the rule messages, and the mailed link confirms the registration', async () => {
  await openAdminFromMenu();
  await suite.page.getByRole('link', { name: 'Add personnel' }).click();
  await suite.page.waitForURL(`${suite.app.server.url}/Admin/new`);
  await suite.page.getByRole('heading', { level: 1, name: 'New employee' }).waitFor();

  const name = suite.page.getByLabel('Name', { exact: true });
  await name.fill('R2D2');
  await suite.page.getByLabel('Surname').fill('Hopper');
  await suite.page.getByLabel('Email').fill('grace@');
  await suite.page.getByLabel('Phone').fill('call me');
  // Submit stays aria-disabled while a field is invalid: Enter in a field tries, as a person would.
  await suite.page.getByLabel('Phone').press('Enter');
  await errorToast(M.privateName);
  await name.fill('Grace');
  await name.press('Enter');
  await errorToast(M.email);
  await suite.page.getByLabel('Email').fill('grace.hopper@demo.vigil.example');
  await suite.page.getByLabel('Email').press('Enter');
  await errorToast(M.phone);
  expect(new URL(suite.page.url()).pathname).toBe('/Admin/new');
  await suite.page.getByLabel('Phone').fill('+1 555 0141');
  await tickExactly(suite.page.getByLabel('Permission', { exact: true }), ['gpa', 'ops']);
  await tickExactly(suite.page.getByLabel('Project', { exact: true }), ['Lagos plant']);
  await suite.page.getByLabel('Nationality').selectOption({ label: 'Italy' });
  await suite.page.getByRole('button', { name: 'Add employee' }).click();

  await toast(PERSONNEL_MESSAGES.employeeAdded);
  await suite.page.waitForURL(`${suite.app.server.url}/Admin`);
  const grace = row('Grace Hopper');
  await grace.getByText('Registration pending').waitFor();
  expect(await grace.locator('.admin-badge').allTextContents()).toEqual(['GPA', 'OPS']);
  expect(await grace.getByText('Lagos plant').count()).toBe(1);

  // The new employee follows the mailed link, chooses username and password, and signs in.
  const token = await mailedToken(suite.app.server, 'grace.hopper@demo.vigil.example', '/Login/confirm_registration/');
  const employeePage = await suite.app.newPage();
  try {
    await employeePage.goto(`${suite.app.server.url}/Login/confirm_registration/${encodeURIComponent(token)}`);
    await employeePage.getByLabel('Username').fill('grace');
    await employeePage.getByLabel('Password', { exact: true }).fill('Grace-pass-1');
    await employeePage.getByLabel('Confirm password', { exact: true }).fill('Grace-pass-1');
    await employeePage.getByRole('button', { name: 'Confirm registration' }).click();
    await employeePage.waitForURL(`${suite.app.server.url}/Login`);
    await employeePage.getByText(SUCCESS_MESSAGES.accountConfirmed, { exact: true }).first().waitFor();
    await signIn(employeePage, suite.app.server.url, 'grace', 'Grace-pass-1');
    // Not accepted yet: the privacy gate of a first sign-in.
    await employeePage.getByText('You must accept our Privacy Policy before using this app').waitFor();
  } finally {
    await employeePage.close();
  }
  await suite.page.reload();
  await row('Grace Hopper').getByText('Enabled').waitFor();
});

it("switches 'User enabled' off: that employee can no longer sign in, until switched on again", async () => {
  await openAdminFromMenu();
  await row('Vera Visitor').getByRole('button', { name: 'Edit Vera Visitor' }).click();
  const dialog = suite.page.getByRole('dialog', { name: 'Edit Vera Visitor' });
  const enabled = dialog.getByRole('switch', { name: 'User enabled' });
  expect(await enabled.isChecked()).toBe(true);
  await enabled.click();
  await toast(SUCCESS_MESSAGES.editSuccessful);
  await suite.page.waitForFunction(() => !(document.querySelector('[role="dialog"] input[role="switch"]') as HTMLInputElement | null)?.checked);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await row('Vera Visitor').getByText('Disabled').waitFor();

  const visitorPage = await suite.app.newPage();
  try {
    await signIn(visitorPage, suite.app.server.url, 'visitor', 'Vigil-visitor-1');
    await visitorPage.getByRole('alert').filter({ hasText: SERVER_MESSAGES.accountDisabled }).first().waitFor();
    expect(new URL(visitorPage.url()).pathname).toBe('/Login');
  } finally {
    await visitorPage.close();
  }

  await row('Vera Visitor').getByRole('button', { name: 'Edit Vera Visitor' }).click();
  await dialog.getByRole('switch', { name: 'User enabled' }).click();
  await row('Vera Visitor').getByText('Enabled').waitFor();
});

it('changes permissions and projects in the edit modal; the row follows', async () => {
  await openAdminFromMenu();
  await row('Tom Traveller').getByRole('button', { name: 'Edit Tom Traveller' }).click();
  const dialog = suite.page.getByRole('dialog', { name: 'Edit Tom Traveller' });
  // The form mounts once the projects are known: tick only after its boxes are there.
  await dialog.getByLabel('Permission', { exact: true }).getByRole('checkbox').first().waitFor();
  await tickExactly(dialog.getByLabel('Permission', { exact: true }), ['gps', 'ops', 'cmr']);
  await tickExactly(dialog.getByLabel('Project', { exact: true }), ['Milan HQ']);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await toast(SUCCESS_MESSAGES.editSuccessful);
  const traveller = row('Tom Traveller');
  expect(await traveller.locator('.admin-badge').allTextContents()).toEqual(['GPS', 'OPS', 'CMR']);
  expect(await traveller.locator('td').nth(1).textContent()).toBe('Milan HQ');

  await suite.page.reload();
  await row('Tom Traveller').locator('.admin-badge').first().waitFor();
  expect(await row('Tom Traveller').locator('.admin-badge').allTextContents()).toEqual(['GPS', 'OPS', 'CMR']);
});

it('adds a permission and a project with one plain click each, keeping what the employee had', async () => {
  await openAdminFromMenu();
  await row('Ann Analyst').getByRole('button', { name: 'Edit Ann Analyst' }).click();
  const dialog = suite.page.getByRole('dialog', { name: 'Edit Ann Analyst' });
  const permission = dialog.getByLabel('Permission', { exact: true });
  const project = dialog.getByLabel('Project', { exact: true });
  await permission.getByRole('checkbox').first().waitFor();
  const permissionsBefore = await ticked(permission);
  const projectsBefore = await ticked(project);
  expect(permissionsBefore).toEqual(['gpa', 'gpa_detail', 'nat', 'inf']);

  // A plain click, no Ctrl or Shift: it ticks that box and leaves the others as they were.
  await permission.getByRole('checkbox', { name: 'OPS', exact: true }).click();
  const untickedProject = project.getByRole('checkbox', { checked: false }).first();
  const addedProject = await untickedProject.getAttribute('value');
  await untickedProject.click();
  expect((await ticked(permission)).sort()).toEqual([...permissionsBefore, 'ops'].sort());
  expect((await ticked(project)).sort()).toEqual([...projectsBefore, addedProject].sort());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await toast(SUCCESS_MESSAGES.editSuccessful);
  expect((await row('Ann Analyst').locator('.admin-badge').allTextContents()).sort()).toEqual(['GPA', 'GPA detail', 'INF', 'NAT', 'OPS']);
});

it('deletes an employee after the confirm dialog', async () => {
  await openAdminFromMenu();
  await row('Budi Santoso').getByRole('button', { name: 'Delete Budi Santoso' }).click();
  const confirm = suite.page.getByRole('dialog', { name: 'Are you sure?' });
  await confirm.getByRole('button', { name: 'OK' }).click();
  await toast(SUCCESS_MESSAGES.employeeDeleted);
  await row('Budi Santoso').waitFor({ state: 'detached' });
  await suite.page.reload();
  await row('Ann Analyst').waitFor();
  expect(await row('Budi Santoso').count()).toBe(0);
});

it("refuses /Admin to an analyst with the 'Warning!' modal, and shows no Admin item", async () => {
  await signInToDashboard(suite.page, suite.app.server.url, 'analyst', 'Vigil-analyst-1');
  await suite.page.getByRole('button', { name: /User menu/ }).click();
  await suite.page.getByRole('link', { name: 'Account', exact: true }).waitFor();
  expect(await suite.page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);

  await suite.page.goto(`${suite.app.server.url}/Admin`);
  const dialog = suite.page.getByRole('dialog', { name: PERMISSION_WARNING.title });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(PERMISSION_WARNING.text);
  expect(await suite.page.getByRole('heading', { level: 1, name: 'Personnel' }).count()).toBe(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await suite.page.waitForURL(`${suite.app.server.url}/`);
  await suite.page.getByRole('heading', { name: DASHBOARD_HEADING }).waitFor();
});

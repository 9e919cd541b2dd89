import { fireEvent, screen, within } from '@testing-library/react';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { GATE_TEXTS } from '../../../host/core/messages';
import { CONTACTS, EMERGENCY_CONTACT } from '../../../host/web/shell/contacts';
import { supportHoursText } from '../../../host/web/shell/support-hours';
import { renderHeader } from './render-header';

/**
 * Issue 24, "Help in an emergency": the 24/7 number is in the header of every signed-in page, a tel: link, and
 * the help modal says who answers a message and when, and which number to call instead when it cannot wait.
 */
const emergency = CONTACTS.find((contact) => contact.id === 'emergency');

it("puts the contact file's 24/7 emergency number in the header, as a link that calls it", () => {
  renderHeader(['gpa']);
  expect(emergency).toBeDefined();
  const line = screen.getByRole('link', { name: `24/7 emergency ${emergency?.phone ?? ''}` });
  expect(line.getAttribute('href')).toBe(`tel:${(emergency?.phone ?? '').replace(/[^\d+]/g, '')}`);
  expect(within(screen.getByRole('banner')).getByText(emergency?.phone ?? '')).toBe(within(line).getByText(emergency?.phone ?? ''));
});

it('says in the help modal who answers, on which days and hours, and the number to call in an emergency', async () => {
  renderHeader(['gpa']);
  fireEvent.click(screen.getByRole('button', { name: /User menu/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Help' }));
  const dialog = await screen.findByRole('dialog', { name: GATE_TEXTS.helpTitle });
  await within(dialog).findByLabelText('Message');
  expect(within(dialog).getByText(/The Vigil support team reads your message and answers by email, Monday to Friday, 9:00\sAM to 6:00\sPM \(Central European Time\)/)).toBeTruthy();
  const call = within(dialog).getByRole('link', { name: EMERGENCY_CONTACT?.phone ?? '' });
  expect(call.getAttribute('href')).toMatch(/^tel:\+/);
  expect(call.parentElement?.textContent).toContain('answered at any hour of every day');
});

it('words the support hours in the reader\'s language', () => {
  expect(supportHoursText('it')).toEqual({ first: 'lunedì', last: 'venerdì', from: '9:00', to: '18:00', zone: 'Ora dell’Europa centrale' });
  // The space before AM is a narrow one or a plain one, as the ICU version has it.
  expect(supportHoursText('en', { firstDay: 2, lastDay: 6, from: '08:30', to: '17:00', timeZone: 'America/New_York' })).toEqual({
    first: 'Tuesday',
    last: 'Saturday',
    from: expect.stringMatching(/^8:30\sAM$/),
    to: expect.stringMatching(/^5:00\sPM$/),
    zone: 'Eastern Time',
  });
});

/** The modules' dashboard blocks keep their few texts apart (plugins/<id>/web/i18n/*-block-{en,it}.ts). */
const root = join(__dirname, '..', '..', '..');
const blockTexts = readdirSync(join(root, 'plugins')).flatMap((id) => {
  const folder = join(root, 'plugins', id, 'web', 'i18n');
  return existsSync(folder) ? readdirSync(folder).filter((file) => /-block-en\.ts$/.test(file)).map((file) => join(folder, file)) : [];
});

it.each(blockTexts)('%s has every text in Italian, translated, with the same placeholders', (english) => {
  const leaves = (node: unknown, prefix = ''): [string, string][] =>
    typeof node === 'string' ? [[prefix, node]] : Object.entries(node as object).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest transforms and loads the TypeScript files.
  const only = (path: string): unknown => Object.values(require(path) as object)[0];
  const en = leaves(only(english));
  const it = new Map(leaves(only(english.replace(/-en\.ts$/, '-it.ts'))));
  expect(en.length).toBeGreaterThan(0);
  for (const [key, text] of en) {
    const italian = it.get(key);
    expect([key, typeof italian]).toEqual([key, 'string']);
    expect([key, [...(italian ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()]).toEqual([key, [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()]);
    // A text of placeholders and punctuation alone ('{{country}}, {{level}}') reads the same in both languages.
    if (!/^(\{\{\w+\}\}|[\s,:;])+$/.test(text)) expect([key, italian]).not.toEqual([key, text]);
  }
});

import { fireEvent, screen, within } from '@testing-library/react';
import { userMenuEntries } from '../../../host/web/shell/menu-entries';
import { isMenuVisible } from '../../../host/core/permission-matcher';
import { MENU_PLUGINS } from '../../fixtures/web-plugins/menus/manifests';
import { renderHeader } from './render-header';

function openUserMenu(): HTMLElement {
  const trigger = screen.getByRole('button', { name: /User menu/ });
  fireEvent.click(trigger);
  return document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
}

function labels(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

it('gives admin the admin items first, then Account, Help and Logout', () => {
  renderHeader(['admin']);
  expect(labels(openUserMenu())).toEqual(['Admin', 'Insurance Claim', 'Account', 'Help', 'Logout']);
});

it.each([
  [['gpa'], ['Account', 'Help', 'Logout']],
  [['free'], ['Account', 'Help', 'Logout']],
  [['tra'], ['Help', 'Logout']],
])('gives %j only what the USER plugins let them see, then Help and Logout', (permission, expected) => {
  renderHeader(permission);
  expect(labels(openUserMenu())).toEqual(expected);
});

it('orders admin-only items first whatever the discovery order', () => {
  const canSee = (visibleTo: readonly string[]): boolean => isMenuVisible(['admin'], visibleTo);
  const reversed = [...MENU_PLUGINS].reverse();
  expect(userMenuEntries(reversed, canSee).map(({ item }) => item.label)).toEqual(['Admin', 'Insurance Claim', 'Account']);
});

it("names the trigger with the user's name and links Account to its route", () => {
  renderHeader(['gpa']);
  const trigger = screen.getByRole('button', { name: /^Ada Tester ?, User menu$/ });
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  const menu = openUserMenu();
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  expect(within(menu).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/Account/data');
});

it('logs out from the user menu', () => {
  const { logout } = renderHeader(['gpa']);
  fireEvent.click(within(openUserMenu()).getByRole('button', { name: 'Logout' }));
  expect(logout).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
});

it('closes on a click outside and on Escape', () => {
  renderHeader(['gpa']);
  openUserMenu();
  fireEvent.click(document.body);
  expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
  openUserMenu();
  fireEvent.keyDown(screen.getByRole('button', { name: 'Help' }), { key: 'Escape' });
  expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: /User menu/ }));
});

describe('arrow keys', () => {
  const focused = (): string => document.activeElement?.textContent ?? '';

  it('open the menu from its trigger on the first item (Down) or the last (Up)', () => {
    renderHeader(['admin']);
    const trigger = screen.getByRole('button', { name: /User menu/ });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe('Admin');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    expect(focused()).toBe('Logout');
  });

  it('move between the items, wrapping at the ends, and Home and End jump to them', () => {
    renderHeader(['admin']);
    const trigger = screen.getByRole('button', { name: /User menu/ });
    fireEvent.click(trigger);
    const press = (key: string): string => {
      fireEvent.keyDown(document.activeElement as HTMLElement, { key });
      return focused();
    };
    trigger.focus();
    expect(press('ArrowDown')).toBe('Admin');
    expect(press('ArrowDown')).toBe('Insurance Claim');
    expect(press('ArrowUp')).toBe('Admin');
    expect(press('ArrowUp')).toBe('Logout');
    expect(press('ArrowDown')).toBe('Admin');
    expect(press('End')).toBe('Logout');
    expect(press('Home')).toBe('Admin');
    // Other keys are left to the browser: Enter follows the link, Tab moves on.
    expect(press('a')).toBe('Admin');
  });
});

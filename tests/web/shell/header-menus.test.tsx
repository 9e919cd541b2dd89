import { act, fireEvent, screen, within } from '@testing-library/react';
import { SECTIONS } from '../../../host/core/plugin-manifest';
import { renderHeader } from './render-header';

function trigger(section: string): HTMLElement {
  return screen.getByRole('button', { name: section });
}

/** The labels of a section's menu, opening it first; null when it does not open. */
function itemsOf(section: string): string[] | null {
  fireEvent.click(trigger(section));
  const expanded = trigger(section).getAttribute('aria-expanded') === 'true';
  if (!expanded) return null;
  const list = document.getElementById(trigger(section).getAttribute('aria-controls') ?? '');
  const labels = within(list as HTMLElement)
    .queryAllByRole('link')
    .concat(within(list as HTMLElement).queryAllByRole('button'))
    .map((element) => element.textContent ?? '');
  fireEvent.click(trigger(section));
  return labels;
}

it.each([
  // [permissions, ANALYSE, PROTECT, MANAGE, DVR-S]: what each section shows (null: dimmed)
  [['admin'], ['Geopolitical analysis'], ['Crisis management room'], ['Operational documents'], ['Country Threat Evaluation']],
  [['gpa'], ['Geopolitical analysis'], null, ['Operational documents'], null],
  [['free'], ['Geopolitical analysis'], null, null, null],
  [['gps'], null, null, ['Operational documents'], null],
  [['ops'], null, null, ['Operational documents'], null],
  [['cmr'], null, ['Crisis management room'], null, null],
  [['dvr-s'], null, null, null, ['Country Threat Evaluation']],
  [['tra'], null, null, null, null],
  [['all'], ['Geopolitical analysis'], ['Crisis management room'], ['Operational documents'], ['Country Threat Evaluation']],
])('shows %j the header items of spec part 1 §6', (permission, analyse, protect, manage, dvrs) => {
  renderHeader(permission);
  expect(itemsOf('ANALYSE')).toEqual(analyse);
  expect(itemsOf('PROTECT')).toEqual(protect);
  expect(itemsOf('MANAGE')).toEqual(manage);
  expect(itemsOf('DVR-S')).toEqual(dvrs);
  // No fixture plugin is in INFORM: it is dimmed for everybody.
  expect(itemsOf('INFORM')).toBeNull();
});

it('dims a section with nothing visible: marked disabled, described, and it does not open', () => {
  renderHeader(['free']);
  const protect = trigger('PROTECT');
  expect(protect.getAttribute('aria-disabled')).toBe('true');
  expect(protect.closest('.section-menu-dimmed')).not.toBeNull();
  expect(protect.getAttribute('aria-expanded')).toBeNull();
  fireEvent.click(protect);
  expect(screen.queryByRole('list', { name: /PROTECT/ })).toBeNull();
  const hint = document.getElementById(protect.getAttribute('aria-describedby') ?? '');
  expect(hint?.textContent).toBe('No tools available to you in this section');
  expect(trigger('ANALYSE').getAttribute('aria-disabled')).toBeNull();
});

it('renders one trigger per section, in the spec order, inside a labelled navigation', () => {
  renderHeader(['admin']);
  const nav = screen.getByRole('navigation', { name: 'Tools' });
  expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual([...SECTIONS]);
});

it('closes an open menu on a click outside and keeps it open on a click inside', () => {
  renderHeader(['admin']);
  fireEvent.click(trigger('ANALYSE'));
  const link = screen.getByRole('link', { name: 'Geopolitical analysis' });
  fireEvent.click(link.parentElement as HTMLElement);
  expect(trigger('ANALYSE').getAttribute('aria-expanded')).toBe('true');
  fireEvent.click(document.body);
  expect(trigger('ANALYSE').getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('link', { name: 'Geopolitical analysis' })).toBeNull();
});

it('closes on Escape and gives the focus back to the trigger', () => {
  renderHeader(['admin']);
  fireEvent.click(trigger('MANAGE'));
  const link = screen.getByRole('link', { name: 'Operational documents' });
  link.focus();
  fireEvent.keyDown(link, { key: 'Escape' });
  expect(screen.queryByRole('link', { name: 'Operational documents' })).toBeNull();
  expect(document.activeElement).toBe(trigger('MANAGE'));
});

it('keeps one menu open at a time and closes it when an item is chosen', () => {
  renderHeader(['admin']);
  fireEvent.click(trigger('ANALYSE'));
  fireEvent.click(trigger('MANAGE'));
  expect(trigger('ANALYSE').getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(screen.getByRole('link', { name: 'Operational documents' }));
  expect(trigger('MANAGE').getAttribute('aria-expanded')).toBe('false');
});

it("opens an action item's registered plugin modal inside the host modal", async () => {
  renderHeader(['admin']);
  fireEvent.click(trigger('DVR-S'));
  fireEvent.click(screen.getByRole('button', { name: 'Country Threat Evaluation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Country Threat Evaluation' });
  const field = await within(dialog).findByLabelText('Country');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request evaluation' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(field.isConnected).toBe(false);
});

it('changes look when the page is scrolled', () => {
  renderHeader(['admin']);
  const header = screen.getByRole('banner');
  expect(header.classList.contains('app-header-scrolled')).toBe(false);
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 120 });
    window.dispatchEvent(new Event('scroll'));
  });
  expect(header.classList.contains('app-header-scrolled')).toBe(true);
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    window.dispatchEvent(new Event('scroll'));
  });
  expect(header.classList.contains('app-header-scrolled')).toBe(false);
});

it('shows the company logo when the company details return one', async () => {
  renderHeader(['admin'], {
    legacyApi: { get: jest.fn().mockResolvedValue({ id: 1, name: 'Acme', logo: 'data:image/png;base64,AA==', activeModules: [] }) },
  });
  expect((await screen.findByRole('img', { name: 'Acme logo' })).getAttribute('src')).toContain('data:image/png');
  expect(screen.getByRole('link', { name: 'Vigil home' }).getAttribute('href')).toBe('/');
});

it('opens a section from its trigger with the Down arrow, on its first item; a dimmed one stays closed', () => {
  renderHeader(['free']);
  const analyse = trigger('ANALYSE');
  analyse.focus();
  fireEvent.keyDown(analyse, { key: 'ArrowDown' });
  expect(analyse.getAttribute('aria-expanded')).toBe('true');
  expect(document.activeElement?.textContent).toBe('Geopolitical analysis');
  const protect = trigger('PROTECT');
  protect.focus();
  fireEvent.keyDown(protect, { key: 'ArrowDown' });
  expect(protect.getAttribute('aria-expanded')).toBeNull();
  expect(document.activeElement).toBe(protect);
});

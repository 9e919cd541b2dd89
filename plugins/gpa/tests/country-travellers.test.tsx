import { screen } from '@testing-library/react';
import { defineManifest, type PluginManifest } from '@vigil/core';
import { ApiError, type Params } from '@vigil/web-sdk';
import { fakeAuth, TEST_USER } from '../../../tests/support/render-plugin';
import GpaDetailPage from '../web/gpa-detail-page';
import { renderGpa, type GpaRenderOptions } from './gpa-fixtures';

/** Issue 22: the country page shows admins and tra users how many of their travellers are there, as an alert does. */
const TRA: PluginManifest = defineManifest({ id: 'tra', title: 'Travel', section: 'PROTECT', routes: [], menu: [] });

function renderDetail(answer: (params: Params | undefined) => unknown, options: GpaRenderOptions = {}): Array<Params | undefined> {
  const asked: Array<Params | undefined> = [];
  renderGpa(<GpaDetailPage />, {
    route: '/Gpa/detail/380',
    path: '/Gpa/detail/:country',
    plugins: [TRA],
    ...options,
    legacy: {
      'GET /travels/affected': (params: Params | undefined) => {
        asked.push(params);
        return answer(params);
      },
    },
  });
  return asked;
}

const heading = (): Promise<HTMLElement> => screen.findByRole('heading', { level: 1, name: 'Italy' });

test('an admin sees the travellers in the country now or within the days an alert stands, with Contact for their travels', async () => {
  const asked = renderDetail(() => ({ country_id: 380, count: 1, travels: [7] }));
  const count = await screen.findByText('1 traveller in this country now or in the next 30 days');
  const contact = screen.getByRole('link', { name: 'Contact' });
  expect(contact.getAttribute('href')).toBe('/Tra/Locate/contact?travels=7');
  expect(contact.getAttribute('aria-describedby')).toBe(count.id);
  // Near the header: in the head block with the country's name.
  expect((await heading()).closest('.gpa-detail-head')?.contains(count)).toBe(true);
  expect(asked).toEqual([expect.objectContaining({ country: '380' })]);
});

test('a tra user sees it too; with nobody there, the count and no Contact', async () => {
  renderDetail(() => ({ country_id: 380, count: 0, travels: [] }), { auth: fakeAuth({ ...TEST_USER, permission: ['gpa', 'tra'] }) });
  expect(await screen.findByText('0 travellers in this country now or in the next 30 days')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Contact' })).toBeNull();
});

test('a user without admin or tra asks nothing and sees no count', async () => {
  const forGpaUser = renderDetail(() => ({ country_id: 380, count: 1, travels: [7] }), { auth: fakeAuth({ ...TEST_USER, permission: ['gpa'] }) });
  await heading();
  expect(forGpaUser).toEqual([]);
  expect(screen.queryByText(/in this country now/)).toBeNull();
});

test('without the travel module installed, even an admin sees no count', async () => {
  const asked = renderDetail(() => ({ country_id: 380, count: 1, travels: [7] }), { plugins: [] });
  await heading();
  expect(asked).toEqual([]);
  expect(screen.queryByText(/in this country now/)).toBeNull();
});

test('a count that cannot be loaded leaves the country page as it is', async () => {
  const asked = renderDetail(() => {
    throw new ApiError(503, 'Travels are down');
  });
  await heading();
  expect(await screen.findByText('Calling code: +39')).toBeTruthy();
  expect(asked).toHaveLength(1);
  expect(screen.queryByText(/in this country now/)).toBeNull();
  expect(screen.queryByText('Travels are down')).toBeNull();
});

import { act, screen, within } from '@testing-library/react';
import { ApiError, setLanguage } from '@vigil/web-sdk';
import { fakeApiClient, fakeAuth, renderPluginPage, TEST_USER } from '../../../tests/support/render-plugin';
import InfPage from '../web/inf-page';
import { detailFixture } from './inf-fixtures';

/** Issue 24: a country in e-learning is named in the reader's language, as on /Gpa ('Italia', not 'Italy'). */

const COUNTRIES = [
  { id: 250, name: 'France', zoneId: 3, iso2: 'FR', iso3: 'FRA' },
  { id: 380, name: 'Italy', zoneId: 3, iso2: 'IT', iso3: 'ITA' },
];

function renderInduction(countries: () => unknown): void {
  renderPluginPage(<InfPage />, {
    route: '/Inf/detail/380',
    auth: fakeAuth({ ...TEST_USER, permission: ['inf'] }),
    legacyApi: fakeApiClient({ 'GET /quiz/get-quiz-detail': detailFixture(), 'GET /elearning/get-pass-score': { pass_score: 60 } }),
    newApi: fakeApiClient({ 'GET /geolocation/countries': countries }),
  });
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

it("names the induction's country in Italian, in the heading and the breadcrumb", async () => {
  await act(() => setLanguage('it'));
  renderInduction(() => COUNTRIES);
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Italia');
  const breadcrumb = screen.getByRole('navigation');
  expect(within(breadcrumb).getByText('Italia').getAttribute('aria-current')).toBe('page');
});

it("keeps the data's English name in English", async () => {
  renderInduction(() => COUNTRIES);
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Italy');
});

it('falls back to the English name in Italian when the country list fails', async () => {
  await act(() => setLanguage('it'));
  renderInduction(() => Promise.reject(new ApiError(500, 'down')));
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Italy');
});

import { screen } from '@testing-library/react';
import { ApiError, TOKENS } from '../../host/web/plugin-sdk';
import AlphaPage from '../fixtures/web-plugins/alpha/web/alpha-page';
import { fakeApiClient, renderPluginPage } from '../support/render-plugin';

it('renders a plugin page with a fake legacy API, the way a scaffolded test does', async () => {
  const get = jest.fn().mockResolvedValue({ message: 'ok' });
  renderPluginPage(<AlphaPage />, { legacyApi: { get } });
  expect(screen.getByRole('heading', { level: 1, name: 'Alpha tool' })).toBeTruthy();
  expect(await screen.findByText('ok')).toBeTruthy();
  expect(get).toHaveBeenCalledWith('/alpha/getOverview');
});

it('binds every token, and answers unknown calls with a 404 ApiError', async () => {
  const { injector, services } = renderPluginPage(<p>plain</p>, {
    newApi: fakeApiClient({ 'GET /geolocation/countries': [{ id: 1, name: 'Italy' }] }),
  });
  for (const token of Object.values(TOKENS)) expect(injector.isBound(token)).toBe(true);
  await expect(services.newApi.get('/geolocation/countries')).resolves.toEqual([{ id: 1, name: 'Italy' }]);
  await expect(services.legacyApi.get('/alpha/getOverview')).rejects.toEqual(
    new ApiError(404, 'No fake answer for GET /alpha/getOverview'),
  );
});

it('mounts the element at a route pattern so that pages can read their params', () => {
  renderPluginPage(<p>detail</p>, { route: '/Alpha/detail/7', path: '/Alpha/detail/:id' });
  expect(screen.getByText('detail')).toBeTruthy();
});

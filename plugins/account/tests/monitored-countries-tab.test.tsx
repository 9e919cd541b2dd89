import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MonitoredCountry } from '@vigil/core';
import { ApiError } from '@vigil/web-sdk';
import { MONITORED, renderAccount } from './account-fixtures';

/** A fake server list: highlightCountry and highlightCountryLevel toggle it, as the real endpoints do. */
function fakeServer(initial: MonitoredCountry[] = MONITORED) {
  let list = initial.map((country) => ({ ...country, level_alert: [...country.level_alert] }));
  const names: Record<number, [string, string]> = { 250: ['France', 'FR'], 276: ['Germany', 'DE'], 380: ['Italy', 'IT'] };
  const get = jest.fn(() => list.map((country) => ({ ...country })));
  const highlight = jest.fn((body: { country?: unknown } = {}) => {
    const id = Number(body.country);
    if (list.some((country) => country.id === id)) {
      list = list.filter((country) => country.id !== id);
      return { message: 'Country removed' };
    }
    const [name, iso2] = names[id] ?? ['Unknown', 'XX'];
    list = [...list, { id, name, iso2, level_alert: [] }];
    return { message: 'Country added' };
  });
  const level = jest.fn((body: { country?: unknown; level?: unknown } = {}) => {
    const country = list.find((entry) => entry.id === Number(body.country));
    if (!country) throw new ApiError(400, 'Country not monitored', undefined, 'country');
    const chosen = body.level as MonitoredCountry['level_alert'][number];
    country.level_alert = country.level_alert.includes(chosen)
      ? country.level_alert.filter((entry) => entry !== chosen)
      : [...country.level_alert, chosen];
    return { message: 'Monitored countries updated' };
  });
  return {
    get,
    highlight,
    level,
    legacy: {
      'GET /customers/getHighlightedCountries': get,
      'POST /customers/highlightCountry': highlight,
      'POST /customers/highlightCountryLevel': level,
    },
  };
}

describe('monitored countries', () => {
  it('lists each monitored country with its levels pressed as the server says', async () => {
    renderAccount({ route: '/Account/countries', legacy: fakeServer().legacy });

    const levels = await screen.findByRole('group', { name: 'Threat levels alerted for Italy' });
    const buttons = within(levels).getAllByRole('button');
    expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['Low', 'false'],
      ['Medium', 'false'],
      ['High', 'true'],
      ['Extreme', 'false'],
    ]);
  });

  it('labels the toggles visibly, and says that a country with no level chosen raises no alert', async () => {
    renderAccount({ route: '/Account/countries', legacy: fakeServer([...MONITORED, { id: 250, name: 'France', iso2: 'FR', level_alert: [] }]).legacy });

    const france = await screen.findByRole('group', { name: 'Threat levels alerted for France' });
    expect(within(france).getByText('Threat levels alerted:')).toBeTruthy();
    const none = 'No threat level chosen: this country raises no alert.';
    expect(document.getElementById(france.getAttribute('aria-describedby') ?? '')?.textContent).toBe(none);
    // Italy alerts for High: no such note.
    expect(screen.getByRole('group', { name: 'Threat levels alerted for Italy' }).getAttribute('aria-describedby')).toBeNull();
    expect(screen.getAllByText(none)).toHaveLength(1);
  });

  it('offers the countries of the newer API not monitored yet, adds one and reloads the list', async () => {
    const server = fakeServer();
    renderAccount({ route: '/Account/countries', legacy: server.legacy });

    const picker = await screen.findByLabelText('Country to monitor');
    await waitFor(() => expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['', 'France', 'Germany']));
    fireEvent.change(picker, { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Country added')).toBeTruthy();
    expect(server.highlight).toHaveBeenCalledWith({ country: 250 });
    await screen.findByRole('group', { name: 'Threat levels alerted for France' });
    expect(server.get).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Monitored countries (2)' })).toBeTruthy();
  });

  it('toggles a threat level and reloads the list', async () => {
    const server = fakeServer();
    renderAccount({ route: '/Account/countries', legacy: server.legacy });

    fireEvent.click(await screen.findByRole('button', { name: 'Extreme' }));

    expect(await screen.findByText('Monitored countries updated')).toBeTruthy();
    expect(server.level).toHaveBeenCalledWith({ country: 380, level: 'extreme' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Extreme' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('removes a country and reloads the list', async () => {
    const server = fakeServer();
    renderAccount({ route: '/Account/countries', legacy: server.legacy });

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Italy' }));

    expect(await screen.findByText('Country removed')).toBeTruthy();
    expect(server.highlight).toHaveBeenCalledWith({ country: 380 });
    expect(await screen.findByText('You do not monitor any country yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Monitored countries (0)' })).toBeTruthy();
  });

  it('says a failed load of the list with Retry, which loads it again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = fakeServer();
    let calls = 0;
    const get = jest.fn(() => {
      calls += 1;
      if (calls === 1) throw new ApiError(500, 'Database unavailable');
      return server.get();
    });
    renderAccount({ route: '/Account/countries', legacy: { ...server.legacy, 'GET /customers/getHighlightedCountries': get } });

    expect((await screen.findByRole('alert')).textContent).toBe('The monitored countries could not be loaded.');
    expect(screen.queryByRole('group', { name: 'Threat levels alerted for Italy' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    await screen.findByRole('group', { name: 'Threat levels alerted for Italy' });
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    warn.mockRestore();
  });

  it('only logs a failed update, and still reloads', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = fakeServer();
    const level = jest.fn().mockRejectedValue(new ApiError(500, 'Database unavailable'));
    renderAccount({ route: '/Account/countries', legacy: { ...server.legacy, 'POST /customers/highlightCountryLevel': level } });

    fireEvent.click(await screen.findByRole('button', { name: 'Low' }));

    await waitFor(() => expect(server.get).toHaveBeenCalledTimes(2));
    expect(warn).toHaveBeenCalledWith('The monitored countries could not be updated', expect.any(ApiError));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Database unavailable')).toBeNull();
    warn.mockRestore();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LocationProbe } from '../../../tests/support/test-router';
import { ApiError } from '@vigil/web-sdk';
import GpaHomePage from '../web/gpa-home-page';
import { renderGpa } from './gpa-fixtures';

describe('GpaHomePage', () => {
  it('shows the clickable world map; a click on a country opens its detail', async () => {
    renderGpa(
      <>
        <GpaHomePage />
        <LocationProbe />
      </>,
      { route: '/Gpa' },
    );
    await screen.findByRole('group', { name: 'World risk map' }, { timeout: 5000 });
    const italy = await screen.findByRole('button', { name: 'Italy' });
    expect(italy.getAttribute('style')).toContain('fill');
    // Natural Earth's 'Turkey' is found by its numeric code, whatever the name.
    expect(screen.getByRole('button', { name: 'Türkiye' }).getAttribute('data-country')).toBe('Turkey');
    fireEvent.click(italy);
    expect(screen.getByTestId('location').textContent).toBe('/Gpa/detail/380');
  });

  it('shows the continents with their counts linking to their lists, the disclaimer and the scroll-down button', async () => {
    renderGpa(<GpaHomePage />);
    const grid = await screen.findByRole('heading', { name: 'Continents' });
    const links = within(grid.parentElement!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Africa54 countries', '/Gpa/list/1'],
      ['Europe3 countries', '/Gpa/list/3'],
    ]);
    expect(screen.getByText(/The risk ratings are an aid to planning/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Scroll down to the continents' }));
  });

  it('downloads the default world-map PDF through the newer API when no file is configured', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const download = jest.fn().mockResolvedValue(pdf);
    const saved: Array<{ href: string; download: string }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = jest.fn(() => 'blob:world-map');
    URL.revokeObjectURL = jest.fn();
    try {
      renderGpa(<GpaHomePage />, { newApi: { download } });
      expect(screen.queryByRole('link', { name: 'Download the map' })).toBeNull();
      fireEvent.click(await screen.findByRole('button', { name: 'Download the map' }));
      await waitFor(() => expect(saved).toEqual([{ href: 'blob:world-map', download: 'world-risk-map.pdf' }]));
      expect(download).toHaveBeenCalledWith('/gpa/world-map.pdf');
      expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
      await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:world-map'));
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('shows why the world-map PDF could not be downloaded', async () => {
    const download = jest.fn().mockRejectedValue(new ApiError(403, "You don't have the permissions for this call"));
    renderGpa(<GpaHomePage />, { newApi: { download } });
    fireEvent.click(await screen.findByRole('button', { name: 'Download the map' }));
    expect((await screen.findByRole('alert')).textContent).toContain("You don't have the permissions for this call");
    expect((screen.getByRole('button', { name: 'Download the map' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the configured map image and download link instead of the world map', async () => {
    renderGpa(<GpaHomePage />, { legacy: { 'GET /general/getDetail': { map: '/media/map.png', file: '/media/map.pdf' } } });
    const image = await screen.findByRole('img', { name: 'World risk map' });
    expect(image.getAttribute('src')).toBe('/media/map.png');
    expect(screen.getByRole('link', { name: 'Download the map' }).getAttribute('href')).toBe('/media/map.pdf');
    expect(screen.queryByRole('button', { name: 'Download the map' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'World risk map' })).toBeNull();
  });

  it('shows a failed load with a Retry that loads again', async () => {
    let calls = 0;
    renderGpa(<GpaHomePage />, {
      legacy: {
        'GET /countries/getContinents': () => {
          calls += 1;
          if (calls === 1) throw new ApiError(500, 'Continents unavailable');
          return [];
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Continents unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Continents' });
  });
});

import { screen } from '@testing-library/react';
import { LocationProbe } from '../../../tests/support/test-router';
import GpaPage from '../web/gpa-page';
import { renderGpa } from './gpa-fixtures';

describe('GpaPage', () => {
  it.each([
    ['/Gpa', 'Continents'],
    ['/Gpa/list/3', 'countries - Europe'],
    ['/Gpa/detail/380', 'Risk indicators'],
  ])('shows the screen of %s', async (route, heading) => {
    renderGpa(<GpaPage />, { route });
    await screen.findByRole('heading', { name: heading });
  });

  it('sends any other /Gpa path to /Gpa', async () => {
    renderGpa(
      <>
        <GpaPage />
        <LocationProbe />
      </>,
      { route: '/Gpa/anything/else' },
    );
    await screen.findByRole('heading', { name: 'Continents' });
    expect(screen.getByTestId('location').textContent).toBe('/Gpa');
  });
});

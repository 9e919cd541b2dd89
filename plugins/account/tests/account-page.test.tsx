import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { employeeFixture, renderAccount } from './account-fixtures';

describe('AccountPage header and tabs', () => {
  it("shows name, surname, '(you)', the last login and the avatar", async () => {
    renderAccount();

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Ana Lyst (you)');
    expect(screen.getByText('Last login: Mon, 03 Feb 2025, 10:20')).toBeTruthy();
    const avatar = screen.getByRole('img', { name: 'Picture of Ana Lyst' });
    expect(avatar.getAttribute('src')).toBe('/media/avatar-7.jpg?v=1');
  });

  it("leaves out '(you)' on someone else's account and shows the initials without a picture", async () => {
    renderAccount({
      legacy: { 'GET /customers/getEmployeeDetail': employeeFixture({ areYou: false, media: null, last_login: null }) },
    });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Ana Lyst');
    expect(screen.getByRole('img', { name: 'No picture' }).textContent).toBe('AL');
    expect(screen.getByText('First sign-in')).toBeTruthy();
  });

  it('shows a loader until the employee is known', () => {
    renderAccount({ legacy: { 'GET /customers/getEmployeeDetail': () => new Promise<never>(() => undefined) } });

    expect(screen.getByRole('status').textContent).toBe('Loading the account…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows a failed load with a Retry that loads again', async () => {
    let calls = 0;
    renderAccount({
      legacy: {
        'GET /customers/getEmployeeDetail': () => {
          calls += 1;
          if (calls === 1) throw new ApiError(500, 'The account is not available');
          return employeeFixture();
        },
      },
    });

    expect((await screen.findByRole('alert')).textContent).toBe('The account is not available');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Ana Lyst (you)');
  });

  it('shows the three tabs as links with their counts, the open one marked current', async () => {
    renderAccount({ route: '/Account/countries' });

    const nav = await screen.findByRole('navigation', { name: 'Account sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Account data', '/Account/data'],
      ['Monitored countries (1)', '/Account/countries'],
      ['Notifications (2)', '/Account/alerts'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
  });

  it('opens the data tab for /Account and for unknown sub-paths', async () => {
    for (const route of ['/Account', '/Account/whatever']) {
      const { unmount } = renderAccount({ route });
      await screen.findByRole('heading', { name: 'Personal data' });
      expect(screen.getByRole('link', { name: 'Account data' }).getAttribute('aria-current')).toBe('page');
      unmount();
    }
  });

  it('moves between tabs by their links', async () => {
    renderAccount();
    fireEvent.click(await screen.findByRole('link', { name: /Notifications/ }));
    await screen.findByRole('heading', { name: 'Notifications' });
    await waitFor(() => expect(screen.getByRole('link', { name: /Notifications/ }).getAttribute('aria-current')).toBe('page'));
  });
});

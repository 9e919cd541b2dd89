import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SUCCESS_MESSAGES, VALIDATION_MESSAGES } from '../../host/core/messages';
import { STORAGE_KEYS } from '../../host/core/storage-keys';
import { TOKENS } from '../../host/web/services/tokens';
import { DASHBOARD_HEADING } from '../../host/web/shell/dashboard-page';
import { renderApp } from './support/render-app';

/** The sign-in page is a chunk of its own: wait for its form, then fill it in and submit. */
async function submit(username: string, password: string): Promise<void> {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

it('renders a labelled form in a main landmark with one h1, without loading the session services', async () => {
  const app = renderApp('/Login');
  expect(await screen.findByRole('main')).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  await waitFor(() => expect(app.fetch.calls.length).toBeGreaterThan(0));
  expect(app.injector.isBound(TOKENS.Ui)).toBe(false);
});

it('shows the server message for wrong credentials and stays on /Login', async () => {
  const app = renderApp('/Login', {
    routes: {
      'POST /api/customers/loginCustomer': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'Wrong username or password' },
      },
    },
  });
  await submit('ada', 'wrong-1!');
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Wrong username or password'));
  expect(app.location()).toBe('/Login');
  expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
});

it('requires both fields before calling the server', async () => {
  const app = renderApp('/Login');
  await submit('ada', '');
  // Spec part 1 §4, §9: the first error as an error toast, 100 ms after the attempt; the field marked too.
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(VALIDATION_MESSAGES.required));
  expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  expect(app.fetch.calls.some((call) => call.path === '/api/customers/loginCustomer')).toBe(false);
});

it("signs in, goes to / with the 'Login succesfull' toast", async () => {
  const app = renderApp('/Login');
  await submit('ada', 'secret-1!');
  await screen.findByRole('heading', { level: 1, name: DASHBOARD_HEADING });
  expect(app.location()).toBe('/');
  expect(screen.getByText(SUCCESS_MESSAGES.login)).toBeTruthy();
  const call = app.fetch.calls.find((candidate) => candidate.path === '/api/customers/loginCustomer');
  expect(call?.body).toBe('username=ada&password=secret-1%21');
  await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.jwt)).toBe('jwt-xyz'));
});

it('follows next_url once the session is authorised', async () => {
  const app = renderApp('/Alpha', { permissions: ['alpha'] });
  await waitFor(() => expect(app.location()).toBe('/Login'));
  await submit('ada', 'secret-1!');
  expect(await screen.findByRole('heading', { level: 1, name: 'Alpha tool' })).toBeTruthy();
  expect(app.location()).toBe('/Alpha');
});

it('keeps what was typed before the form engine arrived and links to the forgotten-password page', async () => {
  const app = renderApp('/Login');
  const username = screen.getByLabelText('Username');
  fireEvent.focus(username);
  fireEvent.change(username, { target: { value: 'ada' } });
  await waitFor(() => expect(app.injector.isBound(TOKENS.Ui)).toBe(true));
  expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('ada');
  expect(screen.getByLabelText('Username')).toBe(username);
  fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
  await waitFor(() => expect(app.location()).toBe('/Login/forgotpassword'));
});

it('marks the sign-in button aria-disabled until both fields are filled', async () => {
  renderApp('/Login');
  const button = screen.getByRole('button', { name: 'Sign in' });
  expect(button.getAttribute('aria-disabled')).toBe('true');
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ada' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
  await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
});

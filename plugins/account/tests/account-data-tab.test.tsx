import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@vigil/core';
import { ApiError, setLanguage } from '@vigil/web-sdk';
import { employeeFixture, renderAccount } from './account-fixtures';

afterEach(async () => {
  await setLanguage('en');
});

function type(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('account data', () => {
  it('starts from the server values and saves the edited fields', async () => {
    const edit = jest.fn().mockResolvedValue({ message: 'Your edit was successful' });
    const { services } = renderAccount({ legacy: { 'POST /customers/editEmployee': edit } });

    expect(((await screen.findByLabelText('Username')) as HTMLInputElement).value).toBe('analyst');
    type('Phone', '+44 20 7946 0000');
    type('Name', 'Anna');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your edit was successful')).toBeTruthy();
    expect(edit).toHaveBeenCalledWith({
      name: 'Anna',
      surname: 'Lyst',
      username: 'analyst',
      email: 'analyst@example.test',
      phone: '+44 20 7946 0000',
      foreign_phone: '',
      language: 'en',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Anna Lyst (you)');
    expect(services.storage.get(STORAGE_KEYS.userName)).toBe('Anna');
  });

  it('switches the interface to the saved language', async () => {
    const edit = jest.fn().mockResolvedValue({ message: 'Your edit was successful' });
    renderAccount({ legacy: { 'POST /customers/editEmployee': edit } });

    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('link', { name: 'Dati account' })).toBeTruthy();
    expect(edit).toHaveBeenCalledWith(expect.objectContaining({ language: 'it' }));
    expect(document.documentElement.lang).toBe('it');
  });

  it('refuses a username with spaces without calling the server', async () => {
    const edit = jest.fn();
    renderAccount({ legacy: { 'POST /customers/editEmployee': edit } });

    await screen.findByLabelText('Username');
    type('Username', 'ana lyst');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Il campo non può avere spazi');
    expect(edit).not.toHaveBeenCalled();
  });

  it('a new email waits for its link: the field shows the current address again and a note says where the link went', async () => {
    const edit = jest.fn().mockResolvedValue({ message: 'Your edit was successful', pending_email: 'ana.new@example.test' });
    renderAccount({ legacy: { 'POST /customers/editEmployee': edit } });

    await screen.findByLabelText('Email');
    type('Email', 'ana.new@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const note = await screen.findByText('We emailed a confirmation link to ana.new@example.test: your email changes once you open it.');
    expect(note.getAttribute('role')).toBe('status');
    expect(edit).toHaveBeenCalledWith(expect.objectContaining({ email: 'ana.new@example.test' }));
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('analyst@example.test'));
  });

  it("shows the server's 400 message and marks its field", async () => {
    const edit = jest.fn().mockRejectedValue(new ApiError(400, 'Email already in use', undefined, 'email'));
    renderAccount({ legacy: { 'POST /customers/editEmployee': edit } });

    await screen.findByLabelText('Email');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Email already in use');
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
  });
});

describe('password change', () => {
  it('shows password_error when a field is blank, and sends nothing', async () => {
    const edit = jest.fn();
    renderAccount({ legacy: { 'POST /customers/editEmployee': edit } });

    await screen.findByLabelText('New password');
    type('Current password', 'Old-secret-9');
    type('New password', 'Secret-123');
    type('Confirm new password', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Fill in both password fields');
    expect(edit).not.toHaveBeenCalled();
  });

  it('shows password_not_match when the two differ, and sends nothing', async () => {
    const edit = jest.fn();
    renderAccount({ legacy: { 'POST /customers/editEmployee': edit } });

    await screen.findByLabelText('New password');
    type('Current password', 'Old-secret-9');
    type('New password', 'Secret-123');
    type('Confirm new password', 'Secret-124');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The two passwords do not match');
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(edit).not.toHaveBeenCalled();
  });

  it('applies the shared password rule', async () => {
    renderAccount({ legacy: { 'POST /customers/editEmployee': jest.fn() } });

    await screen.findByLabelText('New password');
    type('Current password', 'Old-secret-9');
    type('New password', 'secretpassword');
    type('Confirm new password', 'secretpassword');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Password must contain a number');
  });

  it('asks for the current password first, and sends nothing without it', async () => {
    const edit = jest.fn();
    renderAccount({ legacy: { 'POST /customers/editEmployee': edit } });

    await screen.findByLabelText('Current password');
    type('New password', 'Secret-123');
    type('Confirm new password', 'Secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Enter your current password');
    expect(screen.getByLabelText('Current password').getAttribute('autocomplete')).toBe('current-password');
    expect(edit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a wrong current password on its field, in the user's language", async () => {
    const edit = jest.fn().mockRejectedValue(new ApiError(400, 'Your current password is not correct', { code: 'currentPasswordWrong' }, 'current_password'));
    renderAccount({ legacy: { 'POST /customers/editEmployee': edit } });
    // The whole page renders again in Italian.
    await act(() => setLanguage('it'));

    await screen.findByLabelText('Password attuale');
    type('Password attuale', 'Wrong-secret-9');
    type('Nuova password', 'Secret-123');
    type('Conferma nuova password', 'Secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Cambia password' }));

    expect((await screen.findByRole('alert')).textContent).toBe('La password attuale non è corretta');
    await waitFor(() => expect(screen.getByLabelText('Password attuale').getAttribute('aria-invalid')).toBe('true'));
  });

  it("shows the server's refusal of an easily guessed password on the new password", async () => {
    const weak = 'This password is too easy to guess: avoid common passwords, repeated or sequential characters and your own name, username or email';
    const edit = jest.fn().mockRejectedValue(new ApiError(400, weak, { code: 'passwordTooWeak' }, 'password'));
    renderAccount({ legacy: { 'POST /customers/editEmployee': edit } });

    await screen.findByLabelText('Current password');
    type('Current password', 'Old-secret-9');
    type('New password', 'password1!');
    type('Confirm new password', 'password1!');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect((await screen.findByRole('alert')).textContent).toBe(weak);
    await waitFor(() => expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true'));
  });

  it('sends password and confirm_password, stores the fresh login token and empties the form', async () => {
    const edit = jest.fn().mockResolvedValue({ message: 'Password change successfull', login_token: 'fresh-token' });
    const { services } = renderAccount({ legacy: { 'POST /customers/editEmployee': edit } });

    await screen.findByLabelText('New password');
    type('Current password', 'Old-secret-9');
    type('New password', 'Secret-123');
    type('Confirm new password', 'Secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password change successfull')).toBeTruthy();
    expect(edit).toHaveBeenCalledWith({ password: 'Secret-123', confirm_password: 'Secret-123', current_password: 'Old-secret-9' });
    expect(services.storage.get(STORAGE_KEYS.loginToken)).toBe('fresh-token');
    await waitFor(() => expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(''));
  });
});

it('keeps the employee loaded from the server in the form', async () => {
  renderAccount({ legacy: { 'GET /customers/getEmployeeDetail': employeeFixture({ language: 'it', foreign_phone: '+1 555' }) } });
  expect(((await screen.findByLabelText('Foreign phone')) as HTMLInputElement).value).toBe('+1 555');
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { renderAccount } from './account-fixtures';

async function askToDelete(date: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: `Delete the notification of ${date}` }));
  return screen.findByRole('dialog', { name: 'Are you sure?' });
}

describe('notifications', () => {
  it('lists the notifications, newest first', async () => {
    renderAccount({ route: '/Account/alerts' });

    const items = within(await screen.findByRole('region', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Road closed downtown', 'Strike at the airport']);
  });

  it('deletes one after the confirmation and removes it from the list', async () => {
    const remove = jest.fn().mockResolvedValue({ message: 'Alert delete succesfully' });
    renderAccount({ route: '/Account/alerts', legacy: { 'POST /alerts/deleteAlert': remove } });

    const dialog = await askToDelete('Sat, 01 Feb 2025, 08:00');
    expect(dialog.textContent).toContain('Delete this notification?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Alert delete succesfully')).toBeTruthy();
    expect(remove).toHaveBeenCalledWith({ alert: 11 });
    expect(screen.queryByText('Strike at the airport')).toBeNull();
    expect(screen.getByRole('link', { name: 'Notifications (1)' })).toBeTruthy();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const remove = jest.fn();
    renderAccount({ route: '/Account/alerts', legacy: { 'POST /alerts/deleteAlert': remove } });

    const dialog = await askToDelete('Sun, 02 Feb 2025, 09:30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByText('Road closed downtown')).toBeTruthy();
  });

  it("shows the server's message when the delete fails and keeps the notification", async () => {
    const remove = jest.fn().mockRejectedValue(new ApiError(404, 'Alert not found'));
    renderAccount({ route: '/Account/alerts', legacy: { 'POST /alerts/deleteAlert': remove } });

    fireEvent.click(within(await askToDelete('Sun, 02 Feb 2025, 09:30')).getByRole('button', { name: 'OK' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Alert not found');
    expect(screen.getByText('Road closed downtown')).toBeTruthy();
  });
});

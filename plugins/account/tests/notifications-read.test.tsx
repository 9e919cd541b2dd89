import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { alertFixture, employeeFixture, renderAccount } from './account-fixtures';

/** Spec part 2 §4, "Message: read or unread": a message the tab shows in full is a read one. */

const PICKUP = alertFixture({
  id: 21,
  content: 'Your driver waits at arrivals',
  kind: 'pickup',
  sender: 'Ada Admin',
  image: '/media/message/AAAAAAAAAAAAAAAAAAAAAA.png',
  date: '2025-03-01T10:30',
  airport: 'Fiumicino',
  location: 'Gate B',
  driver: 'Mario Rossi',
  driverDetail: '+39 333 1234',
  company: 'Roma Cars',
  vhl: 'Black sedan AB123CD',
});

function detailWith(...alerts: ReturnType<typeof alertFixture>[]) {
  return employeeFixture({ alerts });
}

function items(): HTMLElement[] {
  return within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem');
}

describe('reading messages', () => {
  it('marks each unread message read when the tab shows it, and shows it read', async () => {
    const read = jest.fn((params?: Record<string, unknown>) => Promise.resolve({ id: Number(params?.alert), isRead: true, read_at: '2025-03-01T10:00:00.000Z' }));
    renderAccount({ route: '/Account/alerts', legacy: { 'POST /alerts/readAlert': read } });

    await screen.findByText('Strike at the airport');
    await waitFor(() => expect(screen.queryByText(/New/)).toBeNull());
    // Only the unread one (11) is sent; 12 was read already.
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith({ alert: 11 });
  });

  it('keeps a message unread when the server refuses, saying nothing', async () => {
    const read = jest.fn().mockRejectedValue(new ApiError(404, 'Notification not found'));
    renderAccount({ route: '/Account/alerts', legacy: { 'POST /alerts/readAlert': read } });

    await screen.findByText('Strike at the airport');
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    expect(screen.getByText(/New/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a pickup's sender, details and image", async () => {
    const read = jest.fn().mockResolvedValue({ id: 21, isRead: true, read_at: '2025-03-01T10:00:00.000Z' });
    renderAccount({
      route: '/Account/alerts',
      legacy: { 'GET /customers/getEmployeeDetail': detailWith(PICKUP), 'POST /alerts/readAlert': read },
    });

    await screen.findByText('Your driver waits at arrivals');
    const [item] = items();
    expect(item?.textContent).toContain('Pickup');
    expect(item?.textContent).toContain('From Ada Admin');
    const details = Array.from(item?.querySelectorAll('dt') ?? []).map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(details).toEqual([
      'Date: 2025-03-01T10:30',
      'Airport: Fiumicino',
      'Location: Gate B',
      'Driver: Mario Rossi',
      'Driver details: +39 333 1234',
      'Company: Roma Cars',
      'Vehicle: Black sedan AB123CD',
    ]);
    expect(within(item as HTMLElement).getByRole('img', { name: 'The image of the message' }).getAttribute('src')).toBe(PICKUP.image);
    await waitFor(() => expect(read).toHaveBeenCalledWith({ alert: 21 }));
  });
});

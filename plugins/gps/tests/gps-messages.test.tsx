import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmployeeAlert } from '@vigil/core';
import { ApiError } from '@vigil/web-sdk';
import { fakeApiClient, renderPluginPage, type FakeApiAnswers } from '../../../tests/support/render-plugin';
import { pluginManifests } from '../../../tests/support/plugin-manifests';
import type { PluginManifest } from '@vigil/core';
import GpsPage from '../web/gps-page';
import { fakeCanvas, type FakeCanvas } from '../../../tests/support/fake-canvas';
import { alert, DETAIL, OFFLINE_MAP, trackedPerson } from './gps-fixtures';

// jsdom has no canvas: the square crop's drawing is recorded, its geometry and everything around it are real.
let canvas: FakeCanvas;
beforeEach(() => (canvas = fakeCanvas()));
afterEach(() => canvas.restore());
const CROPPED = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';

// tracking's real manifest: the detail renders its device panel (a view gps uses).
let tracking: PluginManifest;
beforeAll(async () => {
  [tracking] = (await pluginManifests('tracking')) as [PluginManifest];
});

const PICKUP: EmployeeAlert = {
  ...alert({ id: 5, content: 'Your driver waits at arrivals', last_update: '2026-11-28T07:00:00.000Z', isRead: false }),
  kind: 'pickup', sender: 'Ada Tester', image: '/media/message/5.png', date: '2030-05-01T10:30', airport: 'Fiumicino',
  location: 'Terminal 3', driver: 'Mario Rossi', driverDetail: '+39 333 123 4567', company: 'Roma Cars', vhl: 'Black sedan',
};
const ALERTS = [...DETAIL.alerts, PICKUP];

function renderMessages(change: FakeApiAnswers = {}): void {
  renderPluginPage(<GpsPage />, {
    plugins: [tracking],
    route: '/Gps/detail/3',
    maps: OFFLINE_MAP,
    legacyApi: fakeApiClient({
      'GET /customers/getEmployeeDetail': { ...DETAIL, alerts: ALERTS },
      'GET /tracking/getPersonTrack': { person: trackedPerson({ id: 3 }), positions: [] },
      ...change,
    }),
  });
}

async function openSide(): Promise<HTMLElement> {
  // The map's engine settles first, so that no update of it lands after the test.
  await screen.findByRole('group', { name: 'Tracking map' });
  fireEvent.click(await screen.findByRole('button', { name: 'Messages and documents' }));
  // Without docs installed the document history settles at once, unseen (its tab reads 0 either way): let it.
  await act(() => Promise.resolve());
  return screen.getByRole('complementary', { name: 'Messages and documents' });
}

async function openNewMessage(): Promise<HTMLElement> {
  fireEvent.click(within(await openSide()).getByRole('button', { name: 'New message' }));
  return screen.findByRole('dialog', { name: 'New message' });
}

function fill(dialog: HTMLElement, values: Record<string, string>): void {
  for (const [label, value] of Object.entries(values)) fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

const COMPLETE = { 'Date and time': '2030-05-01T10:30', Airport: 'Fiumicino', Location: 'Terminal 3', Driver: 'Mario Rossi', 'Driver details': '+39 333', Company: 'Roma Cars', Vehicle: 'Black sedan' };

describe('the messages of /Gps/detail', () => {
  it('opens the gallery at the clicked message, its image large and its pickup details, and steps through them', async () => {
    renderMessages();
    const side = await openSide();
    fireEvent.click(within(side).getAllByRole('button', { name: /^Open the message of/ })[2]!);
    const gallery = await screen.findByRole('dialog', { name: 'Messages' });
    expect(within(gallery).getByText('Message 3 of 3', { exact: false })).toBeTruthy();
    expect(within(gallery).getByRole('img', { name: 'Image of the message' }).getAttribute('src')).toBe('/media/message/5.png');
    const pickup = within(gallery).getByRole('region', { name: 'Pickup' });
    expect(pickup.textContent).toContain('Mario Rossi');
    expect(pickup.textContent).toContain('Roma Cars');
    expect((within(gallery).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(gallery).getByRole('button', { name: 'Previous' }));
    expect(gallery.textContent).toContain('Stay indoors tonight');
    expect(within(gallery).queryByRole('region', { name: 'Pickup' })).toBeNull();
    fireEvent.click(within(gallery).getByRole('button', { name: 'Previous' }));
    expect(gallery.textContent).toContain('Message 1 of 3');
    expect((within(gallery).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('deletes a message after the confirm dialog, removes it and says so', async () => {
    const remove = jest.fn().mockResolvedValue({ message: 'Alert delete succesfully' });
    renderMessages({ 'POST /alerts/deleteAlert': remove });
    const side = await openSide();
    fireEvent.click(within(side).getAllByRole('button', { name: /^Delete the message of/ })[1]!);
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(confirm.textContent).toContain('Do you want to delete this message?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ alert: '2' }));
    expect(await screen.findByText('Alert delete succesfully')).toBeTruthy();
    expect(within(side).queryByText('Stay indoors tonight')).toBeNull();
    expect(within(side).getByRole('tab', { name: 'Messages (2)' })).toBeTruthy();
  });

  it("keeps the message when the delete is refused, with the server's message", async () => {
    const remove = jest.fn().mockRejectedValue(new ApiError(404, 'Alert not found'));
    renderMessages({ 'POST /alerts/deleteAlert': remove });
    const side = await openSide();
    fireEvent.click(within(side).getAllByRole('button', { name: /^Delete the message of/ })[0]!);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Alert not found')).toBeTruthy();
    expect(within(side).getByText('Your pickup is at gate 4')).toBeTruthy();
  });

  it('refuses a new message without content, sending nothing', async () => {
    const send = jest.fn();
    renderMessages({ 'POST /alerts/newAlert': send });
    const dialog = await openNewMessage();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Message').getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toContain('Must be compiled');
    expect(send).not.toHaveBeenCalled();
  });

  it("shows 'Must be compiled' on a missing pickup field and 'Not a valid name' on a driver of digits", async () => {
    const send = jest.fn();
    renderMessages({ 'POST /alerts/newAlert': send });
    const dialog = await openNewMessage();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Pickup' }));
    fill(dialog, { Message: 'Your driver waits', ...COMPLETE, Airport: '', Driver: '1234' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const airport = within(dialog).getByLabelText('Airport');
    await waitFor(() => expect(airport.getAttribute('aria-invalid')).toBe('true'));
    const errorOf = (field: HTMLElement): string => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(errorOf(airport)).toBe('Must be compiled');
    fireEvent.blur(within(dialog).getByLabelText('Driver'));
    await waitFor(() => expect(errorOf(within(dialog).getByLabelText('Driver'))).toBe('Not a valid name'));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a complete pickup with every field, says so and reloads the messages', async () => {
    const send = jest.fn().mockResolvedValue({ message: 'Your message has been created and sent' });
    const detail = jest.fn().mockReturnValueOnce({ ...DETAIL, alerts: ALERTS }).mockReturnValue({ ...DETAIL, alerts: [...ALERTS, { ...PICKUP, id: 6, content: 'Second pickup' }] });
    renderMessages({ 'POST /alerts/newAlert': send, 'GET /customers/getEmployeeDetail': detail });
    const dialog = await openNewMessage();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Pickup' }));
    fill(dialog, { Message: 'Second pickup', ...COMPLETE });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        employee: '3', content: 'Second pickup', asPickup: 'true', date: '2030-05-01T10:30', airport: 'Fiumicino', location: 'Terminal 3',
        driver: 'Mario Rossi', driverDetail: '+39 333', company: 'Roma Cars', vhl: 'Black sedan',
      }),
    );
    expect(await screen.findByText('Your message has been created and sent')).toBeTruthy();
    const side = screen.getByRole('complementary', { name: 'Messages and documents' });
    expect(await within(side).findByText('Second pickup')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'New message' })).toBeNull();
  });

  it("sends a plain message without the pickup's fields, and shows the server's refusal", async () => {
    const send = jest.fn().mockRejectedValueOnce(new ApiError(503, 'The message could not be mailed')).mockResolvedValue({ message: 'Your message has been created and sent' });
    renderMessages({ 'POST /alerts/newAlert': send });
    const dialog = await openNewMessage();
    fill(dialog, { Message: 'Stay in the hotel' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The message could not be mailed')).toBeTruthy();
    expect(send).toHaveBeenCalledWith({ employee: '3', content: 'Stay in the hotel' });
    expect(screen.getByRole('dialog', { name: 'New message' })).toBeTruthy();
  });

  it("refuses an image over 2 MB with 'Image size is greater than 2Mb' and sends a smaller one, cropped square, with the message", async () => {
    const send = jest.fn().mockResolvedValue({ message: 'Your message has been created and sent' });
    renderMessages({ 'POST /alerts/newAlert': send });
    const dialog = await openNewMessage();
    const png = (size: number): File => {
      const bytes = new Uint8Array(size);
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      return new File([bytes], 'photo.png', { type: 'image/png' });
    };
    const input = within(dialog).getByLabelText('Image (optional)') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [png(2 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('Image size is greater than 2Mb')).toBeTruthy();
    expect(within(dialog).queryByRole('img', { name: 'Image of the message' })).toBeNull();
    fireEvent.change(input, { target: { files: [png(64)] } });
    // The square crop opens inside the form; jsdom loads no image, so the preview is given a size and said loaded.
    const preview = await within(dialog).findByRole('img', { name: /Square crop preview/ });
    const picture = preview.querySelector('img') as HTMLImageElement;
    Object.defineProperty(picture, 'naturalWidth', { value: 800 });
    Object.defineProperty(picture, 'naturalHeight', { value: 600 });
    fireEvent.load(picture);
    canvas.output(CROPPED);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this picture' }));
    expect(await within(dialog).findByRole('img', { name: 'Image of the message' })).toBeTruthy();
    expect(within(dialog).queryByRole('img', { name: /Square crop preview/ })).toBeNull();
    expect(canvas.draws[0]?.[0]).toBe(picture);
    expect((canvas.draws[0]?.slice(1, 5) as number[]).map((value) => Math.round(value) + 0)).toEqual([100, 0, 600, 600]);
    fill(dialog, { Message: 'See the photo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ employee: '3', content: 'See the photo', image: CROPPED }));
  });
});

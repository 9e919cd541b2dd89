import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AVATAR_MAX_BYTES, STORAGE_KEYS } from '@vigil/core';
import { fakeCanvas, type FakeCanvas } from '../../../tests/support/fake-canvas';
import { employeeFixture, renderAccount } from './account-fixtures';

// jsdom has no canvas: the drawing is recorded, the geometry and everything around it are real.
let canvas: FakeCanvas;
beforeEach(() => (canvas = fakeCanvas()));
afterEach(() => canvas.restore());

const CROPPED = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file of `bytes` bytes that starts as a PNG does (jsdom draws nothing, so the rest may be anything). */
function pngFile(bytes: number): File {
  const content = new Uint8Array(bytes);
  content.set(PNG_SIGNATURE);
  return new File([content], 'me.png', { type: 'image/png' });
}

async function choose(file: File): Promise<HTMLInputElement> {
  const input = (await screen.findByLabelText('Choose a picture')) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  return input;
}

/** jsdom loads no images: give the preview a natural size and say it loaded. */
function loadPreview(dialog: HTMLElement, width = 800, height = 600): HTMLImageElement {
  const image = dialog.querySelector('img') as HTMLImageElement;
  Object.defineProperty(image, 'naturalWidth', { value: width });
  Object.defineProperty(image, 'naturalHeight', { value: height });
  fireEvent.load(image);
  return image;
}


describe('profile picture', () => {
  it("refuses a picture over 2 MiB with 'Image size is greater than 2Mb' and forgets it", async () => {
    const edit = jest.fn();
    renderAccount({ legacy: { 'POST /customers/editEmployee': edit } });

    const input = await choose(pngFile(AVATAR_MAX_BYTES + 1));

    expect((await screen.findByRole('alert')).textContent).toBe('Image size is greater than 2Mb');
    expect(input.value).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(edit).not.toHaveBeenCalled();
  });

  it('refuses a file that only has the name and type of a picture before anything is cropped or sent', async () => {
    const edit = jest.fn();
    renderAccount({ legacy: { 'POST /customers/editEmployee': edit } });

    const input = await choose(new File(['These are my notes, not a picture.'], 'notes.png', { type: 'image/png' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The file is not a readable image');
    expect(input.value).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(edit).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A PNG, JPEG or WebP picture of at most 2 MB.',
    );
  });

  it('refuses a file that is not a picture', async () => {
    renderAccount();
    await choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is not a readable image');
  });

  it('crops the chosen picture square and sends it as a data URI, then shows the new picture', async () => {
    canvas.output(CROPPED);
    let detail = employeeFixture();
    const edit = jest.fn((body) => {
      detail = employeeFixture({ media: '/media/avatar-7.jpg?v=2' });
      expect(body).toEqual({ media: CROPPED });
      return { message: 'Your edit was successful' };
    });
    const { services } = renderAccount({
      legacy: { 'GET /customers/getEmployeeDetail': () => detail, 'POST /customers/editEmployee': edit },
    });

    await choose(pngFile(1024));
    const dialog = await screen.findByRole('dialog', { name: 'Crop the picture' });
    const use = within(dialog).getByRole('button', { name: 'Use this picture' }) as HTMLButtonElement;
    expect(use.disabled).toBe(true);
    loadPreview(dialog);
    await waitFor(() => expect(use.disabled).toBe(false));
    fireEvent.click(use);

    expect(await screen.findByText('Your edit was successful')).toBeTruthy();
    // 800×600 at zoom 1, centred: the middle 600×600 square.
    expect((canvas.draws[0]?.slice(1, 5) as number[]).map((value) => Math.round(value) + 0)).toEqual([100, 0, 600, 600]);
    expect(canvas.draws[0]?.[0]).toBeInstanceOf(HTMLImageElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Picture of Ana Lyst' }).getAttribute('src')).toBe('/media/avatar-7.jpg?v=2'));
    expect(services.storage.get(STORAGE_KEYS.userImage)).toBe('/media/avatar-7.jpg?v=2');
  });

  it('zooms with the slider and moves the picture with the arrow keys, inside the square', async () => {
    canvas.output(CROPPED);
    renderAccount({ legacy: { 'POST /customers/editEmployee': { message: 'Your edit was successful' } } });

    await choose(pngFile(1024));
    const dialog = await screen.findByRole('dialog', { name: 'Crop the picture' });
    const image = loadPreview(dialog);
    // 800×600 in a 400 px square: the height fits, the picture is centred.
    await waitFor(() => expect(image.style.height).toBe('400px'));
    expect(parseFloat(image.style.left)).toBeCloseTo(-66.667);

    fireEvent.change(within(dialog).getByLabelText('Zoom'), { target: { value: '2' } });
    expect(image.style.height).toBe('800px');
    const viewport = within(dialog).getByRole('img', { name: /Square crop preview/ });
    for (let press = 0; press < 100; press += 1) fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    // Never past the picture's edge: its left side stays at the viewport's left.
    expect(parseFloat(image.style.left)).toBeCloseTo(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this picture' }));
    expect(await screen.findByText('Your edit was successful')).toBeTruthy();
    // Zoom 2 shows a 300 px square of the picture; moved to its left edge, vertically centred.
    const [x, y, side] = (canvas.draws[0] ?? []).slice(1, 4) as number[];
    expect(x).toBeCloseTo(0);
    expect(y).toBeCloseTo(150);
    expect(side).toBeCloseTo(300);
  });

  it('closes the dialog and sends nothing when the cropped picture is over the limit', async () => {
    canvas.output(`data:image/jpeg;base64,${'A'.repeat(Math.ceil(((AVATAR_MAX_BYTES + 3) * 4) / 3))}`);
    const edit = jest.fn();
    renderAccount({ legacy: { 'POST /customers/editEmployee': edit } });

    const input = await choose(pngFile(1024));
    const dialog = await screen.findByRole('dialog', { name: 'Crop the picture' });
    loadPreview(dialog);
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Use this picture' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this picture' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Image size is greater than 2Mb');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input.value).toBe('');
    expect(edit).not.toHaveBeenCalled();
  });

  it('closes the dialog on Cancel and on Escape without sending', async () => {
    const edit = jest.fn();
    renderAccount({ legacy: { 'POST /customers/editEmployee': edit } });

    await choose(pngFile(1024));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await choose(pngFile(1024));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(edit).not.toHaveBeenCalled();
  });
});

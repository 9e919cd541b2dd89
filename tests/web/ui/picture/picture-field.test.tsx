import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { setLanguage } from '../../../../host/web/i18n';
import { PictureField } from '../../../../host/web/ui/picture/picture-field';
import { fakeCanvas, type FakeCanvas } from '../../../support/fake-canvas';
import { renderUiHost } from '../render-ui-host';

// jsdom has no canvas: the square crop's drawing is recorded, everything around it is real.
let canvas: FakeCanvas;
beforeEach(() => (canvas = fakeCanvas()));
afterEach(() => canvas.restore());
afterEach(() => act(() => setLanguage('en')));

const CROPPED = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
const PREVIEW = 'Square crop preview: drag the picture or use the arrow keys to move it';

/** The field in a form that keeps its value, as the modules' forms do. */
function Form({ onChange }: { onChange: (value: string | null) => void }): ReactElement {
  const [value, setValue] = useState<string | null>(null);
  const change = (next: string | null): void => {
    setValue(next);
    onChange(next);
  };
  return <PictureField value={value} onChange={change} label="Photo" alt="Photo of the message" />;
}

function file(size: number, head = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], 'photo.png', { type: 'image/png' });
}

function choose(chosen: File): void {
  fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [chosen] } });
}

/** jsdom loads no image: the crop's picture is given a size and said loaded. */
async function loadCrop(): Promise<void> {
  const picture = (await screen.findByRole('img', { name: PREVIEW })).querySelector('img') as HTMLImageElement;
  Object.defineProperty(picture, 'naturalWidth', { value: 800 });
  Object.defineProperty(picture, 'naturalHeight', { value: 600 });
  fireEvent.load(picture);
}

it("refuses a picture over the limit with 'Image size is greater than 2Mb' and keeps nothing", async () => {
  const onChange = jest.fn();
  renderUiHost(<Form onChange={onChange} />);
  expect(screen.getByLabelText('Photo').getAttribute('aria-describedby')).toBe(screen.getByText('A PNG, JPEG or WebP picture of at most 2 MB.').id);
  choose(file(2 * 1024 * 1024 + 1));
  expect(await screen.findByText('Image size is greater than 2Mb')).toBeTruthy();
  expect((screen.getByLabelText('Photo') as HTMLInputElement).value).toBe('');
  expect(screen.queryByRole('img', { name: PREVIEW })).toBeNull();
  expect(onChange).toHaveBeenLastCalledWith(null);
});

it('refuses a file that is not a picture, whatever its name says', async () => {
  renderUiHost(<Form onChange={jest.fn()} />);
  choose(file(64, [0x25, 0x50, 0x44, 0x46]));
  expect(await screen.findByText('The file is not a readable image')).toBeTruthy();
  expect(screen.queryByRole('img', { name: PREVIEW })).toBeNull();
});

it('crops a picture square inside the form, shows it, and removes it on request', async () => {
  const onChange = jest.fn();
  renderUiHost(<Form onChange={onChange} />);
  choose(file(64));
  await loadCrop();
  canvas.output(CROPPED);
  fireEvent.click(screen.getByRole('button', { name: 'Use this picture' }));
  expect((await screen.findByRole('img', { name: 'Photo of the message' })).getAttribute('src')).toBe(CROPPED);
  expect(screen.queryByRole('img', { name: PREVIEW })).toBeNull();
  expect(onChange).toHaveBeenLastCalledWith(CROPPED);

  fireEvent.click(screen.getByRole('button', { name: 'Remove the picture' }));
  expect(screen.queryByRole('img', { name: 'Photo of the message' })).toBeNull();
  expect(onChange).toHaveBeenLastCalledWith(null);
});

it('drops the choice when the crop is given up', async () => {
  renderUiHost(<Form onChange={jest.fn()} />);
  choose(file(64));
  await loadCrop();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('img', { name: PREVIEW })).toBeNull());
  expect((screen.getByLabelText('Photo') as HTMLInputElement).value).toBe('');
});

it("speaks the reader's language, the module's label aside", async () => {
  renderUiHost(<Form onChange={jest.fn()} />);
  await act(() => setLanguage('it'));
  expect(screen.getByText('Un’immagine PNG, JPEG o WebP di al massimo 2 MB.')).toBeTruthy();
  choose(file(2 * 1024 * 1024 + 1));
  expect(await screen.findByText('L’immagine supera i 2Mb')).toBeTruthy();
  expect(screen.getByLabelText('Photo')).toBeTruthy();
});

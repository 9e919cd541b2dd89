import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { PICTURE_MAX_MB } from '../../../../host/core/form-rules';
import { PictureField, pictureFieldTexts, type PictureFieldTexts } from '../../../../host/web/ui/picture/picture-field';
import { fakeCanvas, type FakeCanvas } from '../../../support/fake-canvas';
import { renderUiHost } from '../render-ui-host';

// jsdom has no canvas: the square crop's drawing is recorded, everything around it is real.
let canvas: FakeCanvas;
beforeEach(() => (canvas = fakeCanvas()));
afterEach(() => canvas.restore());

const CROPPED = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
const TEXTS: PictureFieldTexts = {
  label: 'Photo',
  hint: `At most ${PICTURE_MAX_MB} MB.`,
  tooBig: `Image size is greater than ${PICTURE_MAX_MB}Mb`,
  unreadable: 'Not a picture',
  alt: 'Photo of the message',
  remove: 'Remove the photo',
  crop: { preview: 'Square crop preview', zoom: 'Zoom', save: 'Use this photo', cancel: 'Choose another' },
};

/** The field in a form that keeps its value, as the modules' forms do. */
function Form({ onChange }: { onChange: (value: string | null) => void }): ReactElement {
  const [value, setValue] = useState<string | null>(null);
  const change = (next: string | null): void => {
    setValue(next);
    onChange(next);
  };
  return <PictureField value={value} onChange={change} texts={TEXTS} />;
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
  const picture = (await screen.findByRole('img', { name: 'Square crop preview' })).querySelector('img') as HTMLImageElement;
  Object.defineProperty(picture, 'naturalWidth', { value: 800 });
  Object.defineProperty(picture, 'naturalHeight', { value: 600 });
  fireEvent.load(picture);
}

it("refuses a picture over the limit with 'Image size is greater than 2Mb' and keeps nothing", async () => {
  const onChange = jest.fn();
  renderUiHost(<Form onChange={onChange} />);
  expect(screen.getByLabelText('Photo').getAttribute('aria-describedby')).toBe(screen.getByText('At most 2 MB.').id);
  choose(file(2 * 1024 * 1024 + 1));
  expect(await screen.findByText('Image size is greater than 2Mb')).toBeTruthy();
  expect((screen.getByLabelText('Photo') as HTMLInputElement).value).toBe('');
  expect(screen.queryByRole('img', { name: 'Square crop preview' })).toBeNull();
  expect(onChange).toHaveBeenLastCalledWith(null);
});

it('refuses a file that is not a picture, whatever its name says', async () => {
  renderUiHost(<Form onChange={jest.fn()} />);
  choose(file(64, [0x25, 0x50, 0x44, 0x46]));
  expect(await screen.findByText('Not a picture')).toBeTruthy();
  expect(screen.queryByRole('img', { name: 'Square crop preview' })).toBeNull();
});

it('crops a picture square inside the form, shows it, and removes it on request', async () => {
  const onChange = jest.fn();
  renderUiHost(<Form onChange={onChange} />);
  choose(file(64));
  await loadCrop();
  canvas.output(CROPPED);
  fireEvent.click(screen.getByRole('button', { name: 'Use this photo' }));
  expect((await screen.findByRole('img', { name: 'Photo of the message' })).getAttribute('src')).toBe(CROPPED);
  expect(screen.queryByRole('img', { name: 'Square crop preview' })).toBeNull();
  expect(onChange).toHaveBeenLastCalledWith(CROPPED);

  fireEvent.click(screen.getByRole('button', { name: 'Remove the photo' }));
  expect(screen.queryByRole('img', { name: 'Photo of the message' })).toBeNull();
  expect(onChange).toHaveBeenLastCalledWith(null);
});

it('drops the choice when the crop is given up', async () => {
  renderUiHost(<Form onChange={jest.fn()} />);
  choose(file(64));
  await loadCrop();
  fireEvent.click(screen.getByRole('button', { name: 'Choose another' }));
  await waitFor(() => expect(screen.queryByRole('img', { name: 'Square crop preview' })).toBeNull());
  expect((screen.getByLabelText('Photo') as HTMLInputElement).value).toBe('');
});

it("reads a module's texts from its catalogue's keys, the limit filled in", () => {
  const t = (key: string, options?: Record<string, unknown>): string => `${key}${options?.max === undefined ? '' : ` ${String(options.max)}`}`;
  expect(pictureFieldTexts(t, 'contact')).toEqual({
    label: 'contact.image 2',
    hint: 'contact.imageHint 2',
    tooBig: 'contact.imageTooBig 2',
    unreadable: 'contact.imageUnreadable 2',
    alt: 'contact.imageAlt 2',
    remove: 'contact.removeImage 2',
    crop: { preview: 'contact.cropPreview 2', zoom: 'contact.cropZoom 2', save: 'contact.cropSave 2', cancel: 'contact.cropCancel 2' },
  });
});

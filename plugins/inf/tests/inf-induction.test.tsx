import { act, fireEvent, screen, within } from '@testing-library/react';
import { detailFixture, PDF, renderInf, sent, VIDEO } from './inf-fixtures';

/*
 * /Inf/detail/{country} (spec part 2 §2): the induction, its videos in the video modal, its PDFs in the PDF viewer.
 * react-pdf is replaced by a stand-in that loads (or fails) like it: jsdom has no canvas and no worker.
 */

const mockPdf = { fail: false, pages: 3 };

jest.mock('../web/pdf-worker', () => ({}));
jest.mock('react-pdf', () => {
  const { useEffect, useState, createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    pdfjs: { GlobalWorkerOptions: {} },
    Document({ file, loading, children, onLoadSuccess, onLoadError }: {
      file: string;
      loading: React.ReactNode;
      children: React.ReactNode;
      onLoadSuccess: (document: { numPages: number }) => void;
      onLoadError: (error: Error) => void;
    }) {
      const [loaded, setLoaded] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => {
          if (mockPdf.fail) onLoadError(new Error('Invalid PDF structure'));
          else {
            setLoaded(true);
            onLoadSuccess({ numPages: mockPdf.pages });
          }
        }, 20);
        return () => clearTimeout(timer);
        // Once, as react-pdf loads a document once per file.
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, []);
      return createElement('div', { 'data-testid': 'pdf-document', 'data-file': file }, loaded ? children : loading);
    },
    Page({ pageNumber, scale }: { pageNumber: number; scale: number }) {
      return createElement('div', { 'data-testid': 'pdf-page', 'data-page': pageNumber, 'data-scale': scale });
    },
  };
});

beforeEach(() => {
  mockPdf.fail = false;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('shows the country, its demo label, its description and its videos and documents', async () => {
  const { calls } = renderInf('/Inf/detail/380');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Italy');
  expect(sent(calls, 'GET /quiz/get-quiz-detail')).toEqual([{ id: '380' }]);
  expect(screen.getByText(/^Demo content:/)).toBeTruthy();
  const description = screen.getByRole('region', { name: 'Description' });
  expect(within(description).getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['Italy lies in southern Europe.', 'Its capital is Rome.']);
  const videos = screen.getByRole('region', { name: 'Videos' });
  expect(within(videos).getAllByRole('button').map((button) => button.textContent)).toEqual(['▶Arriving in Italy', '▶Getting around']);
  const documents = screen.getByRole('region', { name: 'Documents' });
  expect(within(documents).getAllByRole('button').map((button) => button.textContent)).toEqual(['📄Italy security handbook']);
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(breadcrumb).getByRole('link', { name: 'E-learning' }).getAttribute('href')).toBe('/Inf');
});

it('says so when the country has no videos or documents, and renders a description as text, never as HTML', async () => {
  renderInf('/Inf/detail/380', {
    legacy: {
      'GET /quiz/get-quiz-detail': detailFixture({
        country: { id: 380, countryName: 'Italy', description: '<img src=x onerror="alert(1)">Plain', video: [], pdf: [] },
        demo: false,
      }),
    },
  });
  await screen.findByRole('heading', { level: 1, name: /Italy/ });
  expect(screen.getByText('No videos for this country.')).toBeTruthy();
  expect(screen.getByText('No documents for this country.')).toBeTruthy();
  expect(screen.getByText('<img src=x onerror="alert(1)">Plain')).toBeTruthy();
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(screen.queryByText(/^Demo content:/)).toBeNull();
});

it('opens a video in the video modal: a real player streaming the file, with its captions, and logs it', async () => {
  const { calls } = renderInf('/Inf/detail/380');
  fireEvent.click(await screen.findByRole('button', { name: /Arriving in Italy/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Arriving in Italy' });
  const video = dialog.querySelector('video') as HTMLVideoElement;
  expect(video.controls).toBe(true);
  expect(video.getAttribute('aria-label')).toBe('Video: Arriving in Italy');
  expect(video.getAttribute('src')).toBe('/api/elearning/get-file?resource=7');
  const track = video.querySelector('track') as HTMLTrackElement;
  expect([track.kind, track.getAttribute('src'), track.srclang, track.label]).toEqual([
    'captions',
    '/api/elearning/get-file?resource=7&part=captions',
    'en',
    'English captions',
  ]);
  expect(sent(calls, 'POST /elearning/save-log')).toEqual([{ video: String(VIDEO.id), country: '380' }]);
  // The focus is in the dialog, and Escape closes it.
  expect(dialog.contains(document.activeElement)).toBe(true);
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('gives a video without captions no track, and says so when the browser cannot play it', async () => {
  renderInf('/Inf/detail/380');
  fireEvent.click(await screen.findByRole('button', { name: /Getting around/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Getting around' });
  const video = dialog.querySelector('video') as HTMLVideoElement;
  expect(video.querySelector('track')).toBeNull();
  fireEvent.error(video);
  expect(within(dialog).getByRole('alert').textContent).toBe('The video could not be played.');
});

it('opens a PDF in the viewer: loading, then page 1 of 3 at 90%, previous and next pages and zoom in steps of 25%', async () => {
  const { calls } = renderInf('/Inf/detail/380');
  fireEvent.click(await screen.findByRole('button', { name: /Italy security handbook/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Italy security handbook' });
  expect(sent(calls, 'POST /elearning/save-log')).toEqual([{ document: String(PDF.id), country: '380' }]);
  await within(dialog).findByText('Loading the document…');
  expect((await within(dialog).findByTestId('pdf-document')).getAttribute('data-file')).toBe('/api/elearning/get-file?resource=9');
  await within(dialog).findByText('Page 1 of 3');
  const page = (): [string | null, string | null] => {
    const shown = within(dialog).getByTestId('pdf-page');
    return [shown.getAttribute('data-page'), shown.getAttribute('data-scale')];
  };
  expect(page()).toEqual(['1', '0.9']);
  expect(within(dialog).getByText('Zoom 90%')).toBeTruthy();
  const button = (name: string): HTMLButtonElement => within(dialog).getByRole('button', { name }) as HTMLButtonElement;
  expect(button('Previous page').disabled).toBe(true);

  fireEvent.click(button('Next page'));
  fireEvent.click(button('Next page'));
  expect(within(dialog).getByText('Page 3 of 3')).toBeTruthy();
  expect(button('Next page').disabled).toBe(true);
  fireEvent.click(button('Previous page'));
  expect(page()).toEqual(['2', '0.9']);

  fireEvent.click(button('Zoom in'));
  expect(page()).toEqual(['2', '1.15']);
  expect(within(dialog).getByText('Zoom 115%')).toBeTruthy();
  fireEvent.click(button('Zoom out'));
  fireEvent.click(button('Zoom out'));
  fireEvent.click(button('Zoom out'));
  expect(page()).toEqual(['2', '0.4']);
  expect(button('Zoom out').disabled).toBe(true);
  expect(within(dialog).getByRole('document', { name: 'Document: Italy security handbook' })).toBeTruthy();
});

it("closes the viewer with 'An error occurred while loading the document' when the document cannot be loaded", async () => {
  mockPdf.fail = true;
  renderInf('/Inf/detail/380');
  fireEvent.click(await screen.findByRole('button', { name: /Italy security handbook/ }));
  await screen.findByRole('dialog', { name: 'Italy security handbook' });
  expect(await screen.findByText('An error occurred while loading the document')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => undefined);
});

it('shows a failed load with its message and Retry', async () => {
  const detail = jest.fn().mockRejectedValueOnce(new Error('Country not found')).mockResolvedValue(detailFixture());
  renderInf('/Inf/detail/999', { legacy: { 'GET /quiz/get-quiz-detail': detail } });
  expect((await screen.findByRole('alert')).textContent).toBe('Country not found');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: /Italy/ })).toBeTruthy();
});

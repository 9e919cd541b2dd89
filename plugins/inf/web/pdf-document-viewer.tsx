import { useState, type ReactElement } from 'react';
import { Document, Page } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { useTranslation } from '@vigil/web-sdk';
import { PDF_SCALE_STEP, PDF_START_SCALE } from '../contract/rules';
import { INF_NS } from './inf-i18n';
import './pdf-worker';

/** The zoom stays within these: below, a page is unreadable; above, one line fills the viewer. */
const MIN_SCALE = PDF_START_SCALE - 2 * PDF_SCALE_STEP;
const MAX_SCALE = PDF_START_SCALE + 8 * PDF_SCALE_STEP;
/**
 * pdf.js's options, one object for good (a new one would load the document again). The pages' Content Security
 * Policy allows no eval: pdf.js is told not to try it (it would otherwise probe, and the refusal is an error).
 */
const PDF_OPTIONS = { isEvalSupported: false } as const;

export interface PdfDocumentViewerProps {
  title: string;
  /** The document's address (pdf.js fetches it, in ranges when the server allows). */
  src: string;
  /** The document could not be loaded or shown: the caller says so and closes the viewer (spec part 2 §8). */
  onFailed: (error: unknown) => void;
}

/**
 * The PDF viewer (spec part 2 §2, §4, §9) on react-pdf: one page at a time with previous and next, zoom from 0.9 in
 * steps of 0.25, a loading state, and on failure the caller's notice. The page's text layer is kept so that the
 * document can be read out and its text selected. Its own chunk, with pdf.js and its worker: loaded on opening.
 */
export default function PdfDocumentViewer({ title, src, onFailed }: PdfDocumentViewerProps): ReactElement {
  const { t } = useTranslation(INF_NS);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(PDF_START_SCALE);
  const zoom = (steps: number): void =>
    setScale((current) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round((current + steps * PDF_SCALE_STEP) * 100) / 100)));
  const loading = <p className="inf-pdf-loading" role="status">{t('pdf.loading')}</p>;

  return (
    <div className="inf-pdf inf-modal-wide">
      <div className="inf-pdf-toolbar" role="toolbar" aria-label={t('pdf.toolbar')}>
        <button type="button" className="button" disabled={page <= 1} onClick={() => setPage((current) => current - 1)}>
          {t('pdf.previous')}
        </button>
        <span className="inf-pdf-page" aria-live="polite">
          {pages > 0 ? t('pdf.page', { page, pages }) : null}
        </span>
        <button type="button" className="button" disabled={pages === 0 || page >= pages} onClick={() => setPage((current) => current + 1)}>
          {t('pdf.next')}
        </button>
        <button type="button" className="button" disabled={scale <= MIN_SCALE} onClick={() => zoom(-1)}>
          {t('pdf.zoomOut')}
        </button>
        <span className="inf-pdf-zoom" aria-live="polite">
          {t('pdf.zoom', { percent: Math.round(scale * 100) })}
        </span>
        <button type="button" className="button" disabled={scale >= MAX_SCALE} onClick={() => zoom(1)}>
          {t('pdf.zoomIn')}
        </button>
      </div>
      <div className="inf-pdf-canvas" role="document" aria-label={t('pdf.document', { title })} tabIndex={0}>
        <Document
          file={src}
          options={PDF_OPTIONS}
          loading={loading}
          error={null}
          onLoadSuccess={(document) => {
            setPages(document.numPages);
            setPage(1);
          }}
          onLoadError={onFailed}
          onSourceError={onFailed}
        >
          {pages > 0 ? <Page pageNumber={page} scale={scale} loading={loading} onRenderError={onFailed} /> : null}
        </Document>
      </div>
    </div>
  );
}

import { Component, lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '@vigil/web-sdk';
import { INF_NS } from './inf-i18n';
import type { PdfDocumentViewerProps } from './pdf-document-viewer';

// react-pdf, pdf.js and the worker are about 400 KB: they load when a document is opened, never with the page.
const PdfDocumentViewer = lazy(() => import('./pdf-document-viewer'));

/** A viewer chunk that fails to arrive is a document that could not be loaded: the same notice, and it closes. */
class ViewerFailure extends Component<{ onFailed: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onFailed(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** The PDF viewer as the induction page opens it in a modal: its code loads on first use. */
export function PdfViewer(props: PdfDocumentViewerProps): ReactElement {
  const { t } = useTranslation(INF_NS);
  return (
    <ViewerFailure onFailed={props.onFailed}>
      <Suspense
        fallback={
          <p className="inf-pdf-loading inf-modal-wide" role="status">
            {t('pdf.loading')}
          </p>
        }
      >
        <PdfDocumentViewer {...props} />
      </Suspense>
    </ViewerFailure>
  );
}

import { useRef, type ReactElement } from 'react';
import { Link } from 'wouter';
import { ERROR_MESSAGES } from '@vigil/core';
import {
  LoadFailure,
  PageHeading,
  PageLoader,
  TOKENS,
  translateMessage,
  useLoad,
  useRegionNames,
  useService,
  useTranslation,
} from '@vigil/web-sdk';
import { getQuizDetail, type ElearningResource, type QuizDetail } from '../contract';
import { countryCode } from './country-code';
import { INF_NS } from './inf-i18n';
import { KnowledgeTest } from './knowledge-test';
import { PdfViewer } from './pdf-viewer';
import { captionsHref, fileHref, logOpened } from './resource-links';
import { VideoPlayer } from './video-player';
import './inf.css';

/**
 * /Inf/detail/{country} (spec part 2 §2): the country's induction, its description, its videos (each in the video
 * modal) and PDF documents (each in the PDF viewer), and its knowledge test. Opening either is logged.
 */
export default function InductionPage({ country }: { country: string }): ReactElement {
  const api = useService(TOKENS.Api);
  const { t, language } = useTranslation(INF_NS);
  const page = useLoad(() => api.call(getQuizDetail, { id: country }), country);
  // English names are the data's own: the code is asked for only when another language shows.
  const code = useLoad(() => (language === 'en' ? Promise.resolve(null) : countryCode(api, country)), `${country}:${language}`);

  if (page.status === 'loading' || code.status === 'loading') return <PageLoader plugin="inf" label={t('loading')} />;
  if (page.status === 'error') return <LoadFailure message={page.message} onRetry={page.retry} />;
  return <Induction detail={page.data} code={code.status === 'ready' ? code.data : null} onReload={page.retry} />;
}

function Induction({ detail, code, onReload }: { detail: QuizDetail; code: string | null; onReload: () => void }): ReactElement {
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const { t } = useTranslation(INF_NS);
  const names = useRegionNames();
  const { country } = detail;
  const name = names.country(code, country.countryName);
  // Whether the open viewer has already said it failed (pdf.js may report one failure twice).
  const viewerFailed = useRef(false);

  function openVideo(video: ElearningResource): void {
    logOpened(api, 'video', video, country.id);
    ui.openModal({
      title: video.title,
      content: () => (
        <div className="inf-modal-wide">
          <VideoPlayer title={video.title} src={fileHref(api, video)} captions={captionsHref(api, video)} />
        </div>
      ),
    });
  }

  function openDocument(document: ElearningResource): void {
    logOpened(api, 'document', document, country.id);
    viewerFailed.current = false;
    const onFailed = (error: unknown): void => {
      if (viewerFailed.current) return;
      viewerFailed.current = true;
      console.warn('The document could not be shown', error);
      ui.closeModal();
      ui.toast('error', translateMessage(ERROR_MESSAGES.documentLoading));
    };
    ui.openModal({
      title: document.title,
      content: () => <PdfViewer title={document.title} src={fileHref(api, document)} onFailed={onFailed} />,
    });
  }

  const paragraphs = country.description.split(/\n\s*\n/).map((text) => text.trim()).filter(Boolean);

  return (
    <div className="inf-page inf-induction">
      <nav className="inf-breadcrumb" aria-label={t('detail.breadcrumb')}>
        <ol>
          <li>
            <Link to="/Inf">{t('manifest.title')}</Link>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <PageHeading subtitle={t('detail.induction')}>{name}</PageHeading>
      {detail.demo ? <p className="inf-demo">{t('detail.demo')}</p> : null}
      {paragraphs.length > 0 ? (
        <section className="inf-section" aria-labelledby="inf-description">
          <h2 id="inf-description">{t('detail.description')}</h2>
          {paragraphs.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </section>
      ) : null}
      <div className="inf-resources">
        <ResourceList kind="video" resources={country.video} onOpen={openVideo} />
        <ResourceList kind="document" resources={country.pdf} onOpen={openDocument} />
      </div>
      <KnowledgeTest detail={detail} onReload={onReload} />
    </div>
  );
}

/** Each kind's list: the id its heading labels the section by, the heading's and the empty list's keys, its icon. */
const RESOURCE_LISTS = {
  video: { id: 'inf-videos', heading: 'detail.videos', empty: 'detail.noVideos', icon: '▶' },
  document: { id: 'inf-documents', heading: 'detail.documents', empty: 'detail.noDocuments', icon: '📄' },
} as const;

interface ResourceListProps {
  kind: keyof typeof RESOURCE_LISTS;
  resources: readonly ElearningResource[];
  onOpen: (resource: ElearningResource) => void;
}

function ResourceList({ kind, resources, onOpen }: ResourceListProps): ReactElement {
  const { t } = useTranslation(INF_NS);
  const list = RESOURCE_LISTS[kind];
  return (
    <section className="inf-section" aria-labelledby={list.id}>
      <h2 id={list.id}>{t(list.heading)}</h2>
      {resources.length === 0 ? (
        <p>{t(list.empty)}</p>
      ) : (
        <ul className="inf-resource-list">
          {resources.map((resource) => (
            <li key={resource.id}>
              <button type="button" className={`inf-resource inf-resource-${kind}`} onClick={() => onOpen(resource)}>
                <span className="inf-resource-icon" aria-hidden="true">
                  {list.icon}
                </span>
                {resource.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

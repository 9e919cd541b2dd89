import { lazy, Suspense, useId, useMemo, type ReactElement } from 'react';
import {
  LoadFailure,
  PageHeading,
  PageLoader,
  PluginView,
  TOKENS,
  useLoad,
  useService,
  useTranslation,
} from '@vigil/web-sdk';
import { GPA_VIEWS, type ContinentsViewProps } from '../../gpa/contract/views';
import { getOverview, INF_ADMIN_PERMISSIONS, type ElearningOverview } from '../contract';
import { INF_NS } from './inf-i18n';
import { captionsHref, fileHref, logOpened } from './resource-links';
import { VideoPlayer } from './video-player';
import './inf.css';

// Admins only, and with the form engine: a chunk of its own, so that no other screen of the module carries it.
const PassScoreSetting = lazy(() => import('./pass-score-setting'));

const continentLink: ContinentsViewProps['linkTo'] = (continent) => `/Inf/list/${continent.id}`;

/**
 * /Inf and /Inf/list (spec part 2 §2): 'countries - e-learning', the introduction video, and the GPA continents
 * grid in its e-learning variant (gpa's `continents` view), counting only the countries with an induction. An
 * admin also sees and sets the company's pass score.
 */
export default function InfHomePage(): ReactElement {
  const api = useService(TOKENS.Api);
  const { t } = useTranslation(INF_NS);
  const overview = useLoad(() => api.call(getOverview), 'overview');

  if (overview.status === 'loading') return <PageLoader plugin="inf" label={t('loading')} />;
  if (overview.status === 'error') return <LoadFailure message={overview.message} onRetry={overview.retry} />;
  return <InfHome overview={overview.data} />;
}

function InfHome({ overview }: { overview: ElearningOverview }): ReactElement {
  const api = useService(TOKENS.Api);
  const permissions = useService(TOKENS.Permissions);
  const { t } = useTranslation(INF_NS);
  const videoId = useId();
  const continentsId = useId();
  const countries = useMemo(() => overview.countries.map((country) => country.country_id), [overview]);
  const { video } = overview;

  return (
    <div className="inf-page inf-home">
      <PageHeading>{t('home.title')}</PageHeading>
      {video ? (
        <section className="inf-section inf-introduction" aria-labelledby={videoId}>
          <h2 id={videoId}>{t('home.introduction')}</h2>
          <VideoPlayer
            title={video.title}
            src={fileHref(api, video)}
            captions={captionsHref(api, video)}
            onFirstPlay={() => logOpened(api, 'video', video)}
          />
        </section>
      ) : null}
      <section className="inf-section" aria-labelledby={continentsId}>
        <h2 id={continentsId}>{t('home.continents')}</h2>
        {countries.length === 0 ? (
          <p>{t('home.noCountries')}</p>
        ) : (
          <PluginView<ContinentsViewProps>
            plugin="gpa"
            view={GPA_VIEWS.continents}
            props={{ linkTo: continentLink, countries }}
          />
        )}
      </section>
      {permissions.holdsAny(INF_ADMIN_PERMISSIONS) ? (
        <Suspense fallback={<PageLoader plugin="inf" label={t('loading')} />}>
          <PassScoreSetting />
        </Suspense>
      ) : null}
    </div>
  );
}

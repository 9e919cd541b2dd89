import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { LoadFailure, TOKENS, useLoad, useService, useTranslation } from '@vigil/web-sdk';
import { getTravelInductions } from '../contract';
import { TRA_NS } from './tra-i18n';

export interface TravelInductionsProps {
  travel: number;
  /** 'yours': the traveller's own pending travel; 'refused': an approval the server just refused. */
  reader: 'yours' | 'refused';
  /** Changes when the list should be read again (after another refusal). */
  version?: number;
}

/**
 * The inductions a travel's traveller has still to pass (issue 22), each a link to its country's induction page
 * (/Inf/detail/{country}, where the knowledge test is taken). Nothing shows once none is missing.
 */
export function TravelInductions({ travel, reader, version = 0 }: TravelInductionsProps): ReactElement | null {
  const { t } = useTranslation(TRA_NS);
  const api = useService(TOKENS.Api);
  const load = useLoad(() => api.call(getTravelInductions, { travel: String(travel) }), `tra-inductions-${travel}-${version}`);
  if (load.status === 'loading') return <p className="tra-muted">{t('inductions.loading')}</p>;
  if (load.status === 'error') return <LoadFailure message={load.message} onRetry={load.retry} />;
  if (load.data.missing.length === 0) return reader === 'refused' ? <p className="tra-muted">{t('inductions.none')}</p> : null;
  const heading = reader === 'yours' ? t('inductions.yours') : t('inductions.refused');
  return (
    <section className="tra-inductions" aria-label={t('inductions.heading')}>
      <p>{heading}</p>
      <ul>
        {load.data.missing.map((induction) => (
          <li key={induction.country_id}>
            <Link to={`/Inf/detail/${induction.country_id}`}>{t('inductions.link', { country: induction.country_name })}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

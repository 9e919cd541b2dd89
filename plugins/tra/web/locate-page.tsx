import type { ReactElement } from 'react';
import { LoadFailure, PageHeading, PageLoader, TOKENS, useLoad, useService, useTranslation } from '@vigil/web-sdk';
import { getLocate } from '../contract';
import { LOCATE_NS } from './locate-namespace';
import { LocateView } from './locate-view';
import { useCountryName } from './use-country-name';

export interface LocatePageProps {
  /** /Tra/Locate/{countryID}: only the travellers whose stop today is in that country (tra-page.tsx reads the route). */
  countryId?: string;
}

/**
 * /Tra/Locate and /Tra/Locate/{countryID} (spec part 2 §2, §4, §9; issue 22): where the travellers of today are,
 * the country filter, the rectangle selection and the Contact button. The whole answer is loaded once and the
 * country filters it here, so the filter always offers every country of the day and switching is instant.
 */
export default function LocatePage({ countryId }: LocatePageProps): ReactElement {
  const { t } = useTranslation(LOCATE_NS);
  const api = useService(TOKENS.Api);
  const locate = useLoad(() => api.call(getLocate, {}), 'locate');
  const country = useCountryName(countryId);
  return (
    <div className="tra-locate">
      <PageHeading>{country ? t('locate.titleIn', { country }) : t('locate.title')}</PageHeading>
      {locate.status === 'loading' ? <PageLoader plugin="tra" /> : null}
      {locate.status === 'error' ? <LoadFailure message={locate.message} onRetry={locate.retry} /> : null}
      {/* A new country starts with no selection: the view is keyed by it. */}
      {locate.status === 'ready' ? <LocateView key={countryId ?? ''} answer={locate.data} countryId={countryId} /> : null}
    </div>
  );
}

import { useId, type ReactElement } from 'react';
import { Link } from 'wouter';
import { TOKENS, useLoad, useService, useTranslation } from '@vigil/web-sdk';
// The travel module's contract (manifest optionalUses: ['tra']): called only where it runs.
import { getAffected } from '../../tra/contract';
import { AFFECTED_PERMISSIONS } from '../../tra/contract/permissions';
import { ALERT_STANDS_DAYS } from '../../tra/contract/travel-limits';
import { GPA_NS } from './gpa-i18n';

/** The travel module's contact form with exactly these travels selected. */
function contactHref(travels: readonly number[]): string {
  return `/Tra/Locate/contact?travels=${travels.join(',')}`;
}

function TravellersCount({ countryId }: { countryId: number }): ReactElement | null {
  const { t } = useTranslation(GPA_NS);
  const api = useService(TOKENS.Api);
  const countId = useId();
  const state = useLoad(() => api.call(getAffected, { country: String(countryId) }), String(countryId));
  // The count is a side note of the risk page: while it loads, or if it cannot, the page goes on without it.
  if (state.status !== 'ready') return null;
  const { count, travels } = state.data;
  return (
    <p className="gpa-travellers">
      <span id={countId}>{t('detail.travellers', { count, days: ALERT_STANDS_DAYS })}</span>
      {count > 0 ? (
        <Link className="button" to={contactHref(travels)} aria-describedby={countId}>
          {t('detail.contact')}
        </Link>
      ) : null}
    </p>
  );
}

/**
 * How many of the company's travellers are in the country now or will be within the days a news alert stands, with
 * Contact (issue 22 "Who is affected": the same count as a high or extreme alert of the country): for admins and
 * tra users, where the travel module runs.
 */
export function CountryTravellers({ countryId }: { countryId: number }): ReactElement | null {
  const installed = useService(TOKENS.Plugins).some((plugin) => plugin.id === 'tra');
  const allowed = useService(TOKENS.Permissions).holdsAny(AFFECTED_PERMISSIONS);
  return installed && allowed ? <TravellersCount countryId={countryId} /> : null;
}

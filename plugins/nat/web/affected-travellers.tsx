import { useId, type ReactElement } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '@vigil/web-sdk';
import type { NewsAffected } from '../contract';
import { NEWS_BLOCK_NS } from './news-block-i18n';

/** The travel module's contact form with exactly these travels selected (issue 22, /Tra/Locate/contact?travels=). */
export function contactHref(travels: readonly number[]): string {
  return `/Tra/Locate/contact?travels=${travels.join(',')}`;
}

interface AffectedTravellersProps {
  affected: NewsAffected | null | undefined;
  /** Called as Contact leaves for the form (the detail modal closes itself). */
  onLeave?: () => void;
}

/**
 * How many of the company's travellers a high or extreme alert affects (issue 22 "Who is affected"), with the
 * Contact button when there are any. Nothing where the server sent no count (not the reader's to see, a lower level,
 * or no travel module). Its texts are the dashboard block's namespace, which the card and the detail share.
 */
export function AffectedTravellers({ affected, onLeave }: AffectedTravellersProps): ReactElement | null {
  const { t } = useTranslation(NEWS_BLOCK_NS);
  const countId = useId();
  if (!affected) return null;
  return (
    <span className="nat-affected">
      <span id={countId} className="nat-affected-count">
        {t('affected.travellers', { count: affected.count })}
      </span>
      {affected.count > 0 ? (
        <Link className="button nat-affected-contact" to={contactHref(affected.travels)} aria-describedby={countId} onClick={onLeave}>
          {t('affected.contact')}
        </Link>
      ) : null}
    </span>
  );
}

import { useId, type ReactElement } from 'react';
import { CountryFlag, useTranslation } from '@vigil/web-sdk';
import type { NewsAlertItem } from '../contract';
import { formatNewsDate } from './format-news-date';
import { LevelBadge } from './level-badge';
import { NAT_NS } from './nat-i18n';
import { newsPreview } from './news-preview';

interface NewsAlertCardProps {
  item: NewsAlertItem;
  onOpen: (item: NewsAlertItem) => void;
}

/**
 * One card of the masonry (spec part 2 §3): level, country with flag, title, subtitle, a 150-character preview
 * and the date. The card is a button named by its title, so a click, Enter or Space opens the detail.
 */
export function NewsAlertCard({ item, onOpen }: NewsAlertCardProps): ReactElement {
  const { t } = useTranslation(NAT_NS);
  const titleId = useId();
  const detailsId = useId();
  return (
    <button
      type="button"
      className={`nat-card nat-card-${item.alert_level}`}
      aria-labelledby={titleId}
      aria-describedby={detailsId}
      onClick={() => onOpen(item)}
    >
      <span className="nat-card-top">
        <LevelBadge level={item.alert_level} />
        <span className="nat-card-country">
          <CountryFlag flag={item.flag} name={item.country} /> {item.country}
        </span>
      </span>
      <span id={titleId} className="nat-card-title">
        {item.title}
      </span>
      <span id={detailsId} className="nat-card-details">
        <span className="nat-card-subtitle">{item.subtitle}</span>
        <span className="nat-card-preview">{newsPreview(item.description)}</span>
        <span className="nat-card-date">{t('card.published', { date: formatNewsDate(item.creation_date) })}</span>
        {item.demo ? <span className="nat-card-demo">{t('demo')}</span> : null}
      </span>
    </button>
  );
}

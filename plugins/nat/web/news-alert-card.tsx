import { useId, type ReactElement } from 'react';
import { Link } from 'wouter';
import { CountryFlag, useTranslation } from '@vigil/web-sdk';
import type { NewsAlertItem } from '../contract';
import { AffectedTravellers } from './affected-travellers';
import { formatNewsDate } from './format-news-date';
import { LevelBadge } from './level-badge';
import { NAT_NS } from './nat-i18n';
import { newsPreview } from './news-preview';
import { NEWS_ALERT_PARAM, NEWS_SEARCH_MAX, NEWS_URL_KEYS } from './news-url';

interface NewsAlertCardProps {
  item: NewsAlertItem;
  onOpen: (item: NewsAlertItem) => void;
}

/** The card's own address: the alert's country, searched by its title, with its detail open. */
export function newsAlertHref(item: NewsAlertItem): string {
  const params = new URLSearchParams();
  params.set(NEWS_URL_KEYS.search, Array.from(item.title).slice(0, NEWS_SEARCH_MAX).join(''));
  params.set(NEWS_URL_KEYS.country, String(item.countryID));
  params.set(NEWS_ALERT_PARAM, String(item.id));
  return `/Nat?${params.toString()}`;
}

/**
 * One card of the masonry (spec part 2 §3): level, country with flag, title, subtitle, a 150-character preview
 * and the date. Its title is a link that covers the whole card (so the link's name is its visible title): a
 * click (or Enter) opens the detail in place; Ctrl-click, a middle click or 'Open in new tab' open the alert's own
 * address. A high or extreme alert shows admins and tra users the travellers it affects, with Contact above that link.
 */
export function NewsAlertCard({ item, onOpen }: NewsAlertCardProps): ReactElement {
  const { t, language } = useTranslation(NAT_NS);
  const detailsId = useId();
  return (
    <article className={`nat-card nat-card-${item.alert_level}`}>
      <span className="nat-card-top">
        <LevelBadge level={item.alert_level} />
        <span className="nat-card-country">
          <CountryFlag flag={item.flag} name={item.country} /> {item.country}
        </span>
      </span>
      <Link
        to={newsAlertHref(item)}
        className="nat-card-title nat-card-link"
        aria-describedby={detailsId}
        onClick={(event) => {
          if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onOpen(item);
        }}
      >
        {item.title}
      </Link>
      <span id={detailsId} className="nat-card-details">
        <span className="nat-card-subtitle">{item.subtitle}</span>
        <span className="nat-card-preview">{newsPreview(item.description)}</span>
        <span className="nat-card-date">{t('card.published', { date: formatNewsDate(item.creation_date, language) })}</span>
        {item.demo ? <span className="nat-card-demo">{t('demo')}</span> : null}
      </span>
      <AffectedTravellers affected={item.affected} />
    </article>
  );
}

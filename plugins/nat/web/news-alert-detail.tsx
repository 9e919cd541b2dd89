import DOMPurify from 'dompurify';
import type { ReactElement } from 'react';
import { CountryFlag, useRegionNames, useTranslation } from '@vigil/web-sdk';
import type { NewsAlertItem } from '../contract';
import { AffectedTravellers } from './affected-travellers';
import { formatNewsDate } from './format-news-date';
import { LevelBadge } from './level-badge';
import { NAT_NS } from './nat-i18n';

/**
 * The detail modal's content of one alert: level with its advice, country, area, category, date, subtitle,
 * image, the travellers it affects (issue 22, for who may see them) and the full description. The server
 * sanitises the HTML when written; DOMPurify sanitises it again here.
 */
export function NewsAlertDetail({ item, onLeave }: { item: NewsAlertItem; onLeave?: () => void }): ReactElement {
  const { t, language } = useTranslation(NAT_NS);
  const names = useRegionNames();
  const country = names.country(item.flag, item.country);
  const description = DOMPurify.sanitize(item.description);
  return (
    <article className="nat-detail">
      <p className="nat-detail-level">
        <LevelBadge level={item.alert_level} /> <span>{t(`advice.${item.alert_level}`)}</span>
      </p>
      {item.affected ? (
        <p className="nat-detail-affected">
          <AffectedTravellers affected={item.affected} onLeave={onLeave} />
        </p>
      ) : null}
      <dl className="nat-detail-facts">
        <dt>{t('filters.country')}</dt>
        <dd>
          <CountryFlag flag={item.flag} name={country} /> {country}
        </dd>
        <dt>{t('detail.area')}</dt>
        <dd>{names.continent(item.zoneName)}</dd>
        <dt>{t('detail.category')}</dt>
        <dd>{item.risk_name}</dd>
        <dt>{t('detail.date')}</dt>
        <dd>{formatNewsDate(item.creation_date, language)}</dd>
      </dl>
      {item.subtitle ? <p className="nat-detail-subtitle">{item.subtitle}</p> : null}
      {item.image ? <img className="nat-detail-image" src={item.image} alt="" /> : null}
      <div className="nat-detail-description" dangerouslySetInnerHTML={{ __html: description }} />
      {item.demo ? <p className="nat-detail-demo">{t('demo')}</p> : null}
    </article>
  );
}

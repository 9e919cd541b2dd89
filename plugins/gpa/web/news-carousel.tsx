import { useMemo, useState, type ReactElement } from 'react';
import { formatDay } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import type { GeneralNewsItem } from '../contract';
import { GPA_NS } from './gpa-i18n';
import { SafeHtml } from './safe-html';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** A month's name in the reader's language ('February', 'febbraio'); its number stays the option's value. */
function monthName(month: number, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
}

function yearMonth(date: string): [number, number] {
  const parsed = new Date(date);
  return [parsed.getUTCFullYear(), parsed.getUTCMonth() + 1];
}

/**
 * The latest news, one at a time (spec part 2 §4, §9): filtered by year (taken from the items) and month
 * (1–12); Previous and Next stop at the ends.
 */
export function NewsCarousel({ news }: { news: readonly GeneralNewsItem[] }): ReactElement {
  const { t, language } = useTranslation(GPA_NS);
  const [year, setYear] = useState('');
  const [month, setMonth] = useState('');
  const [position, setPosition] = useState(0);
  const years = useMemo(() => [...new Set(news.map((item) => yearMonth(item.creation_date)[0]))].sort((a, b) => b - a), [news]);
  const shown = useMemo(
    () =>
      news.filter((item) => {
        const [itemYear, itemMonth] = yearMonth(item.creation_date);
        return (!year || itemYear === Number(year)) && (!month || itemMonth === Number(month));
      }),
    [news, year, month],
  );
  const index = Math.min(position, Math.max(shown.length - 1, 0));
  const item = shown[index];
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPosition(0);
  };

  return (
    <section className="gpa-block gpa-news" aria-labelledby="gpa-news-heading">
      <h2 id="gpa-news-heading">{t('detail.news')}</h2>
      <div className="gpa-filters">
        <label>
          {t('detail.year')}{' '}
          <select value={year} onChange={(event) => filter(setYear)(event.target.value)}>
            <option value="">{t('detail.all')}</option>
            {years.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('detail.month')}{' '}
          <select value={month} onChange={(event) => filter(setMonth)(event.target.value)}>
            <option value="">{t('detail.all')}</option>
            {MONTHS.map((value) => (
              <option key={value} value={value}>
                {monthName(value, language)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {item ? (
        <article className="gpa-news-item" aria-roledescription="slide">
          <h3>{item.title}</h3>
          <p className="gpa-date">{formatDay(item.creation_date, language)}</p>
          {item.image ? <img className="gpa-news-image" src={item.image} alt="" /> : null}
          <SafeHtml html={item.description} className="gpa-html" />
        </article>
      ) : (
        <p className="gpa-empty">{t('detail.noNews')}</p>
      )}
      <div className="gpa-slider-controls">
        <button type="button" className="button" disabled={index === 0} onClick={() => setPosition(index - 1)}>
          {t('detail.previous')}
        </button>
        <span>{shown.length ? t('detail.position', { current: index + 1, total: shown.length }) : null}</span>
        <button type="button" className="button" disabled={index >= shown.length - 1} onClick={() => setPosition(index + 1)}>
          {t('detail.next')}
        </button>
      </div>
    </section>
  );
}

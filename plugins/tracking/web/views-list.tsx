import type { ReactElement } from 'react';
import { formatDate } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import { TRACKING_NS } from './tracking-i18n';

/** Who looked at the person's position and when (privacy by design: every look by someone else is recorded). */
export function ViewsList({ views }: { views: readonly { viewer: string; viewed_at: string }[] }): ReactElement {
  const { t, language } = useTranslation(TRACKING_NS);
  return (
    <section className="tracking-views" aria-labelledby="tracking-views-heading">
      <h2 id="tracking-views-heading">{t('views.heading')}</h2>
      {views.length === 0 ? (
        <p>{t('views.none')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('views.viewer')}</th>
              <th scope="col">{t('views.when')}</th>
            </tr>
          </thead>
          <tbody>
            {views.map((view, index) => (
              <tr key={`${view.viewed_at}-${index}`}>
                <td>{view.viewer}</td>
                <td>{formatDate(view.viewed_at, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import { useEffect, type ReactElement } from 'react';
import { formatDate } from '@vigil/core';
import { LoadFailure, PageLoader, TOKENS, useLoad, useService, useTranslation } from '@vigil/web-sdk';
import { getMyRequests } from '../contract';
import { onRequestSent } from './request-events';
import { SRMT_NS } from './srmt-i18n';

/** The requester's own evaluation requests, newest first, with date and status (issue 14). */
export function MyRequests(): ReactElement {
  const { t, language } = useTranslation(SRMT_NS);
  const api = useService(TOKENS.Api);
  const requests = useLoad(() => api.call(getMyRequests), 'mine');
  const { retry } = requests;
  useEffect(() => onRequestSent(retry), [retry]);

  let body: ReactElement;
  if (requests.status === 'loading') body = <PageLoader plugin="srmt" label={t('mine.loading')} />;
  else if (requests.status === 'error') body = <LoadFailure message={requests.message} onRetry={retry} />;
  else if (requests.data.length === 0) body = <p>{t('mine.empty')}</p>;
  else {
    body = (
      <table className="srmt-requests">
        <thead>
          <tr>
            <th scope="col">{t('mine.date')}</th>
            <th scope="col">{t('mine.request')}</th>
            <th scope="col">{t('mine.country')}</th>
            <th scope="col">{t('mine.status')}</th>
          </tr>
        </thead>
        <tbody>
          {requests.data.map((request) => (
            <tr key={request.id}>
              <td>{formatDate(request.created_at, language)}</td>
              <td>{t(`source.${request.source}`)}</td>
              <td>{request.country}</td>
              <td>{t(`status.${request.status}`, { defaultValue: request.status })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <section aria-labelledby="srmt-mine">
      <h2 id="srmt-mine">{t('mine.heading')}</h2>
      {body}
    </section>
  );
}

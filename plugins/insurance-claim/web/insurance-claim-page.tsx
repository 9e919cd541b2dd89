import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactElement } from 'react';
import { formatDate } from '@vigil/core';
import { LoadFailure, PageHeading, PageLoader, Pagination, TOKENS, usePagination, useService, useTranslation } from '@vigil/web-sdk';
import { INSURANCE_CLAIMS_PAGE_SIZE, type InsuranceClaimRow } from '../contract';
import { INSURANCE_CLAIM_NS } from './insurance-claim-i18n';
import { InsuranceClaimsStore } from './insurance-claims-store';
import './insurance-claim.css';

function ClaimsTable({ claims }: { claims: readonly InsuranceClaimRow[] }): ReactElement {
  const { t } = useTranslation(INSURANCE_CLAIM_NS);
  const { page, pageCount, pageItems, setPage } = usePagination(claims, INSURANCE_CLAIMS_PAGE_SIZE);
  return (
    <>
      <table className="insurance-claim-table">
        <caption className="visually-hidden">{t('listLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.insuranceName')}</th>
            <th scope="col">{t('columns.insurancePhone')}</th>
            <th scope="col">{t('columns.createdAt')}</th>
          </tr>
        </thead>
        <tbody>
          {pageItems.map((claim, index) => (
            // Rows have no id of their own; within a page the position is stable.
            <tr key={`${page}-${index}`}>
              <td>{claim.name}</td>
              <td>{claim.insurance_name}</td>
              <td>{claim.insurance_phone}</td>
              <td>
                <time dateTime={claim.created_at}>{formatDate(claim.created_at)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} pageCount={pageCount} onChange={setPage} label={t('listLabel')} />
    </>
  );
}

/** /InsuranceClaim (spec part 1 §2): the company's claims, newest first, 10 per page. Admin only. */
const InsuranceClaimPage = observer(function InsuranceClaimPage(): ReactElement {
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const { t } = useTranslation(INSURANCE_CLAIM_NS);
  const [store] = useState(() => new InsuranceClaimsStore(api, ui));

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <div className="insurance-claim-page">
      <PageHeading>{t('title')}</PageHeading>
      {store.status === 'loading' ? <PageLoader plugin="insurance-claim" label={t('loading')} /> : null}
      {store.status === 'error' ? (
        <LoadFailure message={t('loadFailed')} onRetry={() => void store.load()} />
      ) : null}
      {store.status === 'ready' ? (
        store.claims.length === 0 ? (
          <p className="insurance-claim-empty">{t('empty')}</p>
        ) : (
          <ClaimsTable claims={store.claims} />
        )
      ) : null}
    </div>
  );
});

export default InsuranceClaimPage;

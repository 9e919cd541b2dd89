import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { formatDate } from '@vigil/core';
import {
  ListPagination,
  ListToolbar,
  LoadFailure,
  PageHeading,
  PageLoader,
  SortableHeader,
  TOKENS,
  useListView,
  useService,
  useTranslation,
  type ListColumn,
} from '@vigil/web-sdk';
import { INSURANCE_CLAIMS_PAGE_SIZE, type InsuranceClaimRow } from '../contract';
import { INSURANCE_CLAIM_NS } from './insurance-claim-i18n';
import { InsuranceClaimsStore } from './insurance-claims-store';
import './insurance-claim.css';

function ClaimsTable({ claims }: { claims: readonly InsuranceClaimRow[] }): ReactElement {
  const { t } = useTranslation(INSURANCE_CLAIM_NS);
  const columns = useMemo<ListColumn<InsuranceClaimRow>[]>(
    () => [
      { id: 'name', label: t('columns.name'), text: (claim) => claim.name },
      { id: 'insuranceName', label: t('columns.insuranceName'), text: (claim) => claim.insurance_name },
      { id: 'insurancePhone', label: t('columns.insurancePhone'), text: (claim) => claim.insurance_phone },
      { id: 'createdAt', label: t('columns.createdAt'), text: (claim) => formatDate(claim.created_at), sortValue: (claim) => claim.created_at },
    ],
    [t],
  );
  // In the server's order reversed (spec part 1 §2) until a column is chosen.
  const view = useListView(claims, { columns, pageSize: INSURANCE_CLAIMS_PAGE_SIZE, fileName: 'insurance-claims' });
  // Rows have no id of their own: each keeps its place in the list as its key while sorting and searching.
  const keys = useMemo(() => new Map(claims.map((claim, index) => [claim, index])), [claims]);
  return (
    <>
      <ListToolbar view={view} label={t('searchLabel')} />
      <table className="insurance-claim-table">
        <caption className="visually-hidden">{t('listLabel')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <SortableHeader key={column.id} view={view} column={column.id} />
            ))}
          </tr>
        </thead>
        <tbody>
          {view.shown.map((claim) => (
            <tr key={keys.get(claim)}>
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
      <ListPagination view={view} label={t('listLabel')} />
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

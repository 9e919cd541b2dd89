import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import {
  dateColumn,
  ListTable,
  LoadFailure,
  PageHeading,
  PageLoader,
  TOKENS,
  useService,
  useTranslation,
  type ListTableColumn,
} from '@vigil/web-sdk';
import { INSURANCE_CLAIMS_PAGE_SIZE, type InsuranceClaimRow } from '../contract';
import { INSURANCE_CLAIM_NS } from './insurance-claim-i18n';
import { InsuranceClaimsStore } from './insurance-claims-store';
import './insurance-claim.css';

function ClaimsTable({ claims }: { claims: readonly InsuranceClaimRow[] }): ReactElement {
  const { t } = useTranslation(INSURANCE_CLAIM_NS);
  const columns = useMemo<ListTableColumn<InsuranceClaimRow>[]>(
    () => [
      { id: 'name', label: t('columns.name'), text: (claim) => claim.name },
      { id: 'insuranceName', label: t('columns.insuranceName'), text: (claim) => claim.insurance_name },
      { id: 'insurancePhone', label: t('columns.insurancePhone'), text: (claim) => claim.insurance_phone },
      dateColumn('createdAt', t('columns.createdAt'), (claim) => claim.created_at),
    ],
    [t],
  );
  // In the server's order reversed (spec part 1 §2) until a column is chosen.
  return (
    <ListTable rows={claims} columns={columns} label={t('listLabel')} searchLabel={t('searchLabel')} pageSize={INSURANCE_CLAIMS_PAGE_SIZE}
      fileName="insurance-claims" className="insurance-claim-table" />
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

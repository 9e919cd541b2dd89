import type { ReactElement } from 'react';
import { PageHeading, useTranslation } from '@vigil/web-sdk';
import { INF_NS } from './inf-i18n';

/** /ELearning (spec part 2 §2): an empty titled page. */
export default function ElearningPage(): ReactElement {
  const { t } = useTranslation(INF_NS);
  return (
    <div className="inf-page inf-elearning">
      <PageHeading>{t('elearning.title')}</PageHeading>
    </div>
  );
}

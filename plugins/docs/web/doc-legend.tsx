import type { ReactElement } from 'react';
import { useTranslation } from '@vigil/web-sdk';
import { DOCS_NS } from './docs-i18n';

/** The legend (spec part 2 §2): procedures apart from client and other documents, in the boxes' colours. */
export function DocLegend(): ReactElement {
  const { t } = useTranslation(DOCS_NS);
  return (
    <ul className="docs-legend" aria-label={t('legend.label')}>
      <li>
        <span className="docs-swatch docs-swatch-procedure" aria-hidden="true" />
        {t('legend.procedure')}
      </li>
      <li>
        <span className="docs-swatch docs-swatch-other" aria-hidden="true" />
        {t('legend.other')}
      </li>
    </ul>
  );
}

import { useState, type ReactElement } from 'react';
import { useTranslation } from '@vigil/web-sdk';
import type { GeopoliticalRisk } from '../contract';
import { CollapsibleItem } from './collapsible-item';
import { GPA_NS } from './gpa-i18n';
import { SafeHtml } from './safe-html';

/**
 * The geopolitical risks (spec part 2 §2, §4): each item opens or closes; the block's title opens all of them,
 * or closes all when every one is open.
 */
export function GeopoliticalRisks({ risks }: { risks: readonly GeopoliticalRisk[] }): ReactElement {
  const { t } = useTranslation(GPA_NS);
  const [open, setOpen] = useState<readonly boolean[]>(() => risks.map(() => false));
  const allOpen = open.length > 0 && open.every(Boolean);
  return (
    <section className="gpa-block gpa-geopolitical" aria-labelledby="gpa-geopolitical-heading">
      <h2 id="gpa-geopolitical-heading">
        <button type="button" className="gpa-block-toggle" aria-expanded={allOpen} onClick={() => setOpen(risks.map(() => !allOpen))}>
          {t('detail.geopolitical')}
        </button>
      </h2>
      <ul className="gpa-collapsibles">
        {risks.map((risk, index) => (
          <CollapsibleItem
            key={index}
            title={risk.title}
            open={open[index] ?? false}
            onToggle={() => setOpen((current) => current.map((value, i) => (i === index ? !value : value)))}
          >
            <SafeHtml html={risk.description} className="gpa-html" />
          </CollapsibleItem>
        ))}
      </ul>
    </section>
  );
}

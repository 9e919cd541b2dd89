import { useState, type ReactElement } from 'react';
import { useTranslation } from '@vigil/web-sdk';
import type { TravelAdviceItem } from '../contract';
import { CollapsibleItem } from './collapsible-item';
import { GPA_NS } from './gpa-i18n';
import { RiskIcon } from './risk-icon';
import { SafeHtml } from './safe-html';
import { vocabularyName } from './vocabulary-name';

/** The travel advices as a collapsible list, after the general travel advice text. */
export function TravelAdvices({ advices, summary }: { advices: readonly TravelAdviceItem[]; summary: string }): ReactElement {
  const { t } = useTranslation(GPA_NS);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number): void =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <section className="gpa-block gpa-travel" aria-labelledby="gpa-travel-heading">
      <h2 id="gpa-travel-heading">{t('detail.travelAdvices')}</h2>
      {summary ? <SafeHtml html={summary} className="gpa-html" /> : null}
      <ul className="gpa-collapsibles">
        {advices.map((advice, index) => (
          <CollapsibleItem
            key={index}
            open={open.has(index)}
            onToggle={() => toggle(index)}
            title={
              <>
                <RiskIcon icon={advice.icon} />
                {vocabularyName(t, advice.name)}
              </>
            }
          >
            <SafeHtml html={advice.description} className="gpa-html" />
          </CollapsibleItem>
        ))}
      </ul>
    </section>
  );
}

import { useRef, type ReactElement } from 'react';
import { useTranslation } from '@vigil/web-sdk';
import type { Document } from '../contract';
import { DocBox, type DocBoxProps } from './doc-box';
import { DOCS_NS } from './docs-i18n';
import { useGrowingWindow } from './use-growing-window';

export interface DocListProps extends Omit<DocBoxProps, 'doc'> {
  docs: readonly Document[];
}

/** The documents' boxes, laid out a screenful at a time as the user scrolls (5,000 of them stay quick). */
export function DocList({ docs, ...actions }: DocListProps): ReactElement {
  const { t } = useTranslation(DOCS_NS);
  const sentinel = useRef<HTMLDivElement>(null);
  const shown = useGrowingWindow(docs, sentinel);
  if (docs.length === 0) return <p>{t('empty')}</p>;
  return (
    <>
      <ul className="docs-boxes" aria-label={t('listLabel')}>
        {docs.slice(0, shown).map((doc) => (
          <DocBox key={doc.uniqueKey} doc={doc} {...actions} />
        ))}
      </ul>
      <div ref={sentinel} className="docs-sentinel" hidden={shown >= docs.length} />
    </>
  );
}

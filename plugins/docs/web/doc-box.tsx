import { memo, type ReactElement } from 'react';
import { formatDate } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import { cutTitle, type Document } from '../contract';
import { DOCS_NS } from './docs-i18n';

export interface DocBoxProps {
  doc: Document;
  /** Admins see who of the named users opened it. */
  admin: boolean;
  onShow(doc: Document): void;
  onEdit(doc: Document): void;
  onReaders(doc: Document): void;
}

/**
 * One document's box: the title cut at 30 characters (spec part 2 §9; the whole title is its accessible name and
 * its tooltip), its kind by the legend's colour, projects and date, and Show, Edit (canEditDoc) and Readers.
 */
export const DocBox = memo(function DocBox({ doc, admin, onShow, onEdit, onReaders }: DocBoxProps): ReactElement {
  const { t, language } = useTranslation(DOCS_NS);
  return (
    <li className={doc.isProcedure ? 'docs-box docs-box-procedure' : 'docs-box docs-box-other'} data-doc={doc.id}>
      <h3 className="docs-box-title" title={doc.title} aria-label={doc.title}>
        {cutTitle(doc.title)}
      </h3>
      <p className="docs-box-meta">{doc.buildingsName === '' ? t('box.noProject') : t('box.projects', { names: doc.buildingsName })}</p>
      <p className="docs-box-meta">
        {doc.categoryName} · {t('box.updated', { date: formatDate(doc.last_update, language) })}
      </p>
      <div className="docs-box-actions">
        <button type="button" className="button" aria-label={t('box.showLabel', { title: doc.title })} onClick={() => onShow(doc)}>
          {t('box.show')}
        </button>
        {doc.canEditDoc ? (
          <button type="button" aria-label={t('box.editLabel', { title: doc.title })} onClick={() => onEdit(doc)}>
            {t('box.edit')}
          </button>
        ) : null}
        {admin ? (
          <button type="button" aria-label={t('box.readersLabel', { title: doc.title })} onClick={() => onReaders(doc)}>
            {t('box.readers')}
          </button>
        ) : null}
      </div>
    </li>
  );
});

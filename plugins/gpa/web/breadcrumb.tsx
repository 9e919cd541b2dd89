import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '@vigil/web-sdk';
import { GPA_NS } from './gpa-i18n';

export interface BreadcrumbItem {
  label: string;
  /** Omitted on the last item, the current page. */
  to?: string;
}

/** A breadcrumb trail; the last item is the current page. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }): ReactElement {
  const { t } = useTranslation(GPA_NS);
  return (
    <nav className="gpa-breadcrumb" aria-label={t('breadcrumb')}>
      <ol>
        {items.map((item, index) =>
          item.to ? (
            <li key={index}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ) : (
            <li key={index} aria-current="page">
              {item.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

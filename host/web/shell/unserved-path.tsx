import type { ReactElement } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { useTranslation } from '../i18n';
import { PageHeading } from '../ui/page-heading';
import { SHELL_NAMESPACE } from './i18n/shell-namespace';
import { isProductPath, moduleKey } from './product-tools';

/**
 * A path no route of this installation serves. A tool of the product that is not built yet, or whose module is
 * not installed here, gets a titled page that says so, with the way back; any other path goes to the dashboard.
 */
export function UnservedPath(): ReactElement {
  const [pathname] = useLocation();
  if (!isProductPath(pathname)) return <Redirect to="/" replace />;
  return <NotAvailablePage module={moduleKey(pathname)} />;
}

function NotAvailablePage({ module }: { module: string }): ReactElement {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const name = t(`modules.${module}`, { defaultValue: '' });
  return (
    <section className="not-available" data-module={module}>
      <PageHeading>{name ? t('unavailable.title', { module: name }) : t('unavailable.genericTitle')}</PageHeading>
      <p>{t('unavailable.text')}</p>
      <p>
        <Link className="button" to="/">
          {t('unavailable.back')}
        </Link>
      </p>
    </section>
  );
}

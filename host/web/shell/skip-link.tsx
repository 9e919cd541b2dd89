import type { ReactElement } from 'react';
import { useTranslation } from '../i18n';
import { SHELL_NAMESPACE } from './i18n/shell-namespace';

/** The first focusable element of every page: keyboard users jump over the header menus to the content. */
export function SkipLink(): ReactElement {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <a className="skip-link" href="#main">
      {t('header.skip')}
    </a>
  );
}

import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { SHELL_NAMESPACE } from './i18n/shell-namespace';

interface NewTabLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Called when the link is followed (click, Enter, middle click). */
  onOpen?: () => void;
}

/** A link that opens in a new tab, without giving the new page a handle on this one, and says so to screen readers. */
export function NewTabLink({ href, children, className, onOpen }: NewTabLinkProps): ReactElement {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const onAuxClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button === 1) onOpen?.();
  };
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" onClick={onOpen} onAuxClick={onAuxClick}>
      {children}
      <span className="visually-hidden"> {t('footer.newTab')}</span>
    </a>
  );
}

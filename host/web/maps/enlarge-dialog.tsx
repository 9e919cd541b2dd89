import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { MAPS_NAMESPACE } from './i18n/maps-namespace';

/**
 * The full-screen view of 'Enlarge Map': a modal dialog that closes with its button or Escape and gives the
 * focus back to what opened it.
 */
export function EnlargeDialog({ onClose, children }: { onClose: () => void; children: ReactNode }): ReactElement {
  const { t } = useTranslation(MAPS_NAMESPACE);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <div
      className="map-fullscreen"
      role="dialog"
      aria-modal="true"
      aria-label={t('map')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <button ref={closeButton} type="button" className="button button-secondary map-fullscreen-close" onClick={onClose}>
        {t('close')}
      </button>
      {children}
    </div>
  );
}

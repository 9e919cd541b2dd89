import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { MAPS_NAMESPACE } from './i18n/maps-namespace';

export interface EnlargeDialogProps {
  onClose: () => void;
  /** Accessible name of the dialog (default 'Map'). */
  title?: string;
  /** The map again, drawn large (a map's className 'map-fullscreen-map' lets it fill the screen). */
  children: ReactNode;
}

/**
 * The full-screen view of a map (AreaMap's 'Enlarge Map', MarkerMap's `fullscreen`): a modal dialog that closes
 * with its button or Escape and gives the focus back to what opened it.
 */
export function EnlargeDialog({ onClose, title, children }: EnlargeDialogProps): ReactElement {
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
      aria-label={title ?? t('map')}
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

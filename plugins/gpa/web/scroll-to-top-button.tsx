import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from '@vigil/web-sdk';
import { GPA_NS } from './gpa-i18n';

/** Appears once the page has scrolled past one viewport height (spec part 2 §9) and scrolls back to the top. */
export function ScrollToTopButton(): ReactElement | null {
  const { t } = useTranslation(GPA_NS);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = (): void => setShown(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <button type="button" className="button gpa-scroll-top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      {t('detail.scrollTop')}
    </button>
  );
}

import { useCallback, useSyncExternalStore } from 'react';
import type { TranslateOptions } from './translator';
import { i18n } from './i18n';

export type Translate = (key: string, options?: TranslateOptions) => string;

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  i18n.on('added', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.off('added', onChange);
  };
}

let revision = 0;
i18n.on('languageChanged', () => (revision += 1));
i18n.on('added', () => (revision += 1));

/**
 * `t` for one namespace, re-rendering when the language changes or a catalogue arrives. A few lines over
 * useSyncExternalStore instead of react-i18next, which would add about 19 KB gzip to every page.
 */
export function useTranslation(namespace = 'common'): { t: Translate; language: string } {
  const current = useSyncExternalStore(subscribe, () => revision);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `current` changes exactly when translations do.
  const t = useCallback<Translate>((key, options) => i18n.t(key, { ns: namespace, ...options }), [namespace, current]);
  return { t, language: i18n.language };
}

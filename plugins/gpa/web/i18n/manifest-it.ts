/**
 * The manifest's texts in Italian (title, menu, bubble), all the header and the dashboard need: the manifest loads
 * these alone, so a dashboard in Italian does not download the whole catalogue (it.ts) for one bubble.
 */
export const gpaManifestIt = {
  title: 'Analisi del rischio paese',
  menu: { label: 'Analisi del rischio paese' },
  bubble: { label: 'Analisi del rischio paese', description: 'Quanto è sicuro ogni paese oggi: livelli di rischio, ultime notizie e consigli di viaggio, per oltre 200 paesi.' },
};

/** What the manifest's loader answers: the namespace's `manifest` keys only. */
export const gpaManifestCatalogue = { manifest: gpaManifestIt };

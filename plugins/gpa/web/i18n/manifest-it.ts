/**
 * The manifest's texts in Italian (title, menu, bubble), all the header and the dashboard need: the manifest loads
 * these alone, so a dashboard in Italian does not download the whole catalogue (it.ts) for one bubble.
 */
export const gpaManifestIt = {
  title: 'Analisi del rischio paese',
  menu: { label: 'Analisi del rischio paese' },
  bubble: { label: 'Analisi del rischio paese', description: "Apri l'analisi del rischio paese." },
};

/** What the manifest's loader answers: the namespace's `manifest` keys only. */
export const gpaManifestCatalogue = { manifest: gpaManifestIt };

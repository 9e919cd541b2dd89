/**
 * The manifest's texts in Italian (title, menu, bubble), all the header and the dashboard need: the manifest loads
 * these alone, so a dashboard in Italian does not download the whole catalogue (it.ts) for one bubble.
 */
export const srmtManifestIt = {
  title: 'Richieste di valutazione',
  menu: { cte: 'Valutazione della minaccia Paese', ie: "Valutazione d'impatto", sed: 'Database degli eventi di sicurezza' },
  bubble: {
    label: 'Richieste di valutazione',
    description: "Richiedi una Valutazione della minaccia Paese, una Valutazione d'impatto o un estratto del Database degli eventi di sicurezza.",
  },
};

/** What the manifest's loader answers: the namespace's `manifest` keys only. */
export const srmtManifestCatalogue = { manifest: srmtManifestIt };

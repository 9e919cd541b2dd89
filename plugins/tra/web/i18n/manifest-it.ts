/**
 * The manifest's texts in Italian (title, menu, bubble), all the header and the dashboard need: the manifest loads
 * these alone, so a dashboard in Italian does not download the whole catalogue (it.ts) for one bubble.
 */
export const traManifestIt = {
  title: 'Viaggi',
  menu: { label: 'Viaggi' },
  bubble: {
    label: 'Viaggi',
    description: 'Chi viaggia, dove e quando, approvato una volta superate le formazioni; dove si trova ora, e un messaggio per loro.',
  },
};

/** What the manifest's loader answers: the namespace's `manifest` keys only. */
export const traManifestCatalogue = { manifest: traManifestIt };

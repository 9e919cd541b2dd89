/**
 * The manifest's texts in Italian (title, menu, bubble), all the header and the dashboard need: the manifest loads
 * these alone, so a dashboard in Italian does not download the whole catalogue (it.ts) for one bubble.
 */
export const infManifestIt = {
  title: 'E-learning',
  menu: { label: 'E-learning' },
  bubble: {
    label: 'E-learning',
    description: 'Induzioni per paese con video e documenti, e un test di valutazione per paese.',
  },
};

/** What the manifest's loader answers: the namespace's `manifest` keys only. */
export const infManifestCatalogue = { manifest: infManifestIt };

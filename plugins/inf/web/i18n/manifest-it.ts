/**
 * The manifest's texts in Italian (title, menu, bubble), all the header and the dashboard need: the manifest loads
 * these alone, so a dashboard in Italian does not download the whole catalogue (it.ts) for one bubble.
 */
export const infManifestIt = {
  title: 'E-learning',
  menu: { label: 'E-learning' },
  bubble: {
    label: 'E-learning',
    description: 'Conosci un paese prima di partire: i video e i documenti della sua induzione, poi un breve test su ciò che hai imparato.',
  },
};

/** What the manifest's loader answers: the namespace's `manifest` keys only. */
export const infManifestCatalogue = { manifest: infManifestIt };

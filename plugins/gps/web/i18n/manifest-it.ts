/**
 * The manifest's texts in Italian (title, menu, bubble), all the header and the dashboard need: the manifest loads
 * these alone, so a dashboard in Italian does not download the whole catalogue (it.ts) for one bubble.
 */
export const gpsManifestIt = {
  title: 'Tracciamento GPS',
  menu: { label: 'Tracciamento GPS' },
  bubble: {
    label: 'Tracciamento GPS',
    description: 'Dove sono le tue persone, in tempo reale: le posizioni su una mappa, il loro stato e i loro messaggi.',
  },
};

/** What the manifest's loader answers: the namespace's `manifest` keys only. */
export const gpsManifestCatalogue = { manifest: gpsManifestIt };

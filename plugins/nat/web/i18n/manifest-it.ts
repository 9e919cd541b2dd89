/**
 * The manifest's texts in Italian (title, menu, bubble), all the header and the dashboard need: the manifest loads
 * these alone, so a dashboard in Italian does not download the whole catalogue (it.ts) for one bubble.
 */
export const natManifestIt = {
  title: 'Allerte notizie',
  menu: { label: 'Allerte notizie' },
  bubble: { label: 'Allerte notizie', description: 'Le notizie di sicurezza che ti riguardano: allerte per paese, livello e minaccia, appena pubblicate.' },
};

/** What the manifest's loader answers: the namespace's `manifest` keys only. */
export const natManifestCatalogue = { manifest: natManifestIt };

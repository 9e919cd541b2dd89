/**
 * The manifest's texts in Italian (title, user-menu item), all the header needs: the manifest loads these alone,
 * so a dashboard in Italian does not download the whole catalogue (it.ts) for one menu item.
 */
export const trackingManifestIt = { title: 'Il mio tracciamento', menu: { label: 'Il mio tracciamento' } };

/** What the manifest's loader answers: the namespace's `manifest` keys only. */
export const trackingManifestCatalogue = { manifest: trackingManifestIt };

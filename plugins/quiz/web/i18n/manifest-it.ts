/**
 * The manifest's texts in Italian (title, menu), all the header and the dashboard need: the manifest loads
 * these alone, so a dashboard in Italian does not download the whole catalogue (it.ts) for one menu item.
 */
export const quizManifestIt = {
  title: 'Test di valutazione delle conoscenze',
  menu: { label: 'Test di valutazione delle conoscenze' },
};

/** What the manifest's loader answers: the namespace's `manifest` keys only. */
export const quizManifestCatalogue = { manifest: quizManifestIt };

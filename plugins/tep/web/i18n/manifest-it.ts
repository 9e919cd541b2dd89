/** The manifest's texts in Italian: all the header and the dashboard need before a page of the module loads. */
export const tepManifestIt = {
  title: 'Registrazione dei viaggiatori',
  menu: { label: 'Registrazione dei viaggiatori' },
  bubble: {
    label: 'Registrazione dei viaggiatori',
    description: "Registrazione dei viaggiatori: un campione dell'elenco del personale registrato per i viaggi, con ogni campo di una scheda.",
  },
};

/** What the manifest's loader answers: the namespace's `manifest` keys only. */
export const tepManifestCatalogue = { manifest: tepManifestIt };

/** The manifest's texts in Italian: all the header and the dashboard need before a page of the module loads. */
export const docsManifestIt = {
  // The tools' acronyms, as the Italian dashboard names them.
  title: 'OPS',
  menu: { ops: 'OPS', ava: 'AVA' },
  bubble: { label: 'OPS', description: 'Documenti operativi per località: procedure, documenti dei clienti e di sicurezza.' },
};

/** What the manifest's loader answers: the namespace's `manifest` keys only. */
export const docsManifestCatalogue = { manifest: docsManifestIt };

/** The static documents in host/web/public/legal (served beside the app), opened in a new tab. */
export const LEGAL_LINKS = {
  guide: '/legal/guide.html',
  privacyPolicy: '/legal/privacy-policy.html',
  terms: '/legal/terms.html',
} as const;

export type LegalDocument = keyof typeof LEGAL_LINKS;

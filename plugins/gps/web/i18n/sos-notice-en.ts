/**
 * The SOS notice's texts (namespace 'gps-sos', sos-notice-i18n.ts): few and apart from the screens' catalogue,
 * since the notice loads on every page an operator opens and the GPS screens' texts would come with it. The
 * screens' catalogues (en.ts, it.ts) include them under `sosNotice`, where the completeness test checks them.
 */
export const sosNoticeEn = {
  label: 'Open SOS',
  person: 'SOS: {{name}}',
};

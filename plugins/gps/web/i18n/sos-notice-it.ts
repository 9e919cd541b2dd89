import type { sosNoticeEn } from './sos-notice-en';

/** The SOS notice's texts in Italian; loaded only when Italian is chosen. */
export const sosNoticeIt: typeof sosNoticeEn = {
  label: 'SOS aperti',
  person: 'SOS di {{name}}',
};

import type { sosBlockEn } from './sos-block-en';

/** The dashboard's SOS block in Italian; loaded only when Italian is chosen. */
export const sosBlockIt: typeof sosBlockEn = {
  heading: 'SOS aperti',
  count_one: '{{count}} persona aspetta aiuto.',
  count_other: '{{count}} persone aspettano aiuto.',
  person: '{{name}}, lanciato il {{time}}',
  none: 'Nessun SOS aperto: nessuno aspetta aiuto.',
  all: 'Tracciamento GPS',
};

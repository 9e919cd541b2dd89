/**
 * The dashboard's SOS block (namespace 'gps-now', sos-block-i18n.ts): its own few texts, so the dashboard does not
 * download the GPS screens' catalogue.
 */
export const sosBlockEn = {
  heading: 'Open SOS',
  count_one: '{{count}} person is waiting for help.',
  count_other: '{{count}} people are waiting for help.',
  person: '{{name}}, raised {{time}}',
  none: 'No open SOS: nobody is waiting for help.',
  all: 'GPS tracking',
};

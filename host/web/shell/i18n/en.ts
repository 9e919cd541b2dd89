import type { CatalogueOf } from '../../i18n/catalogue-of';

/** English texts of the shell and the gates (namespace 'shell'). */
export const shellEn = {
  dashboard: {
    heading: 'Corporate security management platform',
    empty: 'No tools in this section yet.',
    companyLogo: '{{company}} logo',
    noToolYet: 'Your tools are not available on this installation yet: {{tools}}.',
    now: 'For you now',
    /** Why a bubble is dimmed, shown on it (issue 24: not only to screen readers). */
    why: {
      inactive: 'Not available yet',
      notEnabled: 'Not enabled for your company',
      notAllowed: 'Not in your permissions: ask your administrator',
    },
  },
  /** The product's modules, by the first segment of their address (docs/decisions.md, No dead ends). */
  modules: {
    gpa: 'Geopolitical analysis (GPA)',
    nat: 'News alerts (NAT)',
    inf: 'E-learning (INF)',
    elearning: 'E-learning',
    tra: 'Travel e-ticket (TRA)',
    tep: "Travellers' enrolment (TEP)",
    gps: 'Real-time personnel tracking (GPS)',
    ops: 'Operational documents (OPS)',
    ava: 'Asset Vulnerability Assessment (AVA)',
    cmr: 'Crisis management room (CMR)',
    srmt: 'Security risk evaluation requests (SRMT)',
    account: 'Account',
    admin: 'Personnel administration',
    insuranceclaim: 'Insurance claims',
    quiz: 'Knowledge evaluation test',
  },
  unavailable: {
    title: '{{module}} is not available',
    genericTitle: 'This page is not available',
    text: 'This tool is not installed on this server yet, so there is nothing to show here.',
    back: 'Back to the dashboard',
  },
  section: { ANALYSE: 'ANALYSE', INFORM: 'INFORM', PROTECT: 'PROTECT', MANAGE: 'MANAGE', 'DVR-S': 'DVR-S' },
  header: {
    home: 'Vigil home',
    navigation: 'Tools',
    skip: 'Skip to content',
    nothingVisible: 'No tools available to you in this section',
    emergency: '24/7 emergency',
    userMenu: 'User menu',
  },
  user: { help: 'Help', logout: 'Logout' },
  help: {
    message: 'Message',
    send: 'Send',
    sending: 'Sending…',
    limit: 'At most {{max}} characters.',
    count: '{{typed}} of {{max}} characters',
    who: 'The Vigil support team reads your message and answers by email, {{first}} to {{last}}, {{from}} to {{to}} ({{zone}}), within one working day.',
    emergency: 'In an emergency, do not write: call the 24/7 line, answered at any hour of every day:',
  },
  footer: {
    contacts: 'Contacts',
    enquiries: 'Enquiries',
    geopoliticalAnalysis: 'Geopolitical analysis',
    operations: 'Operations',
    emergency: '24/7 emergency',
    email: 'Email',
    phone: 'Phone',
    legal: 'Guide and legal documents',
    guide: 'Guide',
    privacyPolicy: 'Privacy policy',
    terms: 'Terms and conditions',
    newTab: '(opens in a new tab)',
  },
  privacy: {
    title: 'Privacy Policy',
    read: 'Read our Privacy Policy',
    readFirst: 'Open the Privacy Policy to be able to accept it.',
    accept: 'Accept',
    logout: 'Logout',
  },
  desktop: {
    title: 'Desktop browser required',
    text: 'Vigil is made for desktop browsers. Please use a window at least 992 pixels wide, or download the mobile app.',
    download: 'Download the mobile app',
  },
} as const;

/** Every other language must translate the same keys. */
export type ShellCatalogue = CatalogueOf<typeof shellEn>;

import { ACCOUNT_SECURITY_MESSAGES, PICKUP_DETAIL_LABELS } from '@vigil/core';
import type { CatalogueOf } from '@vigil/web-sdk';

/**
 * English texts of the account pages (namespace 'account'). Server messages and the password errors come from
 * the common catalogue through translateMessage, so they are not repeated here.
 */
export const accountEn = {
  /** The manifest's texts (docs/architecture.md): title, menu item, dashboard bubble. */
  manifest: {
    title: 'Account',
    menu: { label: 'Account' },
  },
  title: 'Account',
  you: '(you)',
  lastLogin: 'Last login: {{date}}',
  firstLogin: 'First sign-in',
  avatarAlt: 'Picture of {{name}}',
  noAvatar: 'No picture',
  loading: 'Loading the account…',
  tabs: {
    label: 'Account sections',
    data: 'Account data',
    countries: 'Monitored countries',
    alerts: 'Notifications',
  },
  data: {
    heading: 'Personal data',
    name: 'Name',
    surname: 'Surname',
    username: 'Username',
    email: 'Email',
    phone: 'Phone',
    foreign_phone: 'Foreign phone',
    language: 'Language',
    save: 'Save',
    emailPending: 'We emailed a confirmation link to {{email}}: your email changes once you open it.',
  },
  languages: { en: 'English', it: 'Italiano' },
  password: {
    heading: 'Change password',
    current: 'Current password',
    password: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change password',
  },
  image: {
    heading: 'Profile picture',
    choose: 'Choose a picture',
    cropTitle: 'Crop the picture',
  },
  countries: {
    heading: 'Monitored countries',
    picker: 'Country to monitor',
    add: 'Add',
    remove: 'Remove',
    removeLabel: 'Remove {{name}}',
    levels: 'Threat levels alerted for {{name}}',
    levelsLabel: 'Threat levels alerted:',
    noLevel: 'No threat level chosen: this country raises no alert.',
    empty: 'You do not monitor any country yet.',
    loadFailed: 'The monitored countries could not be loaded.',
  },
  levels: { low: 'Low', medium: 'Medium', high: 'High', extreme: 'Extreme' },
  /** The password change's client rule that words as the server does (the server's refusals are coded). */
  server: {
    currentPasswordMissing: ACCOUNT_SECURITY_MESSAGES.currentPasswordMissing,
  },
  alerts: {
    heading: 'Notifications',
    empty: 'You have no notifications.',
    delete: 'Delete',
    deleteLabel: 'Delete the notification of {{date}}',
    confirm: 'Delete this notification?',
    unread: 'New',
    from: 'From {{sender}}',
    pickup: 'Pickup',
    image: 'The image of the message',
    fields: { date: 'Date', ...PICKUP_DETAIL_LABELS },
  },
};

/** Every other language translates the same keys. */
export type AccountCatalogue = CatalogueOf<typeof accountEn>;

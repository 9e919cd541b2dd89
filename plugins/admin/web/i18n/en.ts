import { PERMISSION_LABELS } from '@vigil/core';

/** English texts of personnel administration (namespace 'admin'). */
export const adminEn = {
  /** The permissions as badges and choices name them (the spec's codes; a few words translated). */
  permissionLabels: PERMISSION_LABELS,
  /** The manifest's texts (docs/architecture.md): title, menu item, dashboard bubble. */
  manifest: {
    title: 'Admin',
    menu: { label: 'Admin' },
  },
  title: 'Personnel',
  loading: 'Loading the personnel…',
  add: 'Add personnel',
  empty: 'No employee yet.',
  list: 'Personnel list',
  searchLabel: 'personnel',
  count_one: '{{count}} employee',
  count_other: '{{count}} employees',
  columns: {
    employee: 'Employee',
    email: 'Email',
    projects: 'Projects',
    permissions: 'Permissions',
    status: 'Status',
    actions: 'Actions',
  },
  you: '(you)',
  avatarAlt: 'Picture of {{name}}',
  noAvatar: 'No picture',
  nationality: 'Nationality: {{country}}',
  none: 'None',
  status: {
    enabled: 'Enabled',
    disabled: 'Disabled',
    pending: 'Registration pending',
  },
  edit: 'Edit',
  editLabel: 'Edit {{name}}',
  delete: 'Delete',
  deleteLabel: 'Delete {{name}}',
  confirmDelete: 'Delete {{name}}? Their account and data are removed for good.',
  editor: {
    title: 'Edit {{name}}',
    flags: 'Account',
    hidden: 'User enabled',
    isTrackingEnable: 'Tracking',
    politicalriskvisible: 'Political risk visible',
    ownAccount: 'You cannot disable your own account.',
    access: 'Permissions and projects',
    permission: 'Permission',
    building: 'Project',
    save: 'Save',
  },
  form: {
    title: 'New employee',
    hint: 'The employee receives an email with a link to choose a username and a password.',
    name: 'Name',
    surname: 'Surname',
    email: 'Email',
    phone: 'Phone',
    permission: 'Permission',
    building: 'Project',
    country: 'Nationality',
    noCountry: 'Not given',
    submit: 'Add employee',
    back: 'Back to the personnel list',
    countriesFailed: 'The countries could not be loaded: the nationality can be set later.',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** Every other language translates the same keys. */
export type AdminCatalogue = Widen<typeof adminEn>;

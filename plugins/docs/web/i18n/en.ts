import { DOCS_MESSAGES, DOCS_SPEC_MESSAGES } from '../../contract/doc-messages';
import type { CatalogueOf } from '@vigil/web-sdk';

/** English texts of the documents screens (namespace 'docs'). */
export const docsEn = {
  /** The manifest's texts (docs/architecture.md): title, menu items, dashboard bubble. */
  manifest: {
    title: 'Ops',
    menu: { ops: 'Ops', ava: 'Ava' },
    bubble: { label: 'Ops', description: 'Operations documents by location: procedures, client and security documents.' },
  },
  title: 'Ops',
  avaTitle: 'Ava',
  breadcrumb: 'Breadcrumb',
  loading: 'Loading…',
  listLabel: 'Documents',
  count_one: '{{count}} document',
  count_other: '{{count}} documents',
  empty: 'not found',
  add: 'Add a document',
  map: {
    title: 'Documents by location',
    fullscreen: 'Full screen',
    marker_one: '{{project}}: {{count}} document',
    marker_other: '{{project}}: {{count}} documents',
    noLocation: 'No project has a location yet: an admin sets them on Admin.',
  },
  filters: {
    label: 'Filters',
    order: 'Order by',
    byName: 'Name',
    byDate: 'Date',
    project: 'Project',
    allProjects: 'All projects',
    type: 'Type',
    year: 'Year',
    allYears: 'All years',
    search: 'Search by title',
  },
  /** The type filter (spec part 2 §9) by its value. */
  types: { all: 'All', procedure: 'Security procedure', security: 'Security documents', client: 'Clients documents' },
  /** The categories by their value (1, 2, 3). */
  categories: { procedure: 'Security procedure', client: 'Clients documents', security: 'Security documents' },
  legend: { label: 'Legend', procedure: 'Procedures', other: 'Client and other documents' },
  box: {
    edit: 'Edit',
    editLabel: 'Edit {{title}}',
    show: 'Show',
    showLabel: 'Show {{title}}',
    readers: 'Readers',
    readersLabel: 'Readers of {{title}}',
    projects: 'Projects: {{names}}',
    noProject: 'No project',
    updated: 'Updated {{date}}',
  },
  wizard: {
    title: 'Upload a document',
    steps: 'Upload steps',
    step1: '1. Upload',
    step2: '2. Description',
    step3: '3. Users',
    file: 'File',
    fileHint: 'PDF, PNG or JPEG, at most {{max}} MB',
    chosenFile: 'Chosen file: {{name}}',
    link: 'Link',
    orLink: 'or a link',
    proceed: 'Proceed',
    back: 'Back',
    finish: 'Finish',
    name: 'Name',
    projects: 'Projects',
    category: 'Category',
    users: 'Users',
    noUsers: 'No employee works on the chosen projects.',
    fileOrLink: 'Choose a file or a link',
    notBoth: 'Choose a file or a link, not both',
    fileType: DOCS_MESSAGES.fileType,
    fileTooLarge: 'The file is larger than {{max}} MB',
  },
  tags: {
    label: 'Tags',
    hint: 'Type a tag and press ; or , to add it',
    remove: 'Delete tag {{tag}}',
    tooLong: 'A tag has at most {{max}} characters',
    tooMany: 'At most {{max}} tags',
  },
  edit: {
    title: 'Edit document',
    fileName: 'File name',
    link: 'Link',
    projects: 'Projects',
    users: 'Users',
    save: 'Save',
  },
  readers: {
    title: 'Readers of {{title}}',
    list: 'Readers',
    search: 'readers',
    fileName: 'document-readers',
    name: 'Name',
    opened: 'Opened',
    yes: 'Yes',
    no: 'No',
    firstOpened: 'First opened',
    lastOpened: 'Last opened',
    days: 'Days opened',
    summary: '{{opened}} of {{count}} opened it',
  },
  /** The spec's texts (part 2 §5, §8). */
  /** The spec's texts (part 2 §5, §8), word for word as the server answers them. */
  messages: DOCS_SPEC_MESSAGES,
  /** The server's coded refusals (DOCS_MESSAGES), 'docs:<key>'. */
  serverMessages: DOCS_MESSAGES,

};

/** Every other language translates the same keys. */
export type DocsCatalogue = CatalogueOf<typeof docsEn>;

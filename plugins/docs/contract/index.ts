import {
  Binary,
  defineEndpoint,
  IdText,
  Line,
  Matching,
  MessageAnswer,
  NoInput,
  oneOfRequired,
  RequiredByRule,
  Schema,
  type AnyEndpoint,
} from '@vigil/core';
import { DOC_DATA_URL_CHARACTERS, DOC_FILE_NAME_MAX, DOC_FILE_TYPES, DOC_LINK_MAX, DOC_TAGS_FIELD_MAX, DOC_TITLE_MAX, DOC_UPLOAD_BODY_LIMIT } from './doc-limits';
import {
  CategoriesAnswer,
  DocDetailAnswer,
  DocListAnswer,
  DocReadersAnswer,
  DocSavedAnswer,
  HistoryRecordedAnswer,
  ProjectUsersAnswer,
  StorageModesAnswer,
  UserHistoryAnswer,
} from './doc-schemas';
import { DOCS_MESSAGES } from './doc-messages';
import { DOC_ANY_ADDER, DOCS_CALL_PERMISSIONS } from './permissions';

/**
 * The documents module (spec part 2 §2 Operations and asset documents, §3, §7): one plugin, two screens (/Ops and
 * /Ava), one Document entity and one /docs/* namespace (docs/decisions.md). Paths are under the legacy base;
 * lists travel as comma lists or repeated keys, an empty list as 'false' (spec §7 save-data).
 */
export * from './permissions';
export * from './doc-limits';
export * from './doc-categories';
export * from './doc-messages';
export * from './doc-schemas';

const DOCS_ACCESS = { allowed: DOCS_CALL_PERMISSIONS };
const ADDER_ACCESS = { allowed: DOC_ANY_ADDER };
const ADMIN_ACCESS = { allowed: ['admin'] as const };

/** A list of ids, or 'false' for none (spec part 2 §7: empty lists are sent as false). */
/** The value a check of another field fills this one with (the host's bad-input suite). */
interface FieldOptions {
  examples?: string[];
}

const IdListOrFalse = (options: FieldOptions = {}) => Matching('^(false|[0-9 ,]*)$', 'Not a valid id', { maxLength: 20_000, ...options });
/** 'ops' or 'ava': the screen; any other value answers 400 DOCS_MESSAGES.section. */
const SectionText = (options: FieldOptions = {}) => Line({ maxLength: 8, ...options });

export const getCategories = defineEndpoint({
  id: 'docs.getCategories',
  backend: 'legacy',
  method: 'GET',
  path: '/docs/getCategories',
  summary: 'The document categories (procedures, client documents, security documents)',
  access: DOCS_ACCESS,
  input: NoInput,
  answer: CategoriesAnswer,
  smoke: {},
});

export const getDocs = defineEndpoint({
  id: 'docs.getDocs',
  backend: 'legacy',
  // GET first: the clients' read, and a smoke row (smoke never sends a POST).
  method: ['GET', 'POST'],
  path: '/docs/getDocs',
  summary: "The documents of one screen the user may read, with the company's projects, the categories and countries",
  description:
    'filter is ops or ava (without it: both screens). A document reaches the users it names, its uploader, admins ' +
    'and the holders of its screen\'s own role (ops on /Ops, ava on /Ava). buildings are all the company\'s projects, ' +
    'with lat and lng (null when not set) for the map.',
  access: DOCS_ACCESS,
  input: Schema.Object({ filter: Schema.Optional(SectionText()) }),
  answer: DocListAnswer,
  smoke: { fields: { filter: 'ops' } },
});

export const getProjectUsers = defineEndpoint({
  id: 'docs.getProjectUsers',
  backend: 'legacy',
  method: 'GET',
  path: '/docs/getProjectUsers',
  summary: 'The employees of the chosen projects, for the wizard\'s users step and the edit modal',
  description: 'builds: a comma list of project ids of the company (or false: none). Only enabled employees are listed.',
  access: ADDER_ACCESS,
  input: Schema.Object({ builds: RequiredByRule(IdListOrFalse()) }),
  answer: ProjectUsersAnswer,
});

export const saveNewDoc = defineEndpoint({
  id: 'docs.saveNewDoc',
  backend: 'legacy',
  method: 'POST',
  path: '/docs/saveNewDoc',
  summary: 'Adds a document: a file or a link (step 1), name, projects and tags (step 2), users (step 3)',
  description:
    'filter: ops or ava, the screen (admin or ops may add on ops; admin or ava on ava). file: a data URL ' +
    '(data:application/pdf;base64,...) of a PDF, PNG, JPEG or Office document of at most DOC_FILE_MAX_BYTES, checked ' +
    'by its bytes, with filename its name; or link: an http or https address. name and builds (project ids) are required; tags ' +
    'joined by ; or ,; users (at least one) must work on one of the chosen projects. category: 1 procedure, 2 ' +
    'client document, 3 security document (the default). A refused upload stores nothing. Answers ' +
    "'Upload wizard finish' and the document. The fields come form-encoded or as one JSON object (the web " +
    'client sends a file as JSON: no escapes, a third less to parse).',
  access: ADDER_ACCESS,
  bodyLimit: DOC_UPLOAD_BODY_LIMIT,
  input: Schema.Object(
    {
      filter: RequiredByRule(SectionText({ examples: ['ops'] })),
      // Bounded by the body limit only, so a file over DOC_FILE_MAX_BYTES answers the handler's 413, not a 400; one
      // cheap character scan, not a pattern of the whole data URL (the 20 MB upload's budget, issue 21).
      file: Schema.Optional(Matching(DOC_DATA_URL_CHARACTERS, DOCS_MESSAGES.dataUrl, { code: 'docs:dataUrl', maxLength: DOC_UPLOAD_BODY_LIMIT })),
      filename: Schema.Optional(Line({ maxLength: DOC_FILE_NAME_MAX })),
      link: Schema.Optional(Line({ maxLength: DOC_LINK_MAX, examples: ['https://example.com/procedure'] })),
      name: RequiredByRule(Line({ maxLength: DOC_TITLE_MAX, examples: ['Evacuation procedure'] })),
      builds: RequiredByRule(IdListOrFalse({ examples: ['1'] })),
      tags: Schema.Optional(Line({ maxLength: DOC_TAGS_FIELD_MAX })),
      users: RequiredByRule(IdListOrFalse({ examples: ['1'] })),
      category: Schema.Optional(IdText()),
    },
    oneOfRequired(['file'], ['link']),
  ),
  answer: DocSavedAnswer,
  errors: [403, 413, 415],
});

export const saveDocData = defineEndpoint({
  id: 'docs.saveDocData',
  backend: 'legacy',
  method: 'POST',
  path: '/docs/save-data',
  summary: "Edits a document: title, link (a link document's), tags, projects and users",
  description:
    'id the document; title required; link required for a link document (http or https, no spaces); buildings ' +
    'required; tags and users may be false (none). Only admins and the uploader may edit (canEditDoc). Answers ' +
    "'Update doc success' and the document.",
  access: DOCS_ACCESS,
  input: Schema.Object({
    id: IdText({ examples: ['1'] }),
    title: RequiredByRule(Line({ maxLength: DOC_TITLE_MAX, examples: ['Evacuation procedure'] })),
    link: Schema.Optional(Line({ maxLength: DOC_LINK_MAX })),
    tags: Schema.Optional(Line({ maxLength: DOC_TAGS_FIELD_MAX })),
    buildings: RequiredByRule(IdListOrFalse({ examples: ['1'] })),
    users: Schema.Optional(IdListOrFalse()),
    category: Schema.Optional(IdText()),
  }),
  answer: DocSavedAnswer,
  errors: [403, 404],
});

export const getDocDetail = defineEndpoint({
  id: 'docs.getDocDetail',
  backend: 'legacy',
  method: 'GET',
  path: '/docs/get-detail',
  summary: 'One document the user may read, with its named users',
  access: DOCS_ACCESS,
  input: Schema.Object({ id: IdText() }),
  answer: DocDetailAnswer,
  errors: [403, 404],
});

export const deleteDoc = defineEndpoint({
  id: 'docs.deleteDoc',
  backend: 'legacy',
  method: 'POST',
  path: '/docs/deleteDoc',
  summary: 'Deletes a document, its file and its history (admins and the uploader)',
  access: DOCS_ACCESS,
  input: Schema.Object({ id: IdText() }),
  answer: MessageAnswer,
  errors: [403, 404],
});

export const getDocFile = defineEndpoint({
  id: 'docs.getDocFile',
  backend: 'legacy',
  method: 'GET',
  path: '/docs/getFile',
  summary: "A file document's file, inline, only to those who may read the document",
  description:
    'id the document. 403 for a user the document does not reach, 404 for a link document or one of another ' +
    'company. Range requests are answered with 206.',
  access: DOCS_ACCESS,
  input: Schema.Object({ id: IdText() }),
  answer: Binary(DOC_FILE_TYPES, { ranges: true }),
  errors: [403, 404],
});

export const saveDocToUserHistory = defineEndpoint({
  id: 'docs.saveDocToUserHistory',
  backend: 'legacy',
  method: 'POST',
  path: '/docs/saveDocToUserHistory',
  summary: 'Records that the user opened a document (Show): once per user, document and day',
  access: DOCS_ACCESS,
  input: Schema.Object({ doc: IdText() }),
  answer: HistoryRecordedAnswer,
  errors: [403, 404],
});

export const getUserHistory = defineEndpoint({
  id: 'docs.getUserHistory',
  backend: 'legacy',
  method: 'GET',
  path: '/docs/getUserHistory',
  summary: "A person's document history (the GPS detail's Document history tab), newest first: admins only",
  access: ADMIN_ACCESS,
  input: Schema.Object({ employee: IdText() }),
  answer: UserHistoryAnswer,
  errors: [404],
});

export const getDocReaders = defineEndpoint({
  id: 'docs.getDocReaders',
  backend: 'legacy',
  method: 'GET',
  path: '/docs/getDocReaders',
  summary: 'Who of the users a document names has opened it and who has not: admins only',
  access: ADMIN_ACCESS,
  input: Schema.Object({ id: IdText() }),
  answer: DocReadersAnswer,
  errors: [404],
});

export const getStorageModes = defineEndpoint({
  id: 'docs.getStorageModes',
  backend: 'legacy',
  method: 'GET',
  path: '/companies/getStorageModes',
  summary: 'Where document files go: is_minio_storage when the server keeps files in S3; links are always allowed',
  access: DOCS_ACCESS,
  input: NoInput,
  answer: StorageModesAnswer,
  smoke: {},
});

/** Every endpoint of the module: the server mounts them, `vigil smoke` and the OpenAPI description list them. */
export const endpoints: readonly AnyEndpoint[] = [
  getCategories,
  getDocs,
  getProjectUsers,
  saveNewDoc,
  saveDocData,
  getDocDetail,
  deleteDoc,
  getDocFile,
  saveDocToUserHistory,
  getUserHistory,
  getDocReaders,
  getStorageModes,
];

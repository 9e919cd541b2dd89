import { Schema, type Static } from '@vigil/core';
import { DOC_HISTORY_MAX, DOC_LIST_MAX, DOC_PROJECTS_MAX, DOC_TAGS_MAX, DOC_USERS_MAX } from './doc-limits';

/**
 * The answers of the /docs/* calls (spec part 2 §3 Document, Document list response, Storage modes, Building).
 * Field names are the spec's; the additions (section, canEditDoc, fileType, uploadedBy) are named in
 * docs/decisions.md.
 */

/** A project as the docs filter and the map use it: label/value, also id/title, and its location when set. */
export const DocBuilding = Schema.Object({
  label: Schema.String(),
  value: Schema.Integer(),
  id: Schema.Integer(),
  title: Schema.String(),
  /** Set by the admin on /Admin; null until then (no marker). */
  lat: Schema.Nullable(Schema.Number()),
  lng: Schema.Nullable(Schema.Number()),
});
export type DocBuilding = Static<typeof DocBuilding>;

export const DocCategory = Schema.Object({ value: Schema.Integer(), label: Schema.String() });
export type DocCategory = Static<typeof DocCategory>;

export const DocCountry = Schema.Object({ id: Schema.Integer(), name: Schema.String() });
export type DocCountry = Static<typeof DocCountry>;

export const DocSectionValue = Schema.Union([Schema.Literal('ops'), Schema.Literal('ava')]);

export const Document = Schema.Object({
  id: Schema.Integer(),
  title: Schema.String(),
  /** A link document's address; null for a file. */
  link: Schema.Nullable(Schema.String()),
  /** A file document's file name; null for a link. The bytes come from /docs/getFile?id=. */
  file: Schema.Nullable(Schema.String()),
  /** The file's type (application/pdf, image/png, image/jpeg); null for a link. */
  fileType: Schema.Nullable(Schema.String()),
  tags: Schema.Array(Schema.String(), { maxItems: DOC_TAGS_MAX }),
  /** The first of its projects (spec: building, a single {label, value}); null when it has none left. */
  building: Schema.Nullable(Schema.Object({ label: Schema.String(), value: Schema.Integer() })),
  buildings: Schema.Array(Schema.Integer(), { maxItems: DOC_PROJECTS_MAX }),
  /** The ids of the employees it names. */
  users: Schema.Array(Schema.Integer(), { maxItems: DOC_USERS_MAX }),
  category: Schema.Integer(),
  categoryName: Schema.String(),
  country_id: Schema.Nullable(Schema.Integer()),
  creation_year: Schema.Integer(),
  /** ISO 8601, UTC. */
  last_update: Schema.String(),
  isProcedure: Schema.Boolean(),
  /** Its projects' labels, joined by ', '. */
  buildingsName: Schema.String(),
  /** Unique across both screens: '<section>-<id>', a list key. */
  uniqueKey: Schema.String(),
  section: DocSectionValue,
  /** Spec part 2 §6 canEditDoc: admins and the uploader may edit and delete it. */
  canEditDoc: Schema.Boolean(),
  /** The employee who added it; null when that account is gone. */
  uploadedBy: Schema.Nullable(Schema.Integer()),
});
export type Document = Static<typeof Document>;

export const DocListAnswer = Schema.Object({
  docs: Schema.Array(Document, { maxItems: DOC_LIST_MAX }),
  buildings: Schema.Array(DocBuilding, { maxItems: DOC_PROJECTS_MAX }),
  categories: Schema.Array(DocCategory, { maxItems: 10 }),
  countries: Schema.Array(DocCountry, { maxItems: 500 }),
});
export type DocListAnswer = Static<typeof DocListAnswer>;

export const CategoriesAnswer = Schema.Object({ categories: Schema.Array(DocCategory, { maxItems: 10 }) });
export type CategoriesAnswer = Static<typeof CategoriesAnswer>;

/** An employee as the wizard's users step lists them: name and surname, and the projects they work on. */
export const DocUser = Schema.Object({
  value: Schema.Integer(),
  label: Schema.String(),
  buildings: Schema.Array(Schema.Integer(), { maxItems: DOC_PROJECTS_MAX }),
});
export type DocUser = Static<typeof DocUser>;

export const ProjectUsersAnswer = Schema.Object({ users: Schema.Array(DocUser, { maxItems: DOC_USERS_MAX }) });
export type ProjectUsersAnswer = Static<typeof ProjectUsersAnswer>;

/** /docs/get-detail: the document and its named users with their names (the edit modal's choices). */
export const DocDetailAnswer = Schema.Object({ doc: Document, users: Schema.Array(DocUser, { maxItems: DOC_USERS_MAX }) });
export type DocDetailAnswer = Static<typeof DocDetailAnswer>;

/** saveNewDoc answers 'Upload wizard finish', save-data 'Update doc success', each with the document as saved. */
export const DocSavedAnswer = Schema.Object({ message: Schema.String(), doc: Document });
export type DocSavedAnswer = Static<typeof DocSavedAnswer>;

/** saveDocToUserHistory: whether this Show was the first of the day (a new entry). */
export const HistoryRecordedAnswer = Schema.Object({ recorded: Schema.Boolean() });
export type HistoryRecordedAnswer = Static<typeof HistoryRecordedAnswer>;

/** One entry of a person's history: a document they opened on a day (YYYY-MM-DD, UTC). */
export const HistoryEntry = Schema.Object({
  id: Schema.Integer(),
  doc: Schema.Integer(),
  title: Schema.String(),
  section: DocSectionValue,
  date: Schema.String(),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

/** The GPS detail's Document history tab (admins): the count of entries and the newest DOC_HISTORY_MAX of them. */
export const UserHistoryAnswer = Schema.Object({ count: Schema.Integer(), history: Schema.Array(HistoryEntry, { maxItems: DOC_HISTORY_MAX }) });
export type UserHistoryAnswer = Static<typeof UserHistoryAnswer>;

/** One named user of a document, and whether they have opened it (first and last day, days opened). */
export const DocReader = Schema.Object({
  value: Schema.Integer(),
  label: Schema.String(),
  opened: Schema.Boolean(),
  firstOpened: Schema.Nullable(Schema.String()),
  lastOpened: Schema.Nullable(Schema.String()),
  days: Schema.Integer(),
});
export type DocReader = Static<typeof DocReader>;

/** Per document (admins): who of the named users has and has not opened it, for the CSV export. */
export const DocReadersAnswer = Schema.Object({
  doc: Schema.Integer(),
  title: Schema.String(),
  readers: Schema.Array(DocReader, { maxItems: DOC_USERS_MAX }),
});
export type DocReadersAnswer = Static<typeof DocReadersAnswer>;

/** Spec part 2 §3 Storage modes: files go to S3 when configured (is_minio_storage); links are always possible. */
export const StorageModesAnswer = Schema.Object({ is_minio_storage: Schema.Boolean(), is_link_storage: Schema.Boolean() });
export type StorageModesAnswer = Static<typeof StorageModesAnswer>;

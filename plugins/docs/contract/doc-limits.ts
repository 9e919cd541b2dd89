import { OFFICE_DOCUMENT_TYPES } from '@vigil/core';

/**
 * The documents module's bounds and constants (spec part 2 §5, §9; docs/decisions.md "Documents: one plugin, two
 * screens"). Shared by the wizard (checks before sending) and the server (which enforces them).
 */

/** The largest file a document may hold: 25 MiB (the bench uploads 20 MB). */
export const DOC_FILE_MAX_BYTES = 25 * 1024 * 1024;

/**
 * The kinds of file a document may be, each checked by its bytes on the server's file storage: PDF, PNG, JPEG and
 * Office documents (docx, xlsx, pptx by their ZIP entries; doc, xls, ppt by their shared OLE header).
 */
export const DOC_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  ...OFFICE_DOCUMENT_TYPES,
] as const;
export type DocFileType = (typeof DOC_FILE_TYPES)[number];

/** What the wizard's file input accepts (its `accept` attribute). */
export const DOC_FILE_ACCEPT = ['.pdf', '.png', '.jpg', '.jpeg', '.docx', '.xlsx', '.pptx', '.doc', '.xls', '.ppt', ...DOC_FILE_TYPES].join(',');

/** A file travels as a data URL (spec part 2 §3 Upload result: data as data URL): `data:<type>;base64,<bytes>`. */
export const DOC_DATA_URL_PREFIX_MAX = 128;
/**
 * The characters a data URL of base64 may hold (its prefix's and the base64 alphabet): one cheap scan of the field,
 * which also refuses every control character. The server checks the prefix and the base64 exactly when it decodes.
 */
export const DOC_DATA_URL_CHARACTERS = '^[^\\u0000-\\u002A\\u003C\\u003E-\\u0040\\u005B-\\u005E\\u0060\\u007B-\\uFFFF]*$';
/** The longest data URL: the base64 of DOC_FILE_MAX_BYTES and its prefix. */
export const DOC_FILE_FIELD_MAX = Math.ceil(DOC_FILE_MAX_BYTES / 3) * 4 + DOC_DATA_URL_PREFIX_MAX;
/**
 * The saveNewDoc body limit: the data URL form-encoded ('+', '/' and '=' become three characters each, at most
 * about 1.1 times the base64) and the other fields. The web client sends the call as JSON, which needs no escape.
 */
export const DOC_UPLOAD_BODY_LIMIT = Math.ceil(DOC_FILE_FIELD_MAX * 1.1) + 1024 * 1024;

/** A document's title (the wizard's name, the edit's file name). */
export const DOC_TITLE_MAX = 255;
/** Spec part 2 §9: titles are cut at 30 characters in the document boxes. */
export const DOC_TITLE_CUT = 30;
/** A link document's address. */
export const DOC_LINK_MAX = 2000;
/** Tags: each at most DOC_TAG_MAX characters, at most DOC_TAGS_MAX of them; they cannot hold ';' or ','. */
export const DOC_TAG_MAX = 50;
export const DOC_TAGS_MAX = 30;
/** The tags field: the tags joined by ',' (or repeated keys), or 'false' for none (spec part 2 §7 save-data). */
export const DOC_TAGS_FIELD_MAX = DOC_TAGS_MAX * (DOC_TAG_MAX + 1);
/** The name of an uploaded file, as shown and as the file downloads. */
export const DOC_FILE_NAME_MAX = 255;

/** A company's documents in one list (the bench: 5,000 over 200 projects). */
export const DOC_LIST_MAX = 10_000;
/** A document's named users and projects. */
export const DOC_USERS_MAX = 2000;
export const DOC_PROJECTS_MAX = 1000;
/** A person's history entries (the GPS detail's Document history tab), newest first. */
export const DOC_HISTORY_MAX = 1000;

/** Spec part 2 §5: a link must be an http or https URL (host/core LINK_PATTERN), and has no spaces. */
export const DOC_LINK_PATTERN = '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/$.?#][^\\s]*$';

/** Splits a tags text as the wizard adds them (with ; or ,): trimmed, without blanks and repeats. */
export function splitTags(text: string | undefined): string[] {
  if (text === undefined || text.trim() === '' || text.trim() === 'false') return [];
  const tags = text.split(/[;,]/).map((tag) => tag.trim()).filter((tag) => tag !== '');
  return [...new Set(tags)];
}

/** Spec part 2 §9: the title as a document box shows it, cut at DOC_TITLE_CUT characters. */
export function cutTitle(title: string): string {
  return title.length > DOC_TITLE_CUT ? `${title.slice(0, DOC_TITLE_CUT)}...` : title;
}

import { VALIDATION_MESSAGES } from '@vigil/core';

/**
 * The documents module's texts that server and web must share word for word: the spec's (part 2 §5, §8) and the
 * server's refusals, coded 'docs:<key>' (server/docs-message.ts) so the web shows `serverMessages.<key>` in the
 * reader's language. `{{field}}` names a field.
 */
export const DOCS_SPEC_MESSAGES = {
  wizardFinish: 'Upload wizard finish',
  updateSuccess: 'Update doc success',
  saveFailure: 'An error occured during save',
  confirmDeleteTag: 'Are you sure to delete this element?',
  linkFormat: VALIDATION_MESSAGES.link,
  required: VALIDATION_MESSAGES.required,
  noHistory: 'no history',
  notFound: 'not found',
} as const;

export const DOCS_MESSAGES = {
  required: `${VALIDATION_MESSAGES.required}: {{field}}`,
  linkFormat: VALIDATION_MESSAGES.link,
  docDeleted: 'Document deleted',
  docNotFound: 'Document not found',
  employeeNotFound: 'Employee not found',
  notNamed: 'This document is not shared with you',
  mayNotAdd: 'You may not add documents to {{section}}',
  mayNotEdit: 'You may not edit this document',
  section: 'filter must be ops or ava',
  fileOrLink: 'Choose a file or a link',
  notBoth: 'Choose a file or a link, not both',
  dataUrl: 'The file must be sent as a data URL (data:<type>;base64,...)',
  fileType: 'Only PDF, PNG, JPEG and Office (Word, Excel, PowerPoint) files can be uploaded',
  fileMismatch: 'The file is not the type it claims to be',
  fileEmpty: 'The file is empty',
  fileTooLarge: 'The file is larger than {{max}} MB',
  noFile: 'This document is a link and has no file',
  unknownProject: 'Not a project of your company: {{field}}',
  unknownUser: 'Not an employee of the chosen projects: users',
  tagTooLong: 'A tag has at most {{max}} characters',
  tooManyTags: 'At most {{max}} tags',
  category: 'Not a valid category',
  linkHasFile: 'This document is a file: it has no link to edit',
} as const;

export type DocsMessageKey = keyof typeof DOCS_MESSAGES;

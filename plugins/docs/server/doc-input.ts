import { HttpError, readIdList } from '@vigil/server-sdk';
import { DOC_LINK_PATTERN, DOC_TAG_MAX, DOC_TAGS_MAX, DOC_SECTIONS, isDocCategory, splitTags, type DocSection } from '../contract';
import { isDocSection } from './doc-rights';
import { docsMessage } from './docs-message';

const LINK = new RegExp(DOC_LINK_PATTERN);

/** A field the spec requires: blank answers 400 'Must be compiled: <field>'. */
export function requiredText(value: string | undefined, field: string): string {
  const text = value?.trim() ?? '';
  if (text === '') throw new HttpError(400, docsMessage('required', { field }), field);
  return text;
}

/** 'ops' or 'ava'; anything else is a 400. */
export function readSection(value: string | undefined, field = 'filter'): DocSection {
  const text = value?.trim().toLowerCase() ?? '';
  if (!isDocSection(text)) throw new HttpError(400, docsMessage('section', { values: DOC_SECTIONS.join(', ') }), field);
  return text;
}

/** A comma list of ids, 'false' or blank meaning none (spec part 2 §7); distinct, in the order given. */
export function readIds(value: string | undefined, field: string): number[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return [];
  return [...new Set(readIdList({ [field]: text }, field))];
}

/** An id list the rule requires to hold one id at least. */
export function requiredIds(value: string | undefined, field: string): number[] {
  const ids = readIds(value, field);
  if (ids.length === 0) throw new HttpError(400, docsMessage('required', { field }), field);
  return ids;
}

/** Spec part 2 §5: an http or https address without spaces ('Link format not valid'). */
export function readLink(value: string | undefined, field = 'link'): string {
  const link = requiredText(value, field);
  if (!LINK.test(link)) throw new HttpError(400, docsMessage('linkFormat'), field);
  return link;
}

export function readTags(value: string | undefined): string[] {
  const tags = splitTags(value);
  if (tags.length > DOC_TAGS_MAX) throw new HttpError(400, docsMessage('tooManyTags', { max: DOC_TAGS_MAX }), 'tags');
  if (tags.some((tag) => tag.length > DOC_TAG_MAX)) throw new HttpError(400, docsMessage('tagTooLong', { max: DOC_TAG_MAX }), 'tags');
  return tags;
}

/** An optional category; a value that is not one of DOC_CATEGORIES is a 400. */
export function readCategory(value: string | undefined, fallback: number): number {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  const category = Number(text);
  if (!isDocCategory(category)) throw new HttpError(400, docsMessage('category'), 'category');
  return category;
}

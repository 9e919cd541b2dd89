import { holdsAny } from '@vigil/core';
import type { AuthenticatedUser } from '@vigil/server-sdk';
import { DOC_ADDERS, DOC_SECTION_ROLE, DOC_SECTIONS, type DocSection } from '../contract';

/** What a document needs to be judged: its screen, its uploader and whether it names the viewer. */
export interface DocAccessFacts {
  section: DocSection;
  uploadedBy: number | null;
  namesViewer: boolean;
}

export function isAdmin(user: AuthenticatedUser): boolean {
  return holdsAny(user.permissions, ['admin']);
}

/** Admins and the holders of the screen's own role read every document of that screen in their company. */
export function readsWholeSection(user: AuthenticatedUser, section: DocSection): boolean {
  return holdsAny(user.permissions, ['admin', DOC_SECTION_ROLE[section]]);
}

/** A document reaches admins, its screen's role, its uploader and the users it names (docs/decisions.md). */
export function canReadDoc(user: AuthenticatedUser, doc: DocAccessFacts): boolean {
  return readsWholeSection(user, doc.section) || doc.uploadedBy === user.id || doc.namesViewer;
}

/** Spec part 2 §6 canEditDoc, as decided: admins and the uploader. */
export function canEditDoc(user: AuthenticatedUser, doc: Pick<DocAccessFacts, 'uploadedBy'>): boolean {
  return isAdmin(user) || doc.uploadedBy === user.id;
}

/** Spec part 2 §6: admin or ops add on /Ops, admin or ava on /Ava. */
export function canAddTo(user: AuthenticatedUser, section: DocSection): boolean {
  return holdsAny(user.permissions, DOC_ADDERS[section]);
}

export function isDocSection(value: string): value is DocSection {
  return (DOC_SECTIONS as readonly string[]).includes(value);
}

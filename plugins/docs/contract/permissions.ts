/**
 * Who may use the documents module (spec part 2 §6, docs/decisions.md "Documents: one plugin, two screens"). One
 * plugin holds both screens: /Ops (operations documents) and /Ava (asset documents). Kept apart from the
 * declarations so the manifest loads no schema.
 */

/** The /Ops route (spec part 2 §6 route table). */
export const DOCS_PERMISSIONS = ['admin', 'gpa', 'ops', 'opt', 'gps'] as const;

/**
 * The /Ava route: the spec's ava, ops, gpa, plus admin, whom the spec lets add documents on /Ava and who must
 * therefore reach it.
 */
export const AVA_PERMISSIONS = ['admin', 'ava', 'ops', 'gpa'] as const;

/** Every /docs/* call: whoever opens either screen. What each may read is narrowed per document (doc-rules.ts). */
export const DOCS_CALL_PERMISSIONS = ['admin', 'gpa', 'ops', 'opt', 'gps', 'ava'] as const;

/** The two screens; a document belongs to one of them (getDocs?filter=ops|ava). */
export const DOC_SECTIONS = ['ops', 'ava'] as const;
export type DocSection = (typeof DOC_SECTIONS)[number];

/** Spec part 2 §6: admin or ops may add documents on /Ops; admin or ava on /Ava. */
export const DOC_ADDERS: Readonly<Record<DocSection, readonly string[]>> = {
  ops: ['admin', 'ops'],
  ava: ['admin', 'ava'],
};

/** Everyone who may add on either screen: the access of the add calls (the handler narrows it to the section). */
export const DOC_ANY_ADDER = ['admin', 'ops', 'ava'] as const;

/**
 * The module's own role on each screen: its holders read every document of that screen in their company. Anybody
 * else reads only the documents that name them (admins read all).
 */
export const DOC_SECTION_ROLE: Readonly<Record<DocSection, string>> = { ops: 'ops', ava: 'ava' };

/** The documents' menu visibility (spec part 1 §6: ops also for gpa and gps; admin sees every item). */
export const DOCS_MENU_VISIBILITY = ['gpa', 'ops', 'opt', 'gps'] as const;
export const AVA_MENU_VISIBILITY = ['ava', 'ops', 'gpa'] as const;

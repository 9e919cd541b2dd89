/**
 * Document categories and the type filter (spec part 2 §9: All, Security procedure (1), Security documents (-1),
 * Clients documents (2)). The legend separates procedures (category 1) from client and other documents.
 */
export const DOC_CATEGORY = { procedure: 1, client: 2, security: 3 } as const;
export type DocCategoryId = (typeof DOC_CATEGORY)[keyof typeof DOC_CATEGORY];

/** The categories /docs/getCategories answers, as { value, label }. */
export const DOC_CATEGORIES: readonly { value: DocCategoryId; label: string }[] = [
  { value: DOC_CATEGORY.procedure, label: 'Security procedure' },
  { value: DOC_CATEGORY.client, label: 'Clients documents' },
  { value: DOC_CATEGORY.security, label: 'Security documents' },
];

/** A new document's category when the wizard sends none. */
export const DEFAULT_DOC_CATEGORY: DocCategoryId = DOC_CATEGORY.security;

export function isDocCategory(value: number): value is DocCategoryId {
  return DOC_CATEGORIES.some((category) => category.value === value);
}

export function categoryName(value: number): string {
  return DOC_CATEGORIES.find((category) => category.value === value)?.label ?? '';
}

/**
 * The type filter's choices: 0 All; 1 procedures; -1 every document that is not a procedure nor a client's (the
 * security documents); 2 client documents.
 */
export const DOC_TYPE_FILTERS = [
  { value: 0, label: 'All' },
  { value: 1, label: 'Security procedure' },
  { value: -1, label: 'Security documents' },
  { value: 2, label: 'Clients documents' },
] as const;
export type DocTypeFilter = (typeof DOC_TYPE_FILTERS)[number]['value'];

export function matchesTypeFilter(category: number, filter: DocTypeFilter): boolean {
  if (filter === 0) return true;
  if (filter === -1) return category !== DOC_CATEGORY.procedure && category !== DOC_CATEGORY.client;
  return category === filter;
}

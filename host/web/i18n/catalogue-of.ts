/**
 * The shape every other language's catalogue of a namespace must have, from its English `as const` catalogue: the
 * same keys, any text. (English's literal types would otherwise demand the English words.)
 */
export type CatalogueOf<English> = { [K in keyof English]: English[K] extends string ? string : CatalogueOf<English[K]> };

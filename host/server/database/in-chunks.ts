/**
 * Far under both dialects' limits on bound parameters (SQLite 32,766, PostgreSQL 65,535) for an `in` list of ids
 * or a multi-row insert of a few columns.
 */
export const ROWS_PER_STATEMENT = 1000;

/**
 * `items` in slices of at most `size`, for statements that bind one parameter per item (or per column of a row):
 * 10,000 people at once would pass SQLite's limit.
 */
export function inChunks<T>(items: readonly T[], size: number = ROWS_PER_STATEMENT): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += size) slices.push(items.slice(start, start + size));
  return slices;
}

/** Sorted in code, not by the database: SQLite and PostgreSQL collate text differently. */
export const byText = (a: string, b: string): number => a.localeCompare(b, 'en');

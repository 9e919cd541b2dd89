import type { Kysely } from 'kysely';

/**
 * Functions a plugin's server part offers to the server parts of the plugins that `use` it (its `provides`), as a
 * user receives them: bound to the platform's database, and `within(trx)` bound to a transaction of the user's, so
 * that a write to the provider's tables commits or rolls back with the user's own rows.
 */
export type ServerFunctions<T extends object> = T & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transaction over the platform's database
  within(db: Kysely<any>): T;
};

/** What a plugin's handlers and seed steps get to reach the plugins they use. */
export interface UsedServerFunctions {
  /**
   * The server functions of a plugin this one lists in its manifest's `uses`; their interface is declared in that
   * plugin's contract/ (type-only): `uses<QuizServerFunctions>('quiz')`. Throws for a plugin not in `uses`, or one
   * that offers none.
   */
  uses<T extends object>(pluginId: string): ServerFunctions<T>;
}

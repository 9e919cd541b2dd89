import { defineEndpoint, NoInput, Schema, type Static } from '../endpoints';

/** What the health check answers: the database answered, and which kind it is. */
export const HealthStatus = Schema.Object({
  status: Schema.Literal('ok'),
  database: Schema.Union([Schema.Literal('sqlite'), Schema.Literal('postgres')]),
});
export type HealthStatus = Static<typeof HealthStatus>;

/** The database health check the client runs at start; a 500 sends it to /500 (spec part 1 §2, §7). */
export const getDbStatus = defineEndpoint({
  id: 'health.getDbStatus',
  backend: 'legacy',
  method: 'GET',
  path: '/health/get-db-status',
  summary: 'Whether the database answers',
  description: 'Answers 500 when the database is not available.',
  access: 'public',
  errors: [500],
  input: NoInput,
  answer: HealthStatus,
  smoke: {},
});

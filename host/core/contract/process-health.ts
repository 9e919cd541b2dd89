import { defineEndpoint, NoInput, Schema, type Static } from '../endpoints';

// A file apart from health.ts: the web host imports the database status call at start, and these declarations
// (only the server and the CLI need them) would otherwise ride in its first chunk.

/** Which server process answered: VIGIL_INSTANCE_NAME, or its host name and process id. */
const Instance = Schema.String({ description: 'The process that answered: VIGIL_INSTANCE_NAME, or <host name>:<pid>' });

export const LivenessStatus = Schema.Object({ status: Schema.Literal('ok'), instance: Instance });
export type LivenessStatus = Static<typeof LivenessStatus>;

export const ReadinessStatus = Schema.Object({
  status: Schema.Literal('ok'),
  instance: Instance,
  database: Schema.Union([Schema.Literal('sqlite'), Schema.Literal('postgres')]),
  files: Schema.Union([Schema.Literal('local'), Schema.Literal('s3')]),
});
export type ReadinessStatus = Static<typeof ReadinessStatus>;

/** For a load balancer's liveness probe: the process runs and answers; it reads neither the database nor the files. */
export const getLiveness = defineEndpoint({
  id: 'health.getLiveness',
  backend: 'legacy',
  method: 'GET',
  path: '/health/live',
  summary: 'Whether this server process is running',
  description: 'Touches neither the database nor the file store: restart the process only when this fails. The answer names the process.',
  access: 'public',
  input: NoInput,
  answer: LivenessStatus,
  smoke: {},
});

/** For a load balancer's readiness probe: whether this process can serve now. */
export const getReadiness = defineEndpoint({
  id: 'health.getReadiness',
  backend: 'legacy',
  method: 'GET',
  path: '/health/ready',
  summary: 'Whether this server process can serve requests',
  description:
    'Answers 503 with a message (naming the process, also in the Vigil-Instance header) while the process cannot reach its ' +
    'database or its file store (S3 when configured), or is shutting down; a balancer then sends requests to the others. ' +
    'The checks are reused for 2 s.',
  access: 'public',
  input: NoInput,
  answer: ReadinessStatus,
  smoke: {},
});

import { Writable } from 'node:stream';

/** The line a server logs when a mail it had to send could not be: tests with a mail server that is down expect it. */
export const MAIL_NOT_SENT = /^mail '.+' could not be sent: /;

/** The line the health call logs when the database fails under it: tests that break the database expect it. */
export const DATABASE_HEALTH_FAILED = /^database health check failed/;

/** pino's level for an error line: the server failed at something, whatever it answered. */
const ERROR_LEVEL = 50;

export interface LoggedError {
  message: string;
  /** The test that was running when the line was logged ('' in a beforeAll or afterAll). */
  test: string;
}

export interface ErrorLines {
  /** Where the server writes its log (pino's JSON lines). */
  stream: Writable;
  logged(): readonly LoggedError[];
}

function messageOf(entry: { msg?: unknown; err?: { message?: unknown } }): string {
  const message = String(entry.msg ?? '');
  const cause = entry.err?.message;
  return typeof cause === 'string' && cause !== message ? `${message} (${cause})` : message;
}

/**
 * Collects the error lines of a server's log. The test servers used to run with their logger off, so a handler
 * that failed, logged and went on (as the country geofences once did in the built server) passed every suite.
 */
export function collectErrorLines(): ErrorLines {
  const logged: LoggedError[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      for (const line of String(chunk).split('\n')) {
        if (!line.includes('"level"')) continue;
        const entry = JSON.parse(line) as { level?: unknown; msg?: unknown; err?: { message?: unknown } };
        if (typeof entry.level === 'number' && entry.level >= ERROR_LEVEL) {
          logged.push({ message: messageOf(entry), test: expect.getState().currentTestName ?? '' });
        }
      }
      done();
    },
  });
  return { stream, logged: () => [...logged] };
}

/** The lines none of `expected` matches, as a failure's text; '' when there are none. */
export function unexpectedErrors(logged: readonly LoggedError[], expected: readonly RegExp[]): string {
  const unexpected = logged.filter((line) => !expected.some((pattern) => pattern.test(line.message)));
  if (unexpected.length === 0) return '';
  const lines = unexpected.map((line) => `  - ${line.message}${line.test ? ` (during "${line.test}")` : ''}`);
  return [
    `The server logged ${unexpected.length} error line(s) no test expected. A test that provokes one names it in`,
    'startTestServer({ expectedErrors }); any other is a failure the server logged and went on from:',
    ...lines,
  ].join('\n');
}

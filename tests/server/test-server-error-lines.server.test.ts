import { startTestServer } from '../support/test-server';

// The test servers fail on an error line no test expected: a server that logs a failure and answers all the same
// (as the country geofences once did) must not pass the suites unseen.

test('an error line the test did not expect fails close(), naming it and the test it came in', async () => {
  const server = await startTestServer({ plugins: [] });
  server.server.app.log.error({ err: new Error('disk on fire') }, 'nightly export failed');
  server.server.app.log.warn('a warning is not a failure');
  await expect(server.close()).rejects.toThrow(
    'nightly export failed (disk on fire) (during "an error line the test did not expect fails close(), naming it and the test it came in")',
  );
});

test('an error line the test provokes on purpose is named in expectedErrors, and close() succeeds', async () => {
  const server = await startTestServer({ plugins: [], expectedErrors: [/^nightly export failed/] });
  server.server.app.log.error('nightly export failed');
  expect(server.errorsLogged().map((line) => line.message)).toEqual(['nightly export failed']);
  await expect(server.close()).resolves.toBeUndefined();
});

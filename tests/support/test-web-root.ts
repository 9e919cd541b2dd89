import { join } from 'node:path';

/** The web host the browser suite serves: this run's build (browser-global-setup.cjs), else dist/web. */
export function testWebRoot(): string {
  return process.env.VIGIL_TEST_WEB_ROOT ?? join(__dirname, '..', '..', 'dist', 'web');
}

/**
 * The demo company of the seed, for tests in plugin folders: they reach the host's code through its doors and
 * the test helpers only.
 */
export { DEMO_COMPANY } from '../../../host/server/seed/demo-company';

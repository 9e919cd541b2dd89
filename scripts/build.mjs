// `npm run build`: builds the web host and the server bundle (`--force` rebuilds even when up to date).
import { buildWhatIsMissing } from './lib/build-steps.mjs';

buildWhatIsMissing({ force: process.argv.includes('--force') });

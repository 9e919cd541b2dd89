// Component test setup (jsdom): what jsdom lacks, and a clean browser state for every test.
import { cleanup } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads these at import time; jsdom does not provide them.
Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

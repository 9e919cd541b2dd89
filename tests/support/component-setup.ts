// Component test setup (jsdom): what jsdom lacks, and a clean browser state for every test.
import { cleanup, configure } from '@testing-library/react';

// A page's first dynamic import (the session chunk after sign-in, a plugin page) is transformed by jest on first
// use; on a fresh clone on two cores that alone has taken over the default 1 s of findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

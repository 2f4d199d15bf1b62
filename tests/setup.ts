import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// waitFor/findBy wait for behaviour, not for time: on a loaded 2-core CI machine a chunk import
// and a mount can take longer than the 1 s default, so allow 5 s (a passing test is no slower).
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  // Server tests (// @vitest-environment node) have no DOM to reset.
  if (typeof document === 'undefined') return;
  document.body.innerHTML = '';
  // The page's cart goes with its markup (imported here, after the test file's mocks).
  (await import('../src/cart/cart-commit.ts')).resetCartForTests();
  sessionStorage.clear();
  localStorage.clear();
});

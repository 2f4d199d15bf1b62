import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// waitFor/findBy wait for behaviour, not for time: on a loaded 2-core CI machine a chunk import
// and a mount can take longer than the 1 s default, so allow 5 s (a passing test is no slower).
configure({ asyncUtilTimeout: 5000 });

// happy-dom's Request drops fetch's `keepalive`, which a browser's keeps (cart changes are sent with it).
if (typeof Request !== 'undefined' && !('keepalive' in Request.prototype)) {
  const BaseRequest = Request;
  globalThis.Request = class extends BaseRequest {
    override readonly keepalive: boolean;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(input, init);
      this.keepalive = init?.keepalive ?? (input instanceof BaseRequest && input.keepalive);
    }
  };
}

afterEach(async () => {
  cleanup();
  // Server tests (// @vitest-environment node) have no DOM to reset.
  if (typeof document === 'undefined') return;
  document.body.innerHTML = '';
  // The page's cart goes with its markup (imported here, after the test file's mocks).
  (await import('../src/cart/cart-commit.ts')).resetCartForTests();
  (await import('../src/cart/leave-guard.ts')).resetLeaveGuardForTests();
  sessionStorage.clear();
  localStorage.clear();
});

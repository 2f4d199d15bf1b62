import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Server tests (// @vitest-environment node) have no DOM to reset.
  if (typeof document === 'undefined') return;
  document.body.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
});

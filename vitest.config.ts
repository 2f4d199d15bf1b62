import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    environment: 'happy-dom',
    include: [
      'tests/**/*.test.{ts,tsx}',
      'islands/**/*.test.{ts,tsx}',
      'protocol/**/*.test.ts',
      'dom-bridge/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'integrations/**/*.test.ts',
    ],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
  },
});

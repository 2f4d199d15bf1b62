import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4319);
// A fresh database per run: every test starts from an empty shop state.
const db = join(mkdtempSync(join(tmpdir(), 'shop-islands-e2e-')), 'shop.sqlite');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // One retry: on 2 cores a timing-heavy spec can lose a race under full-suite load. A test that
  // needs it is reported as flaky in the run's summary (scripts/test-all.mjs), never hidden.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/`,
    // E2E_DIST: a bundle built elsewhere (`vite build --outDir …`), so parallel checkouts don't share dist/.
    env: { PORT: String(PORT), SHOP_DB: db, ...(process.env.E2E_DIST ? { SHOP_DIST: process.env.E2E_DIST } : {}) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});

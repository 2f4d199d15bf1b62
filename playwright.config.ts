import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

/** Any free port (the OS picks it); E2E_PORT pins one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

// Chosen once in the runner and handed to its workers through the environment they inherit.
process.env.E2E_PORT ??= String(await freePort());
const PORT = Number(process.env.E2E_PORT);
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
    command: `${process.execPath} --import tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/`,
    // E2E_DIST: a bundle built elsewhere (`vite build --outDir …`), so parallel checkouts don't share dist/.
    // SHOP_CART_DELAY_MS=0: the shared-host delay is for benchmarks; tests stay fast.
    env: { PORT: String(PORT), SHOP_DB: db, SHOP_CART_DELAY_MS: '0', ...(process.env.E2E_DIST ? { SHOP_DIST: process.env.E2E_DIST } : {}) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});

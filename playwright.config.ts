import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';
import { STRICT_CSP_FLOWS } from './e2e/strict-csp-flows.ts';

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
// Issue 18: the same backend under the strict CSP (project strict-csp) and with the XSS corpus (e2e/xss.spec.ts).
process.env.E2E_CSP_PORT ??= String(await freePort());
process.env.E2E_XSS_PORT ??= String(await freePort());
// Issue 25: scenarios against a live shop (e2e/real-shop-live/), only when REAL_SHOP_URL names one; no server of ours.
const REAL_SHOP_URL = process.env.REAL_SHOP_URL;
const REAL_SHOP_LIVE = '**/real-shop-live/**';

/** The reference backend on `port`, with a database of its own; `env` turns on a test switch. */
function shopServer(port: number, env: Record<string, string> = {}) {
  return {
    command: `${process.execPath} --import tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/`,
    // E2E_DIST: a bundle built elsewhere (`vite build --outDir …`), so parallel checkouts don't share dist/.
    // SHOP_CART_DELAY_MS=0: the shared-host delay is for benchmarks; tests stay fast.
    env: {
      PORT: String(port),
      // A fresh database per run and server: every test starts from an empty shop state.
      SHOP_DB: join(mkdtempSync(join(tmpdir(), 'shop-islands-e2e-')), 'shop.sqlite'),
      SHOP_CART_DELAY_MS: '0',
      ...(process.env.E2E_DIST ? { SHOP_DIST: process.env.E2E_DIST } : {}),
      ...env,
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
  };
}

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
  projects: [
    { name: 'chromium', testIgnore: REAL_SHOP_LIVE },
    {
      name: 'strict-csp',
      testMatch: STRICT_CSP_FLOWS,
      testIgnore: REAL_SHOP_LIVE,
      use: { baseURL: `http://127.0.0.1:${process.env.E2E_CSP_PORT}` },
      teardown: 'strict-csp-violations',
    },
    {
      name: 'strict-csp-violations',
      testMatch: 'csp.teardown.ts',
      testIgnore: REAL_SHOP_LIVE,
      use: { baseURL: `http://127.0.0.1:${process.env.E2E_CSP_PORT}` },
    },
    // One test at a time, no retry: the shop is one PHP server, the throttled scenarios time a 2-core machine,
    // and a flaky scenario is a finding to explain, not to retry away.
    ...(REAL_SHOP_URL
      ? [{ name: 'real-shop', testDir: 'e2e/real-shop-live', workers: 1, retries: 0, timeout: 60_000, use: { baseURL: REAL_SHOP_URL } }]
      : []),
  ],
  webServer: [
    shopServer(PORT, { SHOP_FAULTS: '1' }),
    shopServer(Number(process.env.E2E_CSP_PORT), { SHOP_STRICT_CSP: '1' }),
    shopServer(Number(process.env.E2E_XSS_PORT), { SHOP_XSS: '1' }),
  ],
});

/**
 * Starts the reference shop on 127.0.0.1: `PORT` if set (0 = any free port), otherwise
 * 4680 or the next free port after it; database at `SHOP_DB` (default .data/shop.sqlite),
 * built bundle from `SHOP_DIST` (default dist/); the cart calls answer after `SHOP_CART_DELAY_MS`
 * (default 400 ms, like a typical shared host; 0 for none). Stops cleanly on SIGINT, SIGTERM and SIGHUP,
 * and when the process that started it is gone.
 */
import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:net';
import { createApp } from './app.ts';
import { CART_DELAY_ENV, cartDelayFromEnv } from './routes/cart-delay.ts';
import { DEFAULT_DB_PATH } from './db.ts';
import { listenOnFreePort, portRequest, PortError } from './listen.ts';
import { STRICT_CSP_ENV } from './security/strict-csp.ts';
import { FAULTS_ENV } from './routes/faults.ts';

const hostname = '127.0.0.1';
const PARENT_CHECK_MS = 500;

/**
 * `npm start` runs us under `sh -c`, and on SIGTERM npm signals only that shell, which dies
 * without passing it on: when the process that started us is gone, stop too.
 */
function stopWithParent(stop: () => void): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, PARENT_CHECK_MS).unref();
}

async function main(): Promise<void> {
  const request = portRequest(process.env.PORT);
  const app = createApp({
    dbPath: process.env.SHOP_DB ?? DEFAULT_DB_PATH,
    ...(process.env.SHOP_DIST ? { distDir: process.env.SHOP_DIST } : {}),
    cartDelayMs: cartDelayFromEnv(process.env[CART_DELAY_ENV]),
    strictCsp: process.env[STRICT_CSP_ENV] === '1',
    faults: process.env[FAULTS_ENV] === '1',
  });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server & { closeAllConnections?: () => void };
  const stop = (): void => {
    // Browsers keep connections alive: close them too, or close() waits for them.
    server.close(() => {
      app.close();
      process.exit(0);
    });
    server.closeAllConnections?.();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, stop);
  stopWithParent(stop);
  try {
    const port = await listenOnFreePort(server, request, hostname);
    if (!request.explicit && port !== request.port) console.log(`Port ${request.port} is busy; using ${port} instead.`);
    console.log(`Shop running at http://${hostname}:${port}/  (Ctrl-C stops it)`);
  } catch (error) {
    app.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  // A person's mistake (busy port, bad PORT) gets a sentence; anything else its stack.
  console.error(error instanceof PortError ? error.message : error);
  process.exit(1);
});

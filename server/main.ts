/**
 * Starts the reference shop: `PORT` (default 8080) on 127.0.0.1, database at
 * `SHOP_DB` (default .data/shop.sqlite), built bundle from `SHOP_DIST` (default dist/).
 */
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { DEFAULT_DB_PATH } from './db.ts';

const port = Number(process.env.PORT ?? 8080);
const hostname = '127.0.0.1';
const app = createApp({
  dbPath: process.env.SHOP_DB ?? DEFAULT_DB_PATH,
  ...(process.env.SHOP_DIST ? { distDir: process.env.SHOP_DIST } : {}),
});

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Shop running at http://${hostname}:${info.port}/`);
});

function shutdown(): void {
  server.close(() => {
    app.close();
    process.exit(0);
  });
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

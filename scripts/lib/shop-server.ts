/**
 * Starts the reference backend on any free port with a throw-away database, for scripts that measure
 * pages. The cart calls answer at once unless `cartDelayMs` asks for a shared host's delay (the bench).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningShop {
  url: string;
  stop(): void;
}

export async function startShop(options: { cartDelayMs?: number } = {}): Promise<RunningShop> {
  const db = join(mkdtempSync(join(tmpdir(), 'shop-islands-db-')), 'shop.sqlite');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // PORT=0: the server takes any free port and prints it; no window for another process to take it.
    env: { ...process.env, PORT: '0', SHOP_DB: db, SHOP_CART_DELAY_MS: String(options.cartDelayMs ?? 0) },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group, so stop() ends it and anything it started.
    detached: true,
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the shop did not start within 30 s')), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /Shop running at (\S+)/.exec(chunk.toString());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`the shop exited with ${code}`)));
  });
  return {
    url,
    stop: () => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill();
      }
    },
  };
}

/** Starts the reference backend on a free port with a throw-away database, for scripts that measure pages. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningShop {
  url: string;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startShop(): Promise<RunningShop> {
  const port = await freePort();
  const db = join(mkdtempSync(join(tmpdir(), 'shop-islands-db-')), 'shop.sqlite');
  const child: ChildProcess = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), SHOP_DB: db },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group: npx starts tsx, which starts node; stop() must end all of them.
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

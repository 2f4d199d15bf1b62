// @vitest-environment node
/**
 * Starting and stopping the demo shop as a person does: any port, a clear sentence for a busy
 * one, and nothing left listening after npm is told to stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, connect, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnFreePort, portRequest } from './listen.ts';

const started: ChildProcess[] = [];
const servers: Server[] = [];

afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  for (const server of servers.splice(0)) server.close();
});

function freshDb(): string {
  return join(mkdtempSync(join(tmpdir(), 'shop-main-test-')), 'shop.sqlite');
}

function start(command: string, args: string[], env: Record<string, string>, options: { detached?: boolean } = {}): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, SHOP_DB: freshDb(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  started.push(child);
  return child;
}

function output(child: ChildProcess, stream: 'stdout' | 'stderr', pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let text = '';
    child[stream]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = pattern.exec(text);
      if (match) resolve(match);
    });
    child.on('exit', () => setTimeout(() => reject(new Error(`exited; ${stream} was: ${text}`)), 50));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.on('exit', (code) => resolve(code))));
}

/** True once nothing accepts connections on `port` (polled: the stop is asynchronous). */
async function refusesConnections(port: number): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (!open) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

function occupiedPort(): Promise<number> {
  const server = createServer();
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
}

describe('npm run serve', () => {
  it('stops listening when npm alone gets SIGTERM (a process manager, `kill <npm pid>`)', async () => {
    const npm = start('npm', ['run', 'serve'], { PORT: '0' });
    const [, port] = await output(npm, 'stdout', /Shop running at http:\/\/127\.0\.0\.1:(\d+)\//);
    npm.kill('SIGTERM');
    await exited(npm);
    expect(await refusesConnections(Number(port))).toBe(true);
  }, 30_000);

  it('stops listening on Ctrl-C (SIGINT to the whole foreground process group)', async () => {
    const npm = start('npm', ['run', 'serve'], { PORT: '0' }, { detached: true });
    const [, port] = await output(npm, 'stdout', /Shop running at http:\/\/127\.0\.0\.1:(\d+)\//);
    process.kill(-(npm.pid ?? 0), 'SIGINT');
    await exited(npm);
    expect(await refusesConnections(Number(port))).toBe(true);
  }, 30_000);
});

describe('a busy port', () => {
  it('asked for by PORT: one sentence saying how to choose another, exit 1, no stack trace', async () => {
    const port = await occupiedPort();
    const server = start(process.execPath, ['--import', 'tsx', 'server/main.ts'], { PORT: String(port) });
    const [message] = await output(server, 'stderr', /Port \d+ is already in use\.[^\n]*/);
    expect(message).toContain(`PORT=${port + 1} npm start`);
    expect(await exited(server)).toBe(1);
  }, 30_000);

  it('the default one: the next free port is used', async () => {
    const port = await occupiedPort();
    const server = createServer();
    servers.push(server);
    const listened = await listenOnFreePort(server, { port, explicit: false }, '127.0.0.1');
    expect(listened).toBeGreaterThan(port);
  });

  it('reads PORT: unset means the default with fallback, 0 any free port, junk is refused', () => {
    expect(portRequest(undefined)).toEqual({ port: 4680, explicit: false });
    expect(portRequest('0')).toEqual({ port: 0, explicit: true });
    expect(() => portRequest('http')).toThrow(/not a port number/);
  });
});

/**
 * A small HTTP front for the reference backend, so both stacks are measured through the same door:
 * - it gzips text answers, as a real host does (the backend does not, and on a 1.6 Mbps line the
 *   difference between raw and gzipped scripts would swamp everything measured);
 * - a page asked for with `?bench-stack=legacy` is the same page with the legacy stack instead of
 *   our entry (legacy-stack.ts), and the stack's own files are served under LEGACY_PREFIX.
 * Everything else (cookies, the cart calls and their delay) passes through unchanged.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { LEGACY_PREFIX, withLegacyStack, type LegacyAssets } from './legacy-stack.ts';

export const STACK_PARAM = 'bench-stack';

export interface BenchProxy {
  url: string;
  stop(): Promise<void>;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript))|\+xml/;
// Hop-by-hop, or recomputed here: never copied between the two sides.
const DROPPED = new Set(['host', 'connection', 'keep-alive', 'accept-encoding', 'content-length', 'transfer-encoding', 'content-encoding']);

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function send(request: IncomingMessage, response: ServerResponse, status: number, headers: Headers, body: Buffer): void {
  const out: Record<string, string | string[]> = {};
  headers.forEach((value, name) => {
    if (!DROPPED.has(name) && name !== 'set-cookie') out[name] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  const gzip =
    body.length > 512 && COMPRESSIBLE.test(headers.get('content-type') ?? '') && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const payload = gzip ? gzipSync(body, { level: 6 }) : body;
  if (gzip) out['content-encoding'] = 'gzip';
  out['content-length'] = String(payload.length);
  response.writeHead(status, out);
  response.end(request.method === 'HEAD' ? undefined : payload);
}

async function forward(upstream: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', upstream);
  const legacy = url.searchParams.get(STACK_PARAM) === 'legacy';
  url.searchParams.delete(STACK_PARAM);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !DROPPED.has(name)) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = request.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(request));
  const answer = await fetch(url, { method, headers, body, redirect: 'manual' });
  let payload = Buffer.from(await answer.arrayBuffer());
  if (legacy && (answer.headers.get('content-type') ?? '').startsWith('text/html'))
    payload = Buffer.from(withLegacyStack(payload.toString('utf8')));
  send(request, response, answer.status, answer.headers, payload);
}

function serveLegacyFile(assets: LegacyAssets, request: IncomingMessage, response: ServerResponse): void {
  const name = new URL(request.url ?? '/', 'http://bench').pathname.slice(LEGACY_PREFIX.length);
  const text = assets.files.get(name);
  const headers = new Headers({
    'content-type': text === undefined ? 'text/plain' : 'text/javascript; charset=utf-8',
    'cache-control': 'no-cache',
  });
  send(request, response, text === undefined ? 404 : 200, headers, Buffer.from(text ?? 'Not found'));
}

/** Starts the front on a free loopback port, in front of `upstream` (the reference backend's URL). */
export async function startBenchProxy(upstream: string, assets: LegacyAssets): Promise<BenchProxy> {
  const server = createServer((request, response) => {
    if ((request.url ?? '').startsWith(LEGACY_PREFIX)) return serveLegacyFile(assets, request, response);
    forward(upstream, request, response).catch((error: unknown) => {
      console.error('[bench] proxy:', error);
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Test helpers: a fake server behind the client's fetch seam, and the stored
 * platform captures. Imported by tests only.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readShopConfig, type ShopConfig } from '../dom-bridge/config.ts';
import { setConfigForTests, setFetchForTests } from './client.ts';

/** One request as the fake server received it. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string;
  signal: AbortSignal;
  /** Sent to outlive the page (fetch's `keepalive`). */
  keepalive: boolean;
}

export type Handler = (request: SeenRequest, index: number) => Response | Promise<Response>;

/** Rejects like a real fetch when `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

/** Installs `handler` as the server; every request is recorded in call order. */
export function fakeServer(handler: Handler): { requests: SeenRequest[] } {
  const requests: SeenRequest[] = [];
  setFetchForTests(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const seen: SeenRequest = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: '',
      signal: request.signal,
      keepalive: request.keepalive,
    };
    const index = requests.push(seen) - 1;
    seen.body = await request.text();
    return untilAborted(Promise.resolve(handler(seen, index)), request.signal);
  });
  return { requests };
}

/** A promise that never settles: the server that never answers. */
export function never(): Promise<Response> {
  return new Promise<Response>(() => undefined);
}

/** A 200 JSON answer unless `init` says otherwise. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json; charset=UTF-8' }, ...init });
}

/** A 200 HTML/text answer unless `init` says otherwise. */
export function textResponse(text: string, init: ResponseInit = {}): Response {
  return new Response(text, { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' }, ...init });
}

// The project's copy of the captures (fixtures-html/captures/README.md). Resolved by path, not
// `new URL(literal, import.meta.url)`, which Vite would turn into an asset import.
const CAPTURES = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures-html/captures/woocommerce-9.9-storefront');

/** The stored WooCommerce 9.9 answer `name`, as text. */
export function capture(name: string): string {
  return readFileSync(resolve(CAPTURES, name), 'utf8');
}

/** The page's default config with `overrides`, installed for the client. */
export function useConfig(overrides: Partial<ShopConfig> = {}): ShopConfig {
  const config = { ...readShopConfig(), ...overrides };
  setConfigForTests(config);
  return config;
}

/** The form fields of a recorded body (or query string). */
export function fields(body: string): [string, string][] {
  return [...new URLSearchParams(body)];
}

/**
 * Test support for the server tests: a browser-like client with a cookie jar
 * over `app.fetch`, throwaway database files and the captured platform responses.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ShopApp } from './app.ts';

const CAPTURES = fileURLToPath(new URL('../fixtures-html/captures/woocommerce-9.9-storefront/', import.meta.url));

/** A captured file's text (see fixtures-html/captures/README.md). */
export function capture(name: string): string {
  return readFileSync(join(CAPTURES, name), 'utf8');
}

/** The captured shop page's product loop: its `ul.products` element, with the capture's CRLF line ends as LF. */
export function capturedShopLoop(): string {
  const page = capture('shop.html').replaceAll('\r\n', '\n');
  const start = page.indexOf('<ul class="products');
  return page.slice(start, page.indexOf('</ul>', start) + '</ul>'.length);
}

/** The captured shop's absolute URLs made root-relative, as this shop prints them. */
export function relativeUrls(text: string): string {
  return text.replaceAll('http://127.0.0.1:8080', '');
}

/** Image tags removed (the captured shop had placeholders, this one has SVG thumbnails). */
export function withoutImages(html: string): string {
  return html.replace(/<img [^>]*\/>/g, '<img/>');
}

/** A fresh SQLite path in its own temporary folder. */
export function tempDbPath(): string {
  return join(mkdtempSync(join(tmpdir(), 'shop-islands-')), 'nested', 'shop.sqlite');
}

/** A visitor: keeps cookies between requests like a browser (no expiry handling beyond Max-Age=0). */
export class Visitor {
  readonly cookies = new Map<string, string>();

  constructor(private app: ShopApp) {}

  use(app: ShopApp): this {
    this.app = app;
    return this;
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await this.app.fetch(new Request(`http://127.0.0.1:8080${path}`, { ...init, headers, redirect: 'manual' }));
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const expired = attributes.some((a) => /^max-age=0$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(pair.slice(eq + 1)));
    }
    return response;
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(path, { headers });
  }

  /** A form-encoded POST, as the client and browsers send them. */
  post(path: string, fields: Record<string, string | number>): Promise<Response> {
    const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    return this.request(path, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  }

  async json(path: string, fields: Record<string, string | number>): Promise<unknown> {
    return (await this.post(path, fields)).json();
  }
}

/** Static files: the built bundle, fixture assets, uploads and the jQuery copy WordPress would serve. */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file for `relative` inside `root`, refusing anything that escapes it; null when absent. */
async function fileUnder(root: string, relative: string): Promise<Buffer | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  const base = resolve(root);
  const target = resolve(base, `.${sep}${decoded}`);
  if (target !== base && !target.startsWith(base + sep)) return null;
  try {
    if (!(await stat(target)).isFile()) return null;
    return await readFile(target);
  } catch {
    return null;
  }
}

/**
 * A file of the built bundle. Chunks carry a content hash in their names, so a browser may keep
 * them for good (as a CDN would serve them): a visitor fetches the cart start-up or an island once
 * per deploy. The entry's name has no hash: it is revalidated on every page.
 */
export function serveBundleFile(c: Context, distDir: string, relative: string): Promise<Response> {
  const hashed = /^(chunks|assets)\//.test(relative) && !relative.endsWith('.map');
  return serveFile(c, distDir, relative, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Serves `relative` from `root`, or a plain 404. `cacheControl` defaults to no-cache (always revalidate). */
export async function serveFile(c: Context, root: string, relative: string, cacheControl = 'no-cache'): Promise<Response> {
  const body = await fileUnder(root, relative);
  if (!body) return c.text('Not found', 404);
  const type = TYPES[extname(relative).toLowerCase()] ?? 'application/octet-stream';
  return c.body(new Uint8Array(body), 200, { 'Content-Type': type, 'Cache-Control': cacheControl });
}

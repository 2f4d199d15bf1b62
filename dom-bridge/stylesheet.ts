/**
 * Loads an island's stylesheet by URL (imported with `?url`), once per page. Islands
 * load their CSS themselves rather than as a chunk dependency, because a dynamic import
 * with CSS dependencies makes the bundler put its preload helper (about 0.5 KB gz) and a
 * wrapper around every `import()` into the entry, whose budget is 6 KB.
 */
import { warn } from './warn.ts';

const loading = new Map<string, Promise<void>>();

/** A stylesheet that neither loads nor fails by then (a stalled request) no longer holds the island back. */
const GIVE_UP_MS = 3000;

/** Resolves when the stylesheet applies (or failed: the island then works unstyled rather than not at all). */
export function loadStylesheet(href: string): Promise<void> {
  const asked = loading.get(href);
  if (asked) return asked;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, GIVE_UP_MS);
    const settle = (): void => {
      clearTimeout(timer);
      resolve();
    };
    link.addEventListener('load', settle, { once: true });
    link.addEventListener(
      'error',
      () => {
        warn(`the stylesheet ${href} could not load.`);
        // Failed (offline, say): the next ask loads it again, rather than the island staying unstyled for the page's life.
        link.remove();
        if (loading.get(href) === done) loading.delete(href);
        settle();
      },
      { once: true },
    );
  });
  // Remembered before the link goes in: an error can come during the append.
  loading.set(href, done);
  document.head.append(link);
  return done;
}

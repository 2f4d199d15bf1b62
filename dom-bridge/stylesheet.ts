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
  let done = loading.get(href);
  if (!done) {
    done = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
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
          settle();
        },
        { once: true },
      );
      document.head.append(link);
    });
    loading.set(href, done);
  }
  return done;
}

/**
 * The tracking island's first chunk: it only schedules. After the page's load event (§4 "Marketing
 * identification and tracking": never before the page) it fetches the tracking start chunk, which
 * adds the provider's loader and the pixel; nothing of ours beyond these few bytes loads before then.
 */
import type { Unmount } from '../../src/island.ts';

function start(): void {
  void import('../../src/tracking/tracking-start.ts').then((tracking) => tracking.startTracking());
}

export async function mount(): Promise<Unmount> {
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
  // The provider's loader and the pixel stay for the page's life, as their own snippets would.
  return () => removeEventListener('load', start);
}

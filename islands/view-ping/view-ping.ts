/**
 * The view ping itself: one POST 3 s after the page loaded (§9), once per page
 * however often the marker is mounted. A failure is only logged (§8).
 */
import { WOPB_FAILURE_LOG } from '../../dom-bridge/island-constants.ts';
import { VIEW_PING_DELAY_MS } from '../../dom-bridge/media-constants.ts';
import { recordProductView } from '../../protocol/wopb.ts';
import type { Unmount } from '../../src/island.ts';
import type { ViewPingProps } from './index.ts';
import { warn } from '../../dom-bridge/warn.ts';

/** Products whose view this page has sent: a re-inserted marker never pings twice. */
const sent = new WeakMap<Document, Set<number>>();

/** Milliseconds left until 3 s after the load event ended (`loadEnd`, on the performance clock). */
export function delayAfterLoad(now: number, loadEnd: number): number {
  // A load "in the future" means the clocks disagree (a faked performance.now): count the full delay from now.
  if (loadEnd > now) return VIEW_PING_DELAY_MS;
  return Math.max(0, loadEnd + VIEW_PING_DELAY_MS - now);
}

function loadEventEnd(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  // No navigation timing (a test document): count from now.
  return navigation?.loadEventEnd || performance.now();
}

/** Schedules the ping; the returned Unmount cancels it if it has not gone yet. */
export async function mount(element: HTMLElement, { postId }: ViewPingProps): Promise<Unmount> {
  const doc = element.ownerDocument;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = (): void => {
    const products = sent.get(doc) ?? new Set<number>();
    if (products.has(postId)) return;
    sent.set(doc, products.add(postId));
    // The view happened: an unmount after this point does not take it back.
    recordProductView(postId).catch((error: unknown) => warn(`view-ping: ${WOPB_FAILURE_LOG}`, error));
  };
  const start = (): void => {
    timer = setTimeout(send, delayAfterLoad(performance.now(), loadEventEnd()));
  };
  // "3 s after the page loads": an island started before the load event waits for it.
  if (doc.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    clearTimeout(timer);
  };
}

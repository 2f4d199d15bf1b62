/**
 * Re-announces the result count (§2, §9: 2 s after load). The platform prints it as a live region
 * (`role="alert"`), which screen readers skip while the page loads; emptying it and writing its text
 * back once the page has settled makes them read it. The island hydrates when the browser is idle
 * after the load event, so its 2 s count from about then.
 */
import type { Unmount } from '../../src/island.ts';

/** §9 "Listing, search and filters": re-announced 2 s after load. */
export const RESULT_COUNT_REANNOUNCE_MS = 2000;
/** Long enough for a screen reader to see the region empty before the text comes back. */
const EMPTY_MS = 50;

export async function mount(element: HTMLElement): Promise<Unmount> {
  const text = element.textContent ?? '';
  let timer = setTimeout(() => {
    element.textContent = '';
    timer = setTimeout(() => (element.textContent = text), EMPTY_MS);
  }, RESULT_COUNT_REANNOUNCE_MS);
  return () => {
    clearTimeout(timer);
    element.textContent = text;
  };
}

/** Waiting on hydration the way the README says tests must: on the island's live mark, never on sleeps. */
import { HYDRATED_EVENT, ISLAND_STATE_ATTR } from '../../dom-bridge/constants.ts';

/** Resolves once `element`'s island is live (`data-island-state="live"`, then `shop-islands:hydrated`). */
export function whenLive(element: Element): Promise<void> {
  if (element.getAttribute(ISLAND_STATE_ATTR) === 'live') return Promise.resolve();
  return new Promise((resolve) => element.addEventListener(HYDRATED_EVENT, () => resolve(), { once: true }));
}

/**
 * Loads the cart-sync chunk only when the cart may have changed, so a visitor
 * without a cart, or with a valid cached cart, costs no request at all:
 * - at once when the cached fragments are stale;
 * - when another tab changes the cart hash, the page returns from the
 *   back/forward cache, or a script asks for `wc_fragment_refresh`;
 * - when an add or a remove announces new fragments (ours or another script's),
 *   so that from then on other tabs and scripts are followed.
 */
import type { ShopConfig } from '../../dom-bridge/config.ts';
import { PLATFORM_EVENTS } from '../../dom-bridge/constants.ts';
import { on } from '../../dom-bridge/events.ts';
import { warn } from '../../dom-bridge/warn.ts';

type Wake = { refresh: boolean; announced?: unknown[] };

export function watchCartFromOtherPlaces(config: Pick<ShopConfig, 'cartHashKey'>, stale: boolean): void {
  // The listeners stay for the page, like the entry: once cart-sync runs, a wake is a no-op.
  let started = false;
  // A refresh asked while the chunk loads (cart-sync not listening yet) is done when it starts.
  let refreshAsked = false;

  const wake = ({ refresh, announced }: Wake): void => {
    refreshAsked ||= refresh;
    if (started) return;
    started = true;
    import('./cart-sync.ts')
      .then((sync) => {
        sync.startCartSync({ refresh: refreshAsked });
        // The event that woke us fired before cart-sync listened: hand its fragments over (when
        // it was our own add or remove, they are the cart shown: a repeat, skipped by the store).
        if (announced) sync.commitAnnounced(announced);
      })
      .catch((error: unknown) => warn('cart sync could not load; the cart updates on the next page.', error));
  };

  if (stale) {
    wake({ refresh: true });
    return;
  }
  addEventListener('storage', (event) => {
    if (event.key === config.cartHashKey) wake({ refresh: true });
  });
  addEventListener('pageshow', (event) => {
    if (event.persisted) wake({ refresh: true });
  });
  on(PLATFORM_EVENTS.fragmentRefresh, () => wake({ refresh: true }));
  // The cart page changed itself (cart-sync refreshes on it too, once running).
  on(PLATFORM_EVENTS.updatedWcDiv, () => wake({ refresh: true }));
  on(PLATFORM_EVENTS.addedToCart, (args) => wake({ refresh: false, announced: args }));
  on(PLATFORM_EVENTS.removedFromCart, (args) => wake({ refresh: false, announced: args }));
}

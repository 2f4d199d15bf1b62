/**
 * A product card's quick-view trigger (§2 "Quick view modal"): a click asks for the product's
 * quick view (session.ts) instead of following the link. A trigger without a product id is left to
 * its link. The theme's own handler (delegated higher up) must not open its popup as well. On a shop
 * without the theme's endpoints (no `{theme}_params`), a click is left to the page: the WPC add-on's
 * own script (`.woosq-btn`, its own endpoint) or the link.
 */
import { listen } from '../../dom-bridge/listen.ts';
import { QUICK_VIEW } from '../../dom-bridge/quick-view-constants.ts';
import { shopConfig } from '../../protocol/client.ts';
import type { Unmount } from '../../src/island.ts';
import { cancelAsking, openQuickView } from './session.ts';

/** The product id the trigger names (`data-pid`, or the WPC add-on's `data-id`); null when none is readable. */
export function triggerPid(trigger: Element): number | null {
  for (const attr of QUICK_VIEW.pidAttrs) {
    const pid = Number(trigger.getAttribute(attr));
    if (Number.isInteger(pid) && pid > 0) return pid;
  }
  return null;
}

/** The product page: the trigger's own link, else its card's. */
export function productUrlOf(trigger: Element): string {
  const own = trigger instanceof HTMLAnchorElement && trigger.getAttribute('href')?.startsWith('#') === false ? trigger.href : '';
  return own || trigger.closest(QUICK_VIEW.card)?.querySelector<HTMLAnchorElement>(QUICK_VIEW.cardLink)?.href || '';
}

export async function mount(trigger: HTMLElement): Promise<Unmount> {
  trigger.setAttribute('aria-haspopup', 'dialog');
  const stop = listen(trigger, 'click', (event) => {
    const pid = triggerPid(trigger);
    if (pid === null || !shopConfig().themeEndpoints) return;
    event.preventDefault();
    event.stopPropagation();
    void openQuickView(trigger, pid, productUrlOf(trigger));
  });
  return () => {
    stop();
    cancelAsking(trigger);
    trigger.removeAttribute('aria-haspopup');
  };
}

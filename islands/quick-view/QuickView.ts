/**
 * The theme's quick-view trigger's island module, the chunk its claim loads: React-free. It reads
 * the trigger (its product, its product page) and mounts QuickViewView.tsx in a React root once the
 * page has loaded.
 */
import { QUICK_VIEW } from '../../dom-bridge/quick-view-constants.ts';
import { reactIsland } from '../../src/react-island.ts';

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

export const { mount } = reactIsland<Record<string, never>>('quick-view', () => import('./QuickViewView.tsx'));

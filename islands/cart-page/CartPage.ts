/**
 * Mounts a cart page region (the cart form, the totals or the empty-cart message): it holds
 * the page's cart controller while it is on the page. No React: the page's own server HTML
 * is what changes (controller.ts).
 */
import type { Unmount } from '../../src/island.ts';
import { holdCartPage } from './controller.ts';

export function mount(region: HTMLElement): Promise<Unmount> {
  return Promise.resolve(holdCartPage(region));
}

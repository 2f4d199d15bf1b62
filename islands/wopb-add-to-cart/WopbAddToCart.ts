/**
 * ProductX's slider add button (§4 "In a slider", §7 `wopb_addcart`): adds the action
 * area's product with its quantity (default 1). On success the action area becomes active:
 * its 'View Cart' link shows (and takes focus), the add button and the quantity go; the
 * cart fragments are refreshed and `added_to_cart` fires. A failure is only logged and the
 * loading state cleared (§8). No React.
 */
import { announce } from '../../dom-bridge/announce.ts';
import { PLATFORM_EVENTS } from '../../dom-bridge/constants.ts';
import { WOPB_FAILURE_LOG } from '../../dom-bridge/island-constants.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { wopbAddToCart } from '../../protocol/wopb-cart.ts';
import type { Unmount } from '../../src/island.ts';
import { $cart } from '../../src/cart/cart-store.ts';
import { refreshCart } from '../../src/cart/cart-sync.ts';

const ACTIVE_CLASS = 'active';
const VIEW_CART = '.wopb-cart-active';

function quantityOf(area: Element): number {
  const input = area.querySelector<HTMLInputElement>('input.qty');
  const value = Number(input?.value ?? '1');
  return Number.isInteger(value) && value > 0 && (input?.checkValidity() ?? true) ? value : 1;
}

function productName(area: Element): string {
  return (area.closest('.wopb-block-item')?.querySelector('.wopb-block-title')?.textContent ?? '').trim();
}

export function mount(button: HTMLElement): Promise<Unmount> {
  const area = button.closest<HTMLElement>('.wopb-cart-action');
  const postid = Number(area?.getAttribute('data-postid'));
  let pending = false;
  const onClick = (event: MouseEvent): void => {
    event.preventDefault();
    event.stopPropagation();
    if (!area || pending) return;
    pending = true;
    button.classList.add('loading');
    button.setAttribute('aria-busy', 'true');
    wopbAddToCart(postid, quantityOf(area))
      .then(async (ok) => {
        if (!ok) throw new Error('wopb_addcart: success false');
        area.classList.add(ACTIVE_CLASS);
        const viewCart = area.querySelector<HTMLElement>(VIEW_CART);
        // The button leaves with the quantity; focus goes to what replaces them.
        viewCart?.focus();
        area.querySelector('.quantity')?.remove();
        button.remove();
        const name = productName(area);
        if (name) announce(`“${name}” has been added to your cart.`);
        await refreshCart();
        const { fragments, hash } = $cart.get();
        emit(PLATFORM_EVENTS.addedToCart, [fragments, hash, viewCart ?? area]);
      })
      .catch((error: unknown) => {
        console.log(WOPB_FAILURE_LOG, error);
      })
      .finally(() => {
        pending = false;
        button.classList.remove('loading');
        button.removeAttribute('aria-busy');
      });
  };
  return Promise.resolve(listen(button, 'click', onClick));
}

/**
 * The platform's blockUI on the cart page: a region being processed gets the class
 * `processing`, `aria-busy` and a white 0.6 overlay that takes the clicks; a blocked
 * region takes no second request (no double submits).
 */
import { CART_PAGE } from '../../dom-bridge/cart-constants.ts';
import { UPDATING_OPACITY } from '../../dom-bridge/island-constants.ts';

const OVERLAY = `position:absolute;inset:0;z-index:1000;background:#fff;opacity:${UPDATING_OPACITY};cursor:wait`;

export function isBlocked(el: Element | null): boolean {
  return !!el && (el.classList.contains(CART_PAGE.processingClass) || el.closest(`.${CART_PAGE.processingClass}`) !== null);
}

/** Blocks each element; returns the undo (harmless for elements replaced meanwhile). */
export function block(...elements: Array<HTMLElement | null>): () => void {
  const undos = elements.flatMap((el) => {
    if (!el || isBlocked(el)) return [];
    el.classList.add(CART_PAGE.processingClass);
    el.setAttribute('aria-busy', 'true');
    const position = el.style.position;
    if (getComputedStyle(el).position === 'static') el.style.position = 'relative';
    const overlay = document.createElement('div');
    overlay.className = 'blockUI blockOverlay';
    overlay.setAttribute('aria-hidden', 'true');
    overlay.style.cssText = OVERLAY;
    el.append(overlay);
    return [
      () => {
        overlay.remove();
        el.classList.remove(CART_PAGE.processingClass);
        el.removeAttribute('aria-busy');
        el.style.position = position;
      },
    ];
  });
  return () => undos.forEach((undo) => undo());
}

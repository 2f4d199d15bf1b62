/**
 * The theme's sticky add-to-cart bar (§2 "Single product page"): shown once the page is
 * scrolled past the bar's configured offset; mirrors the main form's selection, price and
 * quantity; its button presses the main form's button, so the add goes through the main
 * form's own flow (variation checks, alerts, the theme call, the outcome).
 * Plain DOM: the bar is server markup kept in step with the form's events.
 */
import { STICKY_OFFSET_ATTR } from '../../dom-bridge/product-constants.ts';
import { PRODUCT_SELECTORS } from '../../dom-bridge/product-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { queryFormControls } from '../../dom-bridge/scope.ts';
import type { Unmount } from '../../src/island.ts';
import { pressThrough } from './bar-button.ts';
import { syncQuantity } from './bar-quantity.ts';
import { mirrorPrice, mirrorSelection } from './bar-selection.ts';

const STICKY = {
  visibleClass: 'is-visible',
  price: '.sticky-add-to-cart__price',
  selection: '.sticky-add-to-cart__selection',
  button: '.sticky-add-to-cart__button',
  quantityInput: 'input.qty',
} as const;

/** The product's main cart form: the first `form.cart` of the bar's product that belongs to no add-on. */
export function mainForm(bar: HTMLElement): HTMLFormElement | null {
  const product = bar.closest(PRODUCT_SELECTORS.product) ?? document;
  return (
    Array.from(product.querySelectorAll<HTMLFormElement>('form.cart')).find((form) => !form.closest(PRODUCT_SELECTORS.addonArea)) ?? null
  );
}

/** Shows the bar once the page is scrolled past `offset`: a passive scroll listener, read once per frame. */
function showPastOffset(bar: HTMLElement, offset: number): () => void {
  let frame = 0;
  const update = (): void => {
    frame = 0;
    const visible = window.scrollY >= offset;
    bar.hidden = !visible;
    bar.classList.toggle(STICKY.visibleClass, visible);
  };
  const stopScroll = listen(window, 'scroll', () => (frame ||= requestAnimationFrame(update)), { passive: true });
  update();
  return () => {
    stopScroll();
    cancelAnimationFrame(frame);
  };
}

/** Starts the bar for the main form of its product: visibility, selection and price, quantity, and the button. */
export function startStickyBar(bar: HTMLElement, offset: number): Unmount {
  const form = mainForm(bar);
  if (!form) throw new Error('no product form to mirror');
  const own = <E extends Element>(selector: string): E[] => queryFormControls<E>(form, selector);
  const mainButton = own<HTMLButtonElement>(PRODUCT_SELECTORS.addToCartButton)[0] ?? null;
  const mainQuantity = own<HTMLInputElement>(PRODUCT_SELECTORS.quantityInput)[0] ?? null;
  const selects = own<HTMLSelectElement>(PRODUCT_SELECTORS.attributeSelect);
  const button = bar.querySelector<HTMLElement>(STICKY.button);
  return undoAll([
    showPastOffset(bar, offset),
    mirrorPrice(form, bar.querySelector<HTMLElement>(STICKY.price)),
    mirrorSelection(form, selects, bar.querySelector<HTMLElement>(STICKY.selection)),
    syncQuantity(mainQuantity, bar.querySelector<HTMLInputElement>(STICKY.quantityInput)),
    button && mainButton ? pressThrough(button, mainButton, selects) : () => {},
  ]);
}

export function mount(bar: HTMLElement): Promise<Unmount> {
  try {
    const offset = Number(bar.getAttribute(STICKY_OFFSET_ATTR));
    if (!(offset >= 0)) throw new Error(`${STICKY_OFFSET_ATTR} is not a number of pixels; the bar stays hidden.`);
    return Promise.resolve(startStickyBar(bar, offset));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

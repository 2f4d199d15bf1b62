/**
 * Where the drawer's events go (§4 "Cart drawer"): clicks (the header cart link, the drawer's close
 * controls, its add-on buttons, the coupons' remove links), the add-on panels' forms, the shipping
 * method radios, and the first opening's fragments reload. Plain functions; CartDrawerView attaches them.
 */
import { CART_DRAWER } from '../../dom-bridge/cart-constants.ts';
import { SELECTORS } from '../../dom-bridge/constants.ts';
import { refreshCartOutcome } from '../../src/cart/cart-sync.ts';
import { openAddonPanel, type PanelContext } from './addon-panel.ts';
import { applyCoupon, removeCoupon } from './coupons.ts';
import { saveNotes } from './notes.ts';
import { calculate, chooseShippingMethod } from './shipping.ts';

/**
 * The first opening reloads the full fragments; the drawer shows it is loading meanwhile. A reload
 * that failed (§8: only the fragments-error event says so) leaves the drawer as the page printed it,
 * maybe empty, so the next opening tries again. Returns the handler of an opening.
 */
export function fragmentsReloader(root: HTMLElement): () => void {
  let reload: 'due' | 'running' | 'done' = 'due';
  return () => {
    if (reload !== 'due') return;
    reload = 'running';
    root.classList.add(CART_DRAWER.loadingClass);
    root.classList.remove(CART_DRAWER.loadedClass);
    root.setAttribute('aria-busy', 'true');
    void refreshCartOutcome().then((outcome) => {
      reload = outcome === 'failed' ? 'due' : 'done';
      root.classList.remove(CART_DRAWER.loadingClass);
      root.classList.add(CART_DRAWER.loadedClass);
      root.removeAttribute('aria-busy');
    });
  };
}

/** Clicks anywhere: the header cart link opens the drawer; inside it, its buttons and links. */
export function onClick(event: MouseEvent, root: HTMLElement, context: PanelContext): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const { dialog } = context;
  // The header cart link opens the drawer instead of going to the cart page.
  const toggle = target.closest<HTMLElement>(SELECTORS.headerCartCount);
  if (toggle && !root.contains(toggle)) {
    event.preventDefault();
    event.stopPropagation();
    dialog.open(toggle);
    return;
  }
  if (!root.contains(target)) return;
  if (target.closest(CART_DRAWER.close) || target.closest(CART_DRAWER.overlay)) {
    dialog.close();
    return;
  }
  if (target.closest(CART_DRAWER.addonClose)) {
    dialog.closePanel();
    return;
  }
  const addon = target.closest<HTMLElement>(CART_DRAWER.addonButton);
  if (addon) {
    openAddonPanel(context, addon);
    return;
  }
  const couponLink = target.closest<HTMLElement>(CART_DRAWER.removeCoupon);
  if (couponLink) {
    event.preventDefault();
    removeCoupon(couponLink);
  }
}

/** A form in an add-on panel: the coupon, notes or shipping calculator form, sent without leaving the page. */
export function onSubmit(event: SubmitEvent, root: HTMLElement, context: PanelContext): void {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  const modal = form?.closest<HTMLElement>(CART_DRAWER.addonModal);
  if (!form || !modal || !root.contains(form)) return;
  event.preventDefault();
  const name = modal.getAttribute('data-template') ?? '';
  if (form.matches(CART_DRAWER.couponForm)) applyCoupon(context, form, name);
  else if (form.matches(CART_DRAWER.notesForm)) saveNotes(context, form, name);
  else if (form.matches(CART_DRAWER.calculatorForm)) calculate(context, form, name);
}

/** A shipping method radio was checked. */
export function onShippingChange(event: Event, root: HTMLElement): void {
  const target = event.target;
  if (target instanceof HTMLInputElement && root.contains(target) && target.matches(CART_DRAWER.shippingMethod) && target.checked) {
    chooseShippingMethod(root);
  }
}

/**
 * The cart drawer (§2 "Cart drawer", §4 "Cart drawer"): a modal dialog over the page,
 * opened from the header cart link and — when the theme's page configuration says
 * `open_cart_drawer` — after every add to cart. States: closed/opened, loading/loaded
 * (the first opening reloads the full cart fragments), and modal-open while one of its
 * add-on panels shows. Inside: quantity edits (debounced, validated, restored on
 * failure), coupons, order notes, the shipping choice and calculator; removals are the
 * mini-cart island's (same markup). Focus moves in on open and back on close; Esc
 * closes the panel first, then the drawer.
 * Everything it shows is the server's markup plus a few notices, so it is a plain
 * controller (no React): this module routes the drawer's events to one module per concern.
 */
import { readShopConfig, type ShopConfig } from '../../dom-bridge/config.ts';
import { ISLAND_WAKE_ATTR, PLATFORM_EVENTS, SELECTORS } from '../../dom-bridge/constants.ts';
import { ISLAND_PLATFORM_EVENTS } from '../../dom-bridge/island-constants.ts';
import { CART_DRAWER, CART_EVENTS, OPEN_CART_DRAWER } from '../../dom-bridge/cart-constants.ts';
import { on } from '../../dom-bridge/events.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import type { Unmount } from '../../src/island.ts';
import { $cart } from '../../src/cart/cart-store.ts';
import { refreshCartOutcome } from '../../src/cart/cart-sync.ts';
import { openAddonPanel, type PanelContext } from './addon-panel.ts';
import { applyCoupon, removeCoupon } from './coupons.ts';
import { countdownView } from './countdown-view.ts';
import { itemEdits } from './item-edits.ts';
import { saveNotes } from './notes.ts';
import { drawerDialog } from './open-close.ts';
import { panelMessages } from './panel-messages.ts';
import { calculate, chooseShippingMethod } from './shipping.ts';

/** §9: the drawer body is at least 400 px high. */
const BODY_MIN_HEIGHT = '400px';

/**
 * The first opening reloads the full fragments; the drawer shows it is loading meanwhile. A reload
 * that failed (§8: only the fragments-error event says so) leaves the drawer as the page printed it,
 * maybe empty, so the next opening tries again. Returns the handler of an opening.
 */
function fragmentsReloader(root: HTMLElement): () => void {
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
function onClick(event: MouseEvent, root: HTMLElement, context: PanelContext): void {
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
function onSubmit(event: SubmitEvent, root: HTMLElement, context: PanelContext): void {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  const modal = form?.closest<HTMLElement>(CART_DRAWER.addonModal);
  if (!form || !modal || !root.contains(form)) return;
  event.preventDefault();
  const name = modal.getAttribute('data-template') ?? '';
  if (form.matches(CART_DRAWER.couponForm)) applyCoupon(context, form, name);
  else if (form.matches(CART_DRAWER.notesForm)) saveNotes(context, form, name);
  else if (form.matches(CART_DRAWER.calculatorForm)) calculate(context, form, name);
}

function onShippingChange(event: Event, root: HTMLElement): void {
  const target = event.target;
  if (target instanceof HTMLInputElement && root.contains(target) && target.matches(CART_DRAWER.shippingMethod) && target.checked) {
    chooseShippingMethod(root);
  }
}

/** Starts the drawer on the claimed markup; returns the undo. */
function startCartDrawer(root: HTMLElement, config: ShopConfig): Unmount {
  const body = root.querySelector<HTMLElement>(CART_DRAWER.body);
  if (body) body.style.minHeight = BODY_MIN_HEIGHT;
  let alive = true;
  const cartEmpty = (): boolean => $cart.get().count <= 0;
  const countdown = countdownView(root);
  const dialog = drawerDialog(root, (open) => countdown.update(open, cartEmpty()));
  const messages = panelMessages(root);
  const context: PanelContext = { dialog, messages, sending: new WeakSet(), alive: () => alive };
  const items = itemEdits(root, dialog);
  const onAdded = (args: unknown[]): void => {
    if (config.addToCartBehaviour === OPEN_CART_DRAWER) dialog.open(args[2] instanceof Element ? args[2] : null);
  };
  countdown.update(false, cartEmpty());

  const stop = undoAll([
    listen(document, 'click', (event) => onClick(event, root, context)),
    listen(root, 'submit', (event) => onSubmit(event, root, context)),
    listen(root, 'change', (event) => onShippingChange(event, root)),
    listen(root, 'input', items.onEdit),
    listen(root, 'change', items.onEdit),
    listen(root, 'focusin', items.onFocusIn),
    listen(document, 'keydown', dialog.onKeyDown),
    on(CART_EVENTS.drawerOpened, fragmentsReloader(root), root),
    on(PLATFORM_EVENTS.addedToCart, onAdded),
    on(ISLAND_PLATFORM_EVENTS.fragmentsRefreshed, items.afterFragments),
    on(ISLAND_PLATFORM_EVENTS.fragmentsLoaded, items.afterFragments),
    // The countdown starts over when the cart empties or fills (§4).
    $cart.listen((cart) => countdown.update(dialog.isOpen(), cart.count <= 0)),
  ]);
  // Woken by an add (the event fired before these listeners existed): act on it now.
  if (root.getAttribute(ISLAND_WAKE_ATTR) === PLATFORM_EVENTS.addedToCart) {
    root.removeAttribute(ISLAND_WAKE_ATTR);
    onAdded([]);
  }

  return () => {
    alive = false;
    items.dispose();
    countdown.dispose();
    dialog.close();
    stop();
    messages.dispose();
  };
}

/** Mounts the island on the claimed drawer. */
export function mount(root: HTMLElement): Promise<Unmount> {
  return Promise.resolve(startCartDrawer(root, readShopConfig()));
}

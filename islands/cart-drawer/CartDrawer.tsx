/**
 * The cart drawer (§2 "Cart drawer", §4 "Cart drawer"): a modal dialog over the page,
 * opened from the header cart link and — when the theme's page configuration says
 * `open_cart_drawer` — after every add to cart. States: closed/opened, loading/loaded
 * (the first opening reloads the full cart fragments), and modal-open while one of its
 * add-on panels shows. Inside: quantity edits (debounced, validated, restored on
 * failure), coupons, order notes, the shipping choice and calculator; removals are the
 * mini-cart island's (same markup). Focus moves in on open and back on close; Esc
 * closes the panel first, then the drawer.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { announce, focusNotice } from '../../dom-bridge/announce.ts';
import { readShopConfig, type ShopConfig } from '../../dom-bridge/config.ts';
import { ISLAND_WAKE_ATTR, PLATFORM_EVENTS, SELECTORS } from '../../dom-bridge/constants.ts';
import { ISLAND_PLATFORM_EVENTS } from '../../dom-bridge/island-constants.ts';
import {
  CART_DRAWER,
  CART_EVENTS,
  CART_TIMER_TICK_MS,
  ENTER_A_COUPON_CODE,
  OPEN_CART_DRAWER,
  RESERVATION,
} from '../../dom-bridge/cart-constants.ts';
import { readCookie } from '../../dom-bridge/cookies.ts';
import { on } from '../../dom-bridge/events.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { emit, emitOn } from '../../dom-bridge/emit.ts';
import { serializeFormPairs } from '../../dom-bridge/serialize.ts';
import {
  applyDrawerCoupon,
  calculateShipping,
  removeDrawerCoupon,
  saveOrderNotes,
  updateDrawerShippingMethod,
  updateProductQuantity,
  type ThemeCartAnswer,
} from '../../protocol/cart-drawer.ts';
import { failureText, isAbort, PROTOCOL_MESSAGES } from '../../protocol/errors.ts';
import type { Unmount } from '../../src/island.ts';
import { createHost, renderIsland } from '../../src/react-root.tsx';
import { reservationStart } from '../../src/shop/countdown.ts';
import { commitCart } from '../../src/cart/cart-commit.ts';
import { $cart } from '../../src/cart/cart-store.ts';
import { refreshCart } from '../../src/cart/cart-sync.ts';
import { countdownState, readCountdownSettings } from './countdown.ts';
import { focusBack, inertOutside, trapTab } from './dialog.ts';
import { loadPanel } from './panels.ts';
import { createQuantityUpdater } from './quantity.ts';

/** §9: the drawer body is at least 400 px high. */
const BODY_MIN_HEIGHT = '400px';

/** A message shown in a panel: the server's notices HTML, or a plain error text. */
type PanelMessage = { html: string } | { error: string };

function textOf(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Server notice HTML without scripts (the same rule as fragments). */
function safeHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const script of Array.from(template.content.querySelectorAll('script'))) script.remove();
  return template.innerHTML;
}

function itemOf(root: HTMLElement, key: string): HTMLElement | null {
  const input = root.querySelector<HTMLInputElement>(`${CART_DRAWER.quantityInput}[data-cart_item_key="${CSS.escape(key)}"]`);
  return input?.closest<HTMLElement>(CART_DRAWER.item) ?? null;
}

interface Props {
  root: HTMLElement;
  config: ShopConfig;
}

function CartDrawer({ root, config }: Props): ReactNode {
  const cart = useStore($cart);
  const [open, setOpen] = useState(false);
  const [itemErrors, setItemErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [panelMessages, setPanelMessages] = useState<Readonly<Record<string, PanelMessage>>>({});
  const countdownStart = useRef(Date.now());
  const reservedSince = useRef<number | null>(null);
  const wasEmpty = useRef<boolean | null>(null);
  const cartEmpty = cart.count <= 0;

  useEffect(() => {
    const panel = root.querySelector<HTMLElement>(CART_DRAWER.panel) ?? root;
    const body = root.querySelector<HTMLElement>(CART_DRAWER.body);
    if (body) body.style.minHeight = BODY_MIN_HEIGHT;
    let opener: HTMLElement | null = null;
    let undoInert: (() => void) | null = null;
    let firstOpen = true;
    let activePanel: { modal: HTMLElement; button: HTMLElement } | null = null;
    let lastQuantityKey: string | null = null;
    let alive = true;

    const setPanelMessage = (name: string, message: PanelMessage | null): void => {
      setPanelMessages((current) => {
        const next = { ...current };
        if (message) next[name] = message;
        else delete next[name];
        return next;
      });
    };

    const reload = (): void => {
      root.classList.add(CART_DRAWER.loadingClass);
      root.classList.remove(CART_DRAWER.loadedClass);
      root.setAttribute('aria-busy', 'true');
      void refreshCart().finally(() => {
        root.classList.remove(CART_DRAWER.loadingClass);
        root.classList.add(CART_DRAWER.loadedClass);
        root.removeAttribute('aria-busy');
      });
    };

    const openDrawer = (from: Element | null): void => {
      if (root.classList.contains(CART_DRAWER.openedClass)) return;
      opener = from instanceof HTMLElement ? from : document.activeElement instanceof HTMLElement ? document.activeElement : null;
      root.hidden = false;
      root.classList.add(CART_DRAWER.openedClass);
      undoInert = inertOutside(root);
      setOpen(true);
      (root.querySelector<HTMLElement>(CART_DRAWER.close) ?? panel).focus();
      emitOn(root, CART_EVENTS.drawerOpened);
      if (firstOpen) {
        firstOpen = false;
        emitOn(root, CART_EVENTS.drawerFirstOpen);
      }
    };

    const closePanel = (): void => {
      if (!activePanel) return;
      const { modal, button } = activePanel;
      activePanel = null;
      modal.hidden = true;
      button.setAttribute('aria-expanded', 'false');
      root.classList.remove(CART_DRAWER.modalOpenClass);
      focusBack(button, panel);
    };

    const closeDrawer = (): void => {
      if (!root.classList.contains(CART_DRAWER.openedClass)) return;
      closePanel();
      root.classList.remove(CART_DRAWER.openedClass);
      root.hidden = true;
      undoInert?.();
      undoInert = null;
      setOpen(false);
      focusBack(opener, document.querySelector<HTMLElement>(SELECTORS.headerCartCount));
      emitOn(root, CART_EVENTS.drawerClosed);
    };

    const openPanel = (button: HTMLElement): void => {
      const name = button.getAttribute('data-template') ?? '';
      const modal = root.querySelector<HTMLElement>(`${CART_DRAWER.addonModal}[data-template="${CSS.escape(name)}"]`);
      if (!modal) return;
      if (activePanel) closePanel();
      activePanel = { modal, button };
      modal.hidden = false;
      button.setAttribute('aria-expanded', 'true');
      root.classList.add(CART_DRAWER.modalOpenClass);
      setPanelMessage(name, null);
      modal.setAttribute('tabindex', '-1');
      modal.focus();
      // §4: each add-on template is loaded once, on first use, then marked loaded.
      loadPanel(modal, name)
        .then((first) => {
          if (alive && activePanel?.modal === modal && first)
            (modal.querySelector<HTMLElement>('input, textarea, select') ?? modal).focus();
        })
        .catch((error: unknown) => {
          if (alive && !isAbort(error)) setPanelMessage(name, { error: failureText(error) });
        });
    };

    /** Applies a theme answer's fragments; shows its notices in the panel, or closes the panel on success. */
    const settle = (name: string, answer: ThemeCartAnswer): void => {
      if (answer.cart) commitCart(answer.cart);
      if (answer.ok) {
        closePanel();
        if (answer.notices) announce(textOf(answer.notices));
      } else {
        setPanelMessage(name, {
          html: safeHtml(answer.notices) || `<ul class="woocommerce-error" role="alert"><li>${PROTOCOL_MESSAGES.unknown_error}</li></ul>`,
        });
      }
    };

    const busy = new WeakSet<HTMLFormElement>();
    const submitPanelForm = (form: HTMLFormElement, name: string, request: () => Promise<ThemeCartAnswer>, after?: () => void): void => {
      // No double submits: one request per form at a time.
      if (busy.has(form)) return;
      busy.add(form);
      form.setAttribute('aria-busy', 'true');
      setPanelMessage(name, null);
      request()
        .then((answer) => {
          if (!alive) return;
          settle(name, answer);
          if (answer.ok) after?.();
        })
        .catch((error: unknown) => {
          if (alive && !isAbort(error)) setPanelMessage(name, { error: failureText(error) });
        })
        .finally(() => {
          busy.delete(form);
          form.removeAttribute('aria-busy');
        });
    };

    const quantities = createQuantityUpdater({
      find: (key) => root.querySelector<HTMLInputElement>(`${CART_DRAWER.quantityInput}[data-cart_item_key="${CSS.escape(key)}"]`),
      send: (key, quantity) => updateProductQuantity(key, quantity),
      refresh: () => refreshCart(),
      editing: (key) =>
        setItemErrors((current) => {
          if (!current.has(key)) return current;
          const next = new Map(current);
          next.delete(key);
          return next;
        }),
      failed: (key, error) => {
        if (isAbort(error)) return;
        const text = failureText(error);
        setItemErrors((current) => new Map(current).set(key, text));
      },
    });

    const onClick = (event: MouseEvent): void => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      // The header cart link opens the drawer instead of going to the cart page.
      const toggle = target.closest<HTMLElement>(SELECTORS.headerCartCount);
      if (toggle && !root.contains(toggle)) {
        event.preventDefault();
        event.stopPropagation();
        openDrawer(toggle);
        return;
      }
      if (!root.contains(target)) return;
      if (target.closest(CART_DRAWER.close) || target.closest(CART_DRAWER.overlay)) {
        closeDrawer();
        return;
      }
      if (target.closest(CART_DRAWER.addonClose)) {
        closePanel();
        return;
      }
      const addon = target.closest<HTMLElement>(CART_DRAWER.addonButton);
      if (addon) {
        openPanel(addon);
        return;
      }
      const removeCoupon = target.closest<HTMLAnchorElement>(CART_DRAWER.removeCoupon);
      if (removeCoupon) {
        event.preventDefault();
        const code = removeCoupon.getAttribute('data-coupon') ?? '';
        if (removeCoupon.getAttribute('aria-busy') === 'true') return;
        removeCoupon.setAttribute('aria-busy', 'true');
        removeDrawerCoupon(code)
          .then((answer) => {
            if (answer.cart) commitCart(answer.cart);
            if (answer.notices) announce(textOf(answer.notices));
            emit(CART_EVENTS.removedCoupon, [code]);
          })
          .catch((error: unknown) => {
            if (!isAbort(error)) announce(failureText(error), 0);
          })
          .finally(() => removeCoupon.removeAttribute('aria-busy'));
      }
    };

    const onSubmit = (event: SubmitEvent): void => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      const modal = form?.closest<HTMLElement>(CART_DRAWER.addonModal);
      if (!form || !modal || !root.contains(form)) return;
      event.preventDefault();
      const name = modal.getAttribute('data-template') ?? '';
      if (form.matches(CART_DRAWER.couponForm)) {
        const input = form.querySelector<HTMLInputElement>('input[name="coupon_code"]');
        const code = input?.value.trim() ?? '';
        if (!code) {
          setPanelMessage(name, { error: ENTER_A_COUPON_CODE });
          input?.focus();
          return;
        }
        submitPanelForm(
          form,
          name,
          () => applyDrawerCoupon(code),
          () => {
            if (input) input.value = '';
            emit(CART_EVENTS.appliedCoupon, [code]);
          },
        );
      } else if (form.matches(CART_DRAWER.notesForm)) {
        const notes = form.querySelector<HTMLTextAreaElement>('textarea[name="order_comments"]')?.value ?? '';
        submitPanelForm(form, name, () => saveOrderNotes(notes));
      } else if (form.matches(CART_DRAWER.calculatorForm)) {
        const method = form.method.toUpperCase() === 'GET' ? 'GET' : 'POST';
        submitPanelForm(form, name, () => calculateShipping(serializeFormPairs(form), method));
      }
    };

    const onChange = (event: Event): void => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || !root.contains(target)) return;
      if (target.matches(CART_DRAWER.shippingMethod) && target.checked) {
        const chosen: Record<string, string> = {};
        for (const radio of Array.from(root.querySelectorAll<HTMLInputElement>(`${CART_DRAWER.shippingMethod}:checked`))) {
          chosen[radio.getAttribute('data-index') ?? '0'] = radio.value;
        }
        root.setAttribute('aria-busy', 'true');
        updateDrawerShippingMethod(chosen)
          .then((answer) => {
            if (answer.cart) commitCart(answer.cart);
            emit(CART_EVENTS.updatedShippingMethod);
          })
          .catch((error: unknown) => {
            if (!isAbort(error)) announce(failureText(error), 0);
          })
          .finally(() => root.removeAttribute('aria-busy'));
      }
    };

    const onQuantity = (event: Event): void => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || !target.matches(CART_DRAWER.quantityInput) || !root.contains(target)) return;
      quantities.edit(target, target.getAttribute('data-cart_item_key') ?? '');
    };

    const onFocusIn = (event: FocusEvent): void => {
      const target = event.target;
      lastQuantityKey =
        target instanceof HTMLInputElement && target.matches(CART_DRAWER.quantityInput) ? target.getAttribute('data-cart_item_key') : null;
    };

    const onKeyDown = (event: KeyboardEvent): void => {
      if (!root.classList.contains(CART_DRAWER.openedClass)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (activePanel) closePanel();
        else closeDrawer();
        return;
      }
      trapTab(event, activePanel?.modal ?? panel);
    };

    /** New fragments replaced the items: typed values come back, focus stays where it was. */
    const afterFragments = (): void => {
      for (const [key, value] of quantities.pending()) {
        const input = root.querySelector<HTMLInputElement>(`${CART_DRAWER.quantityInput}[data-cart_item_key="${CSS.escape(key)}"]`);
        if (input) input.value = value;
      }
      setItemErrors((current) => (current.size ? new Map() : current));
      if (!root.classList.contains(CART_DRAWER.openedClass) || root.contains(document.activeElement)) return;
      const same = lastQuantityKey
        ? root.querySelector<HTMLElement>(`${CART_DRAWER.quantityInput}[data-cart_item_key="${CSS.escape(lastQuantityKey)}"]`)
        : null;
      (same ?? panel).focus();
    };

    const onAdded = (args: unknown[]): void => {
      if (config.addToCartBehaviour !== OPEN_CART_DRAWER) return;
      openDrawer(args[2] instanceof Element ? args[2] : null);
    };

    const stops = [
      listen(document, 'click', onClick),
      listen(root, 'submit', onSubmit),
      listen(root, 'change', onChange),
      listen(root, 'input', onQuantity),
      listen(root, 'change', onQuantity),
      listen(root, 'focusin', onFocusIn),
      listen(document, 'keydown', onKeyDown),
      on(CART_EVENTS.drawerFirstOpen, reload, root),
      on(PLATFORM_EVENTS.addedToCart, onAdded),
      on(ISLAND_PLATFORM_EVENTS.fragmentsRefreshed, afterFragments),
      on(ISLAND_PLATFORM_EVENTS.fragmentsLoaded, afterFragments),
    ];
    // Woken by an add (the event fired before these listeners existed): act on it now.
    if (root.getAttribute(ISLAND_WAKE_ATTR) === PLATFORM_EVENTS.addedToCart) {
      root.removeAttribute(ISLAND_WAKE_ATTR);
      onAdded([]);
    }

    return () => {
      alive = false;
      quantities.dispose();
      closeDrawer();
      for (const stop of stops) stop();
    };
  }, [root, config]);

  // The countdown ticks while the drawer is open; an empty cart shows zero and restarts it (§4).
  useEffect(() => {
    const element = root.querySelector(CART_DRAWER.countdown);
    const text = element?.querySelector(CART_DRAWER.countdownText);
    const settings = element ? readCountdownSettings(element) : null;
    if (!element || !text || !settings) return;
    // The countdown starts over whenever the cart empties or fills again.
    if (wasEmpty.current !== null && wasEmpty.current !== cartEmpty) {
      countdownStart.current = Date.now();
      reservedSince.current = null;
    }
    wasEmpty.current = cartEmpty;
    // One reservation (§4): while ProductX's runs, the countdown counts from its start, to the end
    // the cart page's bar shows (the shop gives both the same minutes). Its start is kept until the
    // cart empties: the bar zeroing the cookie at expiry must not restart the countdown.
    reservedSince.current = reservationStart(readCookie(RESERVATION.cookie)) ?? reservedSince.current;
    const start = reservedSince.current ?? countdownStart.current;
    let announced = false;
    const tick = (): void => {
      const state = countdownState(settings, start, Date.now(), cartEmpty);
      text.textContent = state.text;
      element.classList.toggle('is-expired', state.expired);
      if (state.expired && !announced) {
        announced = true;
        announce(state.text);
      }
    };
    tick();
    if (!open || cartEmpty) return;
    const timer = setInterval(tick, CART_TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [root, open, cartEmpty]);

  // Panel errors take focus (§4 Other: notices with role alert after 500 ms).
  useEffect(() => {
    for (const name of Object.keys(panelMessages)) {
      const alert = root.querySelector<HTMLElement>(`${CART_DRAWER.addonModal}[data-template="${CSS.escape(name)}"] [role="alert"]`);
      if (alert) return focusNotice(alert);
    }
    return undefined;
  }, [root, panelMessages]);

  return (
    <>
      {[...itemErrors].map(([key, message]) => {
        const item = itemOf(root, key);
        return item
          ? createPortal(
              <p className="fly-cart-item-error woocommerce-error" role="alert">
                {message}
              </p>,
              item,
              key,
            )
          : null;
      })}
      {Object.entries(panelMessages).map(([name, message]) => {
        const modal = root.querySelector<HTMLElement>(`${CART_DRAWER.addonModal}[data-template="${CSS.escape(name)}"]`);
        const place = modal?.querySelector<HTMLElement>(CART_DRAWER.addonNotices) ?? modal;
        if (!place) return null;
        return createPortal(
          'html' in message ? (
            <div className="fly-cart-addon__message" dangerouslySetInnerHTML={{ __html: message.html }} />
          ) : (
            <ul className="woocommerce-error" role="alert">
              <li>{message.error}</li>
            </ul>
          ),
          place,
          name,
        );
      })}
    </>
  );
}

/** Mounts the island on the claimed drawer. */
export function mount(root: HTMLElement): Promise<Unmount> {
  return renderIsland('cart-drawer', createHost(root, 'append'), <CartDrawer root={root} config={readShopConfig()} />);
}

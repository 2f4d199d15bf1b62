/**
 * The classic cart page's behaviour (§2 "Cart page", §4 "Cart page rows", "Coupons"; the
 * platform's cart.js): remove rows and update quantities through the page's own links and
 * form, choose a shipping method inside the totals (`update_shipping_method`, which answers
 * the totals), apply and remove coupons (`apply_coupon` / `remove_coupon` answer a notice;
 * the cart is then reloaded), the shipping calculator, and keeping the page in step when
 * the cart changes elsewhere (drawer, another tab, an add on this page).
 *
 * One controller serves the page's cart regions through delegated listeners; each claimed
 * region holds it while mounted (regions come and go as the cart is replaced).
 */
import { focusNotice, scrollToNotice } from '../../dom-bridge/announce.ts';
import { PLATFORM_EVENTS } from '../../dom-bridge/constants.ts';
import { CART_EVENTS, CART_PAGE, ENTER_A_COUPON_CODE } from '../../dom-bridge/cart-constants.ts';
import { cartHashCookie } from '../../dom-bridge/cart-hash-cookie.ts';
import { on } from '../../dom-bridge/events.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { serializeFormPairs } from '../../dom-bridge/serialize.ts';
import { applyCartCoupon, getCartPage, postCartForm, removeCartCoupon, updateCartShippingMethod } from '../../protocol/cart-page.ts';
import { failureText, isAbort, ProtocolError } from '../../protocol/errors.ts';
import { $cart } from '../../src/cart/cart-store.ts';
import { block, isBlocked } from './block.ts';
import { cartWrapper, removeNotices, showNotices, updateCartPage, updateCartTotals } from './update-wc-div.ts';

const form = (): HTMLFormElement | null => document.querySelector<HTMLFormElement>(CART_PAGE.form);
const totals = (): HTMLElement | null => document.querySelector<HTMLElement>(CART_PAGE.totals);

/** The cart hash the page shows: a change to another hash means the page is out of date. */
let shownHash = '';

function errorNotice(text: string): string {
  const list = document.createElement('ul');
  list.className = 'woocommerce-error';
  list.setAttribute('role', 'alert');
  const item = document.createElement('li');
  item.textContent = text;
  list.append(item);
  return list.outerHTML;
}

/** §4 Other, §9: scroll to the first notice (100 px above it) and focus it after 500 ms. */
function present(notice: HTMLElement | null): void {
  const alert = notice?.matches('[role="alert"]')
    ? notice
    : (document.querySelector<HTMLElement>(`${CART_PAGE.noticesWrapper} [role="alert"]`) ?? null);
  if (!alert) return;
  scrollToNotice(alert);
  focusNotice(alert);
}

function fields(of: HTMLFormElement, extra: Array<[string, string]> = []): Array<[string, string]> {
  return [...serializeFormPairs(of), ...extra];
}

/** Applies a freshly rendered cart page, or reloads when it cannot (as the platform does). */
function applyPage(html: string, preserveNotices: boolean): void {
  // A coupon error under the field outlives the reload that follows it, as in the platform.
  const couponError = preserveNotices ? (document.querySelector('.coupon-error-message')?.textContent ?? '') : '';
  // The new cart keeps what the shopper had open and where they were.
  const couponOpen = document.querySelector<HTMLDetailsElement>(CART_PAGE.couponSection)?.open ?? false;
  const focusedId =
    document.activeElement instanceof HTMLElement && cartWrapper(document)?.contains(document.activeElement)
      ? document.activeElement.id
      : '';
  const update = updateCartPage(html, { preserveNotices });
  if (!update) {
    window.location.reload();
    return;
  }
  const section = document.querySelector<HTMLDetailsElement>(CART_PAGE.couponSection);
  if (section && couponOpen) section.open = true;
  if (focusedId) document.getElementById(focusedId)?.focus();
  if (couponError) showCouponError(couponError);
  shownHash = cartHashCookie();
  if (update.emptied) emit(CART_EVENTS.cartEmptied);
  // The platform's signal that the cart page changed; the cart fragments refresh on it.
  emit(PLATFORM_EVENTS.updatedWcDiv);
  present(update.notice);
}

/** One request that answers the whole cart page; blocks the form and totals meanwhile. */
function pageRequest(request: () => Promise<string>, preserveNotices: boolean): void {
  const unblock = block(form(), totals());
  request()
    .then((html) => applyPage(html, preserveNotices))
    .catch((error: unknown) => {
      if (isAbort(error)) return;
      present(showNotices([errorNotice(failureText(error))]));
    })
    .finally(unblock);
}

/** Reloads the cart from the server, keeping the notices shown. */
function reloadCart(): void {
  pageRequest(() => getCartPage(), true);
}

function showCouponError(message: string): void {
  const input = document.querySelector<HTMLInputElement>(CART_PAGE.couponCode);
  const wrapper = input?.closest('.coupon');
  if (!input || !wrapper) {
    present(showNotices([errorNotice(message)]));
    return;
  }
  wrapper.querySelector('.coupon-error-message')?.remove();
  const error = document.createElement('p');
  error.className = 'coupon-error-message';
  error.id = 'coupon-error-message';
  error.setAttribute('role', 'alert');
  error.textContent = message;
  input.classList.add('has-error');
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', error.id);
  wrapper.append(error);
  input.closest('details')?.setAttribute('open', '');
  input.focus();
}

function clearCouponError(input: HTMLInputElement): void {
  input.classList.remove('has-error');
  input.removeAttribute('aria-invalid');
  input.removeAttribute('aria-describedby');
  input.closest('.coupon')?.querySelector('.coupon-error-message')?.remove();
}

function applyCoupon(code: string): void {
  const cartForm = form();
  if (isBlocked(cartForm)) return;
  // §5: an empty coupon code is not sent.
  if (code.trim() === '') {
    showCouponError(ENTER_A_COUPON_CODE);
    return;
  }
  const unblock = block(cartForm);
  applyCartCoupon(code.trim())
    .then((html) => {
      removeNotices();
      const field = document.querySelector<HTMLInputElement>(CART_PAGE.couponCode);
      if (field) clearCouponError(field);
      if (html.includes('woocommerce-error')) {
        const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim();
        showCouponError(text);
      } else {
        showNotices([html]);
      }
      emit(CART_EVENTS.appliedCoupon, [code]);
      unblock();
      const input = document.querySelector<HTMLInputElement>(CART_PAGE.couponCode);
      if (input) input.value = '';
      // §4: after a coupon on the cart page, the totals are refreshed.
      reloadCart();
    })
    .catch((error: unknown) => {
      unblock();
      if (!isAbort(error)) showCouponError(failureText(error));
    });
}

function removeCoupon(code: string): void {
  const wrapper = totals();
  if (isBlocked(wrapper)) return;
  const unblock = block(wrapper);
  removeCartCoupon(code)
    .then((html) => {
      removeNotices();
      showNotices([html]);
      emit(CART_EVENTS.removedCoupon, [code]);
      unblock();
      reloadCart();
    })
    .catch((error: unknown) => {
      unblock();
      if (!isAbort(error)) present(showNotices([errorNotice(failureText(error))]));
    });
}

function updateQuantities(cartForm: HTMLFormElement): void {
  if (isBlocked(cartForm)) return;
  // The platform's form handler expects the button's own value.
  pageRequest(() => postCartForm(fields(cartForm, [['update_cart', 'Update Cart']])), false);
}

/** Puts the shipping choice back to the one the server printed: a choice that failed was not taken. */
function restoreShippingChoice(wrapper: HTMLElement): void {
  for (const field of Array.from(wrapper.querySelectorAll<HTMLInputElement | HTMLSelectElement>(CART_PAGE.shippingMethod))) {
    if (field instanceof HTMLSelectElement) for (const option of Array.from(field.options)) option.selected = option.defaultSelected;
    else field.checked = field.defaultChecked;
  }
}

function chooseShipping(): void {
  const wrapper = totals();
  if (!wrapper || isBlocked(wrapper)) return;
  const chosen: Record<string, string> = {};
  for (const input of Array.from(wrapper.querySelectorAll<HTMLInputElement | HTMLSelectElement>(CART_PAGE.shippingChosen))) {
    chosen[input.getAttribute('data-index') ?? '0'] = input.value;
  }
  const unblock = block(wrapper);
  updateCartShippingMethod(chosen)
    .then((html) => {
      // An answer without the totals (an error page) shows no choice taken: it failed as far as the shopper can tell.
      if (!updateCartTotals(html)) throw new ProtocolError('unknown_error', { cause: 'update_shipping_method: no cart totals' });
      emit(CART_EVENTS.updatedCartTotals);
      shownHash = cartHashCookie();
      emit(CART_EVENTS.updatedShippingMethod);
      // The total (and so the cart hash) changed: the drawer and other tabs catch up.
      emit(PLATFORM_EVENTS.fragmentRefresh);
    })
    .catch((error: unknown) => {
      // The radio the shopper pressed must not stay on a choice the server did not take (and a
      // second press of it must be a change again).
      restoreShippingChoice(wrapper);
      if (!isAbort(error)) present(showNotices([errorNotice(failureText(error))]));
    })
    .finally(unblock);
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const cartForm = target.closest<HTMLFormElement>(CART_PAGE.form);
  const remove = target.closest<HTMLAnchorElement>(CART_PAGE.removeItem);
  if (remove && cartForm) {
    event.preventDefault();
    if (isBlocked(cartForm)) return;
    // The remove link's own request (remove_item + nonce), answered by the cart page.
    const query = Object.fromEntries(new URL(remove.href, window.location.href).searchParams);
    pageRequest(() => getCartPage(query), false);
    return;
  }
  const couponLink = target.closest<HTMLAnchorElement>(CART_PAGE.couponLink);
  if (couponLink && cartForm) {
    event.preventDefault();
    // §4: a coupon link already selected or disabled cannot be applied.
    if (
      couponLink.classList.contains('selected') ||
      couponLink.classList.contains('disabled') ||
      couponLink.getAttribute('aria-disabled') === 'true'
    )
      return;
    applyCoupon(couponLink.getAttribute('data-coupon') ?? '');
    return;
  }
  const removeCouponLink = target.closest<HTMLAnchorElement>(CART_PAGE.removeCoupon);
  if (removeCouponLink && removeCouponLink.closest(CART_PAGE.totals)) {
    event.preventDefault();
    removeCoupon(removeCouponLink.getAttribute('data-coupon') ?? '');
    return;
  }
  const calculatorButton = target.closest<HTMLElement>(CART_PAGE.calculatorButton);
  if (calculatorButton && calculatorButton.closest(CART_PAGE.totals)) {
    event.preventDefault();
    const section = calculatorButton.closest(CART_PAGE.calculatorForm)?.querySelector<HTMLElement>(CART_PAGE.calculatorSection);
    if (!section) return;
    const show = section.style.display === 'none';
    section.style.display = show ? '' : 'none';
    calculatorButton.setAttribute('aria-expanded', String(show));
    if (show) section.querySelector<HTMLElement>('select, input')?.focus();
  }
}

function onSubmit(event: SubmitEvent): void {
  const target = event.target instanceof HTMLFormElement ? event.target : null;
  if (!target) return;
  if (target.matches(CART_PAGE.calculatorForm) && target.closest(CART_PAGE.totals)) {
    event.preventDefault();
    if (isBlocked(target)) return;
    // The platform's form handler expects the button's own field.
    pageRequest(() => postCartForm(fields(target, [['calc_shipping', 'x']])), false);
    return;
  }
  if (!target.matches(CART_PAGE.form) || !target.querySelector(CART_PAGE.contents)) return;
  event.preventDefault();
  const submitter = event.submitter;
  const active = document.activeElement;
  if (submitter?.matches(CART_PAGE.applyButton) || (active instanceof HTMLElement && active.matches(CART_PAGE.couponCode))) {
    applyCoupon(target.querySelector<HTMLInputElement>(CART_PAGE.couponCode)?.value ?? '');
    return;
  }
  updateQuantities(target);
}

function onKeyDown(event: KeyboardEvent): void {
  // Enter in a quantity field updates the cart (the form's default button is "Apply coupon").
  const target = event.target;
  if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || !target.matches(CART_PAGE.quantityInput)) return;
  const cartForm = target.form;
  if (!cartForm || !cartForm.matches(CART_PAGE.form)) return;
  event.preventDefault();
  if (cartForm.checkValidity()) updateQuantities(cartForm);
  else cartForm.reportValidity();
}

type UpdateButton = HTMLButtonElement | HTMLInputElement;
type ItemField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Heard through the bus: a theme's quantity buttons often change the field with jQuery's `trigger('change')` only. */
function onInput(target: EventTarget | null): void {
  if (!(target instanceof Element)) return;
  if (target.matches(CART_PAGE.itemField)) {
    const button = target.closest(CART_PAGE.form)?.querySelector<UpdateButton>(CART_PAGE.updateButton);
    if (button) button.disabled = false;
  }
  if (target instanceof HTMLInputElement && target.matches(CART_PAGE.couponCode)) clearCouponError(target);
}

function onChange(target: EventTarget | null): void {
  onInput(target);
  if (target instanceof Element && target.matches(CART_PAGE.shippingMethod) && target.closest(CART_PAGE.totals)) chooseShipping();
}

/** Whether the shopper changed `field` from what the server printed. */
function edited(field: ItemField): boolean {
  if (field instanceof HTMLSelectElement) return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * Disables "Update cart" until a cart row changes, as the platform does, unless the shopper
 * already changed one before the page was live (the island hydrates on idle or on the press of
 * that very button, whose held click would otherwise be replayed on a disabled button).
 */
function disableUpdate(): void {
  const cartForm = form();
  const button = cartForm?.querySelector<UpdateButton>(CART_PAGE.updateButton);
  if (!cartForm || !button) return;
  button.disabled = !Array.from(cartForm.querySelectorAll<ItemField>(CART_PAGE.itemField)).some(edited);
}

let holders = 0;
let stop: (() => void) | null = null;

function start(): () => void {
  shownHash ||= cartHashCookie();
  return undoAll([
    listen(document, 'click', onClick),
    listen(document, 'submit', onSubmit),
    listen(document, 'keydown', onKeyDown),
    on('input', (_, target) => onInput(target), document),
    on('change', (_, target) => onChange(target), document),
    // The cart changed elsewhere (the drawer, another tab, an add on this page): show the new one.
    $cart.listen((cart) => {
      if (cart.hash !== shownHash && cartWrapper(document)) {
        shownHash = cart.hash;
        reloadCart();
      }
    }),
    on(CART_EVENTS.updateCart, reloadCart),
  ]);
}

/** A cart region mounted: starts the controller for the first. Returns its release. */
export function holdCartPage(region: HTMLElement): () => void {
  if (region.matches(CART_PAGE.form)) disableUpdate();
  holders += 1;
  stop ??= start();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      stop?.();
      stop = null;
    }
  };
}

/** For tests: forget the shown cart hash. */
export function resetCartPageForTests(): void {
  shownHash = '';
}

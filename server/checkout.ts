/**
 * The classic checkout as the platform runs it: who is checking out (a logged-in customer or a
 * guest) and what they entered so far, the order review refresh (`update_order_review`),
 * placing the order (`WC_Checkout::process_checkout()`: nonce, validation with the platform's
 * notices, the order with its attribution data, the cart emptied, in one transaction) and
 * ProductX's inline login (`wopb_checkout_login`).
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { changeCartState } from './cart-change.ts';
import { cartView } from './cart.ts';
import { stateTotals } from './cart-state.ts';
import { addressFields, ORDER_COMMENTS, validateCheckout, type CheckoutError } from './checkout-fields.ts';
import { CHECKOUT_NOTICES } from './checkout-notices.ts';
import { checkoutStore, passwordMatches, type Customer, type NewOrder, type Order } from './checkout-store.ts';
import type { FormFields } from './http.ts';
import { escHtml } from './formatting/escape.ts';
import { createNonce, FIXTURE_SECRET, verifyNonce } from './nonce.ts';
import { orderAttribution, postedAttribution } from './order-attribution.ts';
import { readSessionId } from './session.ts';
import type { Shop } from './shop.ts';
import { COOKIE_HASH, NONCE_ACTIONS, URLS } from './site.ts';

/** The platform's offline gateways, the two this shop offers (presets are files: no cash on delivery). */
export const PAYMENT_GATEWAYS = [
  {
    id: 'bacs',
    title: 'Direct bank transfer',
    description:
      'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
  },
  {
    id: 'cheque',
    title: 'Check payments',
    description: 'Please send a check to Store Name, Store Street, Store Town, Store State / County, Store Postcode.',
  },
] as const;

export const CHECKOUT_NONCE_ACTIONS = {
  updateOrderReview: 'update-order-review',
  processCheckout: 'woocommerce-process_checkout',
  /** The login form's own nonce, for its no-script post. */
  login: 'woocommerce-login',
} as const;

/** WordPress's login cookie (its value here is the login's token). */
export const LOGIN_COOKIE = `wordpress_logged_in_${COOKIE_HASH}`;
/** "Remember me": the platform keeps the login for 14 days; otherwise for the browser session. */
const REMEMBER_SECONDS = 14 * 24 * 60 * 60;
const SESSION_LOGIN_MS = 2 * 24 * 60 * 60 * 1000;

export { CHECKOUT_NOTICES };

/** The checkout page's per-visitor data (beside the cart's, in VisitorState). */
export interface CheckoutVisitor {
  customer: Pick<Customer, 'username' | 'email'> | null;
  /** Field name → value to print: what was posted (no script), entered before, or the customer's. */
  values: Record<string, string>;
  paymentMethod: string;
  nonces: { updateOrderReview: string; processCheckout: string; login: string };
}

/** The fields the platform keeps in the customer session between checkout visits. */
function isKeptField(name: string): boolean {
  return (
    /^(billing|shipping)_[a-z0-9_]+$/.test(name) ||
    name === 'order_comments' ||
    name === 'payment_method' ||
    name === 'ship_to_different_address'
  );
}

function keptFields(fields: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => isKeptField(name))
      .map(([name, value]) => [name, value.trim()]),
  );
}

const DEFAULT_VALUES: Readonly<Record<string, string>> = {
  billing_country: 'US',
  billing_state: 'CA',
  shipping_country: 'US',
  shipping_state: 'CA',
};

function validPayment(method: string | undefined): string {
  return PAYMENT_GATEWAYS.some((gateway) => gateway.id === method) ? (method ?? '') : PAYMENT_GATEWAYS[0].id;
}

function checkoutNonces(secret: string, sessionId: string | null): CheckoutVisitor['nonces'] {
  return {
    updateOrderReview: createNonce(secret, CHECKOUT_NONCE_ACTIONS.updateOrderReview, sessionId ?? ''),
    processCheckout: createNonce(secret, CHECKOUT_NONCE_ACTIONS.processCheckout, sessionId ?? ''),
    login: createNonce(secret, CHECKOUT_NONCE_ACTIONS.login, sessionId ?? ''),
  };
}

/** What the committed checkout page is printed with: a guest with no session. */
export function fixtureCheckoutVisitor(): CheckoutVisitor {
  return {
    customer: null,
    values: { ...DEFAULT_VALUES },
    paymentMethod: PAYMENT_GATEWAYS[0].id,
    nonces: checkoutNonces(FIXTURE_SECRET, null),
  };
}

/** The customer this request is logged in as, if any. */
export function loggedInCustomer(c: Context, shop: Shop): Customer | null {
  const token = getCookie(c, LOGIN_COOKIE);
  return token ? checkoutStore(shop.store).customerByLogin(token) : null;
}

/**
 * Like WordPress for logged-out visitors: a nonce printed before the visitor had a session is
 * the session-less one, and stays valid for them (the first add never breaks the checkout).
 */
function nonceValid(shop: Shop, action: string, sessionId: string | null, nonce: string | undefined): boolean {
  const secret = shop.store.secret();
  return verifyNonce(secret, action, sessionId ?? '', nonce) || (sessionId !== null && verifyNonce(secret, action, '', nonce));
}

/** The checkout page's data for this request; `posted` is a no-script checkout post to show again. */
export function checkoutVisitor(c: Context, shop: Shop, sessionId: string | null, posted: Readonly<FormFields> = {}): CheckoutVisitor {
  const customer = loggedInCustomer(c, shop);
  const saved = sessionId ? checkoutStore(shop.store).loadCheckoutSession(sessionId) : {};
  const values = { ...DEFAULT_VALUES, ...(customer?.billing ?? {}), ...saved, ...keptFields(posted) };
  return {
    customer: customer ? { username: customer.username, email: customer.email } : null,
    values,
    paymentMethod: validPayment(values.payment_method),
    nonces: checkoutNonces(shop.store.secret(), sessionId),
  };
}

// ---- update_order_review ------------------------------------------------------------

export type ReviewOutcome =
  { kind: 'refused' } | { kind: 'expired'; sessionId: string | null } | { kind: 'updated'; sessionId: string | null };

/**
 * WC_AJAX::update_order_review(): checks the nonce, then keeps what the shopper chose — payment
 * method, the address fields (the shipping destination follows the shipping address), the
 * shipping methods when sent — and leaves the fragments to the caller.
 */
export function updateOrderReview(c: Context, shop: Shop, form: Readonly<FormFields>): ReviewOutcome {
  const sessionId = readSessionId(c, shop.store);
  if (!nonceValid(shop, CHECKOUT_NONCE_ACTIONS.updateOrderReview, sessionId, form.security)) return { kind: 'refused' };
  const chosen: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    const index = /^shipping_method\[(\d+)\]$/.exec(name)?.[1];
    if (index !== undefined) chosen[index] = value.trim();
  }
  const result = changeCartState(c, shop, sessionId, (state) => {
    if (state.lines.length === 0) return { value: false };
    const destination = {
      country: (form.s_country ?? '').trim() || state.meta.destination.country,
      state: (form.s_state ?? '').trim(),
      city: (form.s_city ?? '').trim(),
      postcode: (form.s_postcode ?? '').trim().toUpperCase(),
    };
    return { meta: { ...state.meta, destination, chosenShipping: { ...state.meta.chosenShipping, ...chosen } }, value: true };
  });
  if (!result.value) return { kind: 'expired', sessionId: result.sessionId };
  if (result.sessionId) {
    const entered = keptFields(Object.fromEntries(new URLSearchParams(form.post_data ?? '')));
    shop.store.transaction(() => {
      const store = checkoutStore(shop.store);
      store.saveCheckoutSession(result.sessionId ?? '', {
        ...store.loadCheckoutSession(result.sessionId ?? ''),
        ...entered,
        payment_method: validPayment(form.payment_method),
      });
    });
  }
  return { kind: 'updated', sessionId: result.sessionId };
}

// ---- Placing the order -------------------------------------------------------------

export type CheckoutOutcome =
  | { ok: true; order: Order; redirect: string; sessionId: string | null }
  | { ok: false; errors: CheckoutError[]; refresh: boolean; sessionId: string | null };

/** The order received page of an order (the platform's `get_checkout_order_received_url()`). */
export function orderReceivedUrl(order: Pick<Order, 'id' | 'key'>): string {
  return `${URLS.checkout}order-received/${order.id}/?key=${order.key}`;
}

class CheckoutRefused extends Error {
  constructor(readonly errors: CheckoutError[]) {
    super('checkout refused');
  }
}

/** WC_Checkout::process_checkout() for the posted checkout form. */
export function processCheckout(c: Context, shop: Shop, form: Readonly<FormFields>): CheckoutOutcome {
  const sessionId = readSessionId(c, shop.store);
  const nonce = form['woocommerce-process-checkout-nonce'] ?? form._wpnonce;
  const customer = loggedInCustomer(c, shop);
  const data = keptFields(form);
  const store = checkoutStore(shop.store);
  try {
    const result = changeCartState(c, shop, sessionId, (state) => {
      if (!nonceValid(shop, CHECKOUT_NONCE_ACTIONS.processCheckout, sessionId, nonce)) {
        // An empty cart means the nonce failed because the session expired.
        throw new CheckoutRefused([{ html: state.lines.length ? CHECKOUT_NOTICES.retry : CHECKOUT_NOTICES.expired }]);
      }
      if (state.lines.length === 0) throw new CheckoutRefused([{ html: CHECKOUT_NOTICES.expired }]);
      const totals = stateTotals(shop.catalogue, state);
      const shipToDifferentAddress =
        totals.needsShipping && data.ship_to_different_address !== undefined && data.ship_to_different_address !== '';
      // What the shopper entered is kept for the next attempt (WC_Checkout::update_session()).
      if (sessionId) store.saveCheckoutSession(sessionId, { ...store.loadCheckoutSession(sessionId), ...data });
      const errors = validateCheckout(data, {
        shipToDifferentAddress,
        paymentMethods: totals.totalCents > 0 ? PAYMENT_GATEWAYS.map((g) => g.id) : [data.payment_method ?? ''],
      });
      if (errors.length) throw new CheckoutRefused(errors);

      const view = cartView(shop.catalogue, state.lines);
      const lineTotals = new Map(totals.lines.map((line) => [line.key, line.totalCents]));
      const gateway = PAYMENT_GATEWAYS.find((g) => g.id === data.payment_method);
      const chosenRate = totals.packages.flatMap((pkg) => pkg.rates.filter((rate) => rate.id === pkg.chosen))[0];
      const addressOf = (fieldset: 'billing' | 'shipping'): Record<string, string> =>
        Object.fromEntries(addressFields(fieldset, data[`${fieldset}_country`] ?? '').map((field) => [field.key, data[field.key] ?? '']));
      const order: NewOrder = {
        // The offline gateways leave an order awaiting payment; a free order needs none.
        status: totals.totalCents > 0 ? 'on-hold' : 'processing',
        createdVia: 'checkout',
        customerId: customer?.id ?? null,
        sessionId,
        paymentMethod: gateway?.id ?? '',
        paymentMethodTitle: gateway?.title ?? '',
        billing: addressOf('billing'),
        shipping: totals.needsShipping ? (shipToDifferentAddress ? addressOf('shipping') : addressOf('billing')) : {},
        items: view.items.map((item) => ({
          productId: item.productId,
          variationId: item.variationId,
          name: item.name,
          permalink: item.permalink,
          quantity: item.quantity,
          totalCents: lineTotals.get(item.key) ?? item.lineCents,
        })),
        totals: {
          subtotalCents: totals.subtotalCents,
          discounts: totals.discounts.map((d) => ({ code: d.code, amountCents: d.amountCents })),
          shipping: chosenRate ? { label: chosenRate.label, costCents: chosenRate.costCents } : null,
          totalCents: totals.totalCents,
        },
        customerNote: data[ORDER_COMMENTS.key] ?? '',
        attribution: orderAttribution(postedAttribution(form), 'checkout'),
      };
      const created = store.createOrder(order);
      if (customer) store.saveCustomerBilling(customer.id, addressOf('billing'));
      // wc_empty_cart(): the lines and the applied coupons go.
      return { lines: [], meta: { ...state.meta, coupons: [] }, value: created };
    });
    return { ok: true, order: result.value, redirect: orderReceivedUrl(result.value), sessionId: result.sessionId };
  } catch (error) {
    if (!(error instanceof CheckoutRefused)) throw error;
    // A failed nonce on a filled cart asks the client to refresh the review (a fresh nonce).
    const refresh = error.errors.length === 1 && error.errors[0]?.html === CHECKOUT_NOTICES.retry;
    if (sessionId && !refresh)
      shop.store.transaction(() => store.saveCheckoutSession(sessionId, { ...store.loadCheckoutSession(sessionId), ...data }));
    return { ok: false, errors: error.errors, refresh, sessionId };
  }
}

// ---- wopb_checkout_login ------------------------------------------------------------

export type LoginOutcome = { kind: 'refused' } | { kind: 'errors'; errors: Record<string, string> } | { kind: 'logged-in' };

/** WordPress's login errors (wp_authenticate), as the platform words them. */
export const LOGIN_ERRORS = {
  usernameRequired: 'Username or Email is required.',
  passwordRequired: 'Password is required.',
  unknownUsername: (login: string): string =>
    `<strong>Error:</strong> The username <strong>${escHtml(login)}</strong> is not registered on this site. If you are unsure of your username, try your email address instead.`,
  unknownEmail: '<strong>Error:</strong> Unknown email address. Check again or try your username.',
  wrongPassword: (login: string, byEmail: boolean): string =>
    `<strong>Error:</strong> The password you entered for the ${byEmail ? 'email address' : 'username'} <strong>${escHtml(login)}</strong> is incorrect. <a href="/my-account/lost-password/">Lost your password?</a>`,
} as const;

/**
 * ProductX's checkout login (nonce `wpnonce`, the wopb nonce) or the login form posted without
 * script (`woocommerce-login-nonce`): per-field errors first, then WordPress's sign-on.
 */
export function checkoutLogin(c: Context, shop: Shop, form: Readonly<FormFields>, via: 'wopb' | 'form' = 'wopb'): LoginOutcome {
  const sessionId = readSessionId(c, shop.store);
  const [action, nonce] =
    via === 'wopb' ? [NONCE_ACTIONS.wopb, form.wpnonce] : [CHECKOUT_NONCE_ACTIONS.login, form['woocommerce-login-nonce']];
  if (!nonceValid(shop, action, sessionId, nonce)) return { kind: 'refused' };
  const login = (form.username ?? '').trim();
  const password = form.password ?? '';
  if (!login) return { kind: 'errors', errors: { username: LOGIN_ERRORS.usernameRequired } };
  if (!password) return { kind: 'errors', errors: { password: LOGIN_ERRORS.passwordRequired } };
  const store = checkoutStore(shop.store);
  const customer = store.findCustomer(login);
  const byEmail = login.includes('@');
  if (!customer) return { kind: 'errors', errors: { default: byEmail ? LOGIN_ERRORS.unknownEmail : LOGIN_ERRORS.unknownUsername(login) } };
  if (!passwordMatches(password, customer.password))
    return { kind: 'errors', errors: { default: LOGIN_ERRORS.wrongPassword(login, byEmail) } };
  const remember = form.rememberme !== undefined && form.rememberme !== '' && form.rememberme !== 'false';
  const expiresAt = Date.now() + (remember ? REMEMBER_SECONDS * 1000 : SESSION_LOGIN_MS);
  const token = shop.store.transaction(() => store.createLogin(customer.id, expiresAt));
  setCookie(c, LOGIN_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Lax', ...(remember ? { maxAge: REMEMBER_SECONDS } : {}) });
  return { kind: 'logged-in' };
}

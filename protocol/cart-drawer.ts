/**
 * The theme's cart drawer calls (§7 "Theme"): add-on templates loaded on first use,
 * coupons, order notes, the shipping choice and calculator, and quantity changes.
 * The calls that change the cart share the platform's cart queue (one at a time, in
 * the shopper's order, §4) and time out like the fragments call (§9, 5000 ms).
 * Endpoint names carry the configured theme, so their contracts are made per theme.
 */
import { CART_LANE, parseCartFragments, type CartFragments } from './cart.ts';
import { shopConfig, type Method, type Payload } from './client.ts';
import { call, defineContract, type CallOptions, type Contract } from './contract.ts';
import { wrongShape } from './errors.ts';
import { fieldsToPayload, type FormFields } from './theme-cart.ts';
import { isRecord, readBoolean, readString } from './validate.ts';
import { CART_NONCES } from '../dom-bridge/nonce-keys.ts';

/** `{success, data: {fragments, cart_hash, notices}}`: whether it worked, the new cart, the platform's notices HTML. */
export interface ThemeCartAnswer {
  ok: boolean;
  /** Null when the answer carries no fragments. */
  cart: CartFragments | null;
  /** Notices HTML to show ('' for none). */
  notices: string;
}

/** Reads a theme cart answer; `data` may be missing on failure. */
export function parseThemeCartAnswer(raw: unknown): ThemeCartAnswer {
  if (!isRecord(raw)) throw wrongShape('theme cart call', 'not an object');
  const ok = readBoolean(raw.success);
  if (ok === undefined) throw wrongShape('theme cart call', 'no success');
  const data = isRecord(raw.data) ? raw.data : {};
  return { ok, cart: parseCartFragments(data), notices: readString(data.notices) ?? '' };
}

/** `{success, data: {template}}` → the template's HTML; null when the server has none (success false). */
function parseTemplate(raw: unknown): string | null {
  if (!isRecord(raw) || readBoolean(raw.success) === undefined) throw wrongShape('template_lazyload', 'no success');
  if (!raw.success) return null;
  const template = isRecord(raw.data) ? readString(raw.data.template) : undefined;
  if (template === undefined) throw wrongShape('template_lazyload', 'no data.template');
  return template;
}

/** `{success}` of the quantity call. */
function parseSuccess(raw: unknown): boolean {
  const ok = isRecord(raw) ? readBoolean(raw.success) : undefined;
  if (ok === undefined) throw wrongShape('update_product_quantity', 'no success');
  return ok;
}

const templateLazyloadContract = defineContract<string | null, { template: string; context: 'wc_cart' }>({
  name: 'template_lazyload',
  transport: { themeAjax: 'template_lazyload' },
  method: 'GET',
  timeout: (config) => config.fragmentsTimeoutMs,
  parse: parseTemplate,
});

const perTheme = new Map<string, Contract<unknown, Payload>>();

/** `/?wc-ajax={theme}_{suffix}`, queued with every other cart change. */
function themeCartContract<T>(
  suffix: string,
  parse: (raw: unknown) => T,
  options: { nonce: boolean; method?: Method } = { nonce: true },
): Contract<T, Payload> {
  const theme = shopConfig().vendors.theme;
  const method = options.method ?? 'POST';
  const key = `${theme}|${suffix}|${method}`;
  let contract = perTheme.get(key) as Contract<T, Payload> | undefined;
  if (!contract) {
    contract = defineContract<T, Payload>({
      name: `${theme}_${suffix}`,
      transport: { wcAjax: `${theme}_${suffix}` },
      method,
      body: 'form',
      ...(options.nonce ? { nonce: { field: 'security', key: CART_NONCES.theme } as const } : {}),
      timeout: (config) => config.fragmentsTimeoutMs,
      concurrency: 'queue',
      lane: CART_LANE,
      parse,
    });
    perTheme.set(key, contract as Contract<unknown, Payload>);
  }
  return contract;
}

/** An add-on panel's markup (`template_lazyload`, context wc_cart); null when the server has none. */
export function loadAddonTemplate(template: string, options?: CallOptions): Promise<string | null> {
  return call(templateLazyloadContract, { template, context: 'wc_cart' }, options);
}

/** `{theme}_apply_coupon {coupon_code, security}`. */
export function applyDrawerCoupon(couponCode: string, options?: CallOptions): Promise<ThemeCartAnswer> {
  return call(themeCartContract('apply_coupon', parseThemeCartAnswer), { coupon_code: couponCode }, options);
}

/** `{theme}_remove_coupon {coupon_code, security}`. */
export function removeDrawerCoupon(couponCode: string, options?: CallOptions): Promise<ThemeCartAnswer> {
  return call(themeCartContract('remove_coupon', parseThemeCartAnswer), { coupon_code: couponCode }, options);
}

/** `{theme}_save_order_notes {order_notes}` (§3: taken from `order_comments`; no nonce in the spec). */
export function saveOrderNotes(orderNotes: string, options?: CallOptions): Promise<ThemeCartAnswer> {
  return call(themeCartContract('save_order_notes', parseThemeCartAnswer, { nonce: false }), { order_notes: orderNotes }, options);
}

/** `{theme}_update_shipping_method {security, shipping_method: {index: value}}`. */
export function updateDrawerShippingMethod(methods: Readonly<Record<string, string>>, options?: CallOptions): Promise<ThemeCartAnswer> {
  return call(themeCartContract('update_shipping_method', parseThemeCartAnswer), { shipping_method: methods }, options);
}

/** `{theme}_calculate_shipping` with the calculator form's fields, by the form's own method. */
export function calculateShipping(fields: FormFields, method: 'GET' | 'POST', options?: CallOptions): Promise<ThemeCartAnswer> {
  return call(themeCartContract('calculate_shipping', parseThemeCartAnswer, { nonce: false, method }), fieldsToPayload(fields), options);
}

/** `{theme}_update_product_quantity {cart_item_key, cart_item_qty, security}`: whether the server took it. */
export function updateProductQuantity(cartItemKey: string, quantity: number, options?: CallOptions): Promise<boolean> {
  return call(themeCartContract('update_product_quantity', parseSuccess), { cart_item_key: cartItemKey, cart_item_qty: quantity }, options);
}

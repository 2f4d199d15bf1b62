/**
 * The real shop's cart changes shared by its endpoints and its form posts: an add (with the
 * bought-together add-on's `woobt_ids`), a remove, quantities, coupons. Each is one
 * transaction (cart-state.ts `changeRealCart`).
 */
import type { Context } from 'hono';
import { addedToCartNotice, addToCart, removedNotice, updateQuantities, type AddRequest, type AddResult, type CartLine } from '../cart.ts';
import { resolveId } from '../catalogue.ts';
import { applyCoupon, removeCoupon } from '../coupons.ts';
import type { Notice } from '../db.ts';
import { absint, attributeFields, parseQuantity, type FormFields } from '../http.ts';
import type { Shop } from '../shop.ts';
import { changeRealCart, realTotals } from './cart-state.ts';
import { REAL_URLS } from './shop.ts';

/** One item of `woobt_ids`: `id/key/qty/attrs` (attrs: the variation's attributes as JSON, URI-encoded or not). */
export interface BoughtTogetherItem {
  id: number;
  quantity: number;
  attributes: Record<string, string>;
}

function parseAttrs(raw: string): Record<string, string> {
  if (raw === '') return {};
  for (const text of [raw, safeDecode(raw)]) {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value !== 'object' || value === null) continue;
      return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    } catch {
      // Not JSON in this spelling; try the next.
    }
  }
  return {};
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `woobt_ids` as the add-on posts it: items joined by commas; unreadable items are skipped. */
export function parseWoobtIds(raw: string | undefined): BoughtTogetherItem[] {
  if (!raw) return [];
  return raw.split(',').flatMap((part) => {
    const [id = '', , qty = '1', ...attrs] = part.trim().split('/');
    const productId = absint(id);
    const quantity = Number.parseFloat(qty);
    if (!productId || !(quantity > 0)) return [];
    return [{ id: productId, quantity: Math.round(quantity), attributes: parseAttrs(attrs.join('/')) }];
  });
}

/** The add request of the platform's fields (`product_id` or `add-to-cart`, quantity, variation_id, attribute_*). */
export function addRequestOf(fields: FormFields, idField: 'product_id' | 'add-to-cart'): AddRequest {
  return {
    productId: absint(fields[idField]),
    quantity: parseQuantity(fields.quantity),
    variationId: absint(fields.variation_id),
    attributes: attributeFields(fields),
  };
}

export interface RealAdd {
  sessionId: string | null;
  result: AddResult;
}

/** The add, then the bought-together items (woobt adds each after the main product, skipping what fails). */
export function addToRealCart(c: Context, shop: Shop, sessionId: string | null, request: AddRequest, woobtIds?: string): RealAdd {
  const { sessionId: id, value } = changeRealCart<AddResult>(c, shop, sessionId, (state) => {
    const result = addToCart(shop.catalogue, state.lines, request);
    if (!result.ok) return { notices: result.notice ? [{ type: 'error', html: result.notice }] : [], value: result };
    let lines: CartLine[] = result.lines;
    for (const item of parseWoobtIds(woobtIds)) {
      const extra = addToCart(shop.catalogue, lines, {
        productId: item.id,
        quantity: item.quantity,
        variationId: 0,
        attributes: item.attributes,
      });
      if (extra.ok) lines = extra.lines;
    }
    return { lines, value: result };
  });
  return { sessionId: id, result: value };
}

/** The platform's "added" notice, its View cart link pointing at the real shop's cart. */
export function realAddedNotice(result: Extract<AddResult, { ok: true }>): Notice {
  return {
    type: 'success',
    html: addedToCartNotice(result.product.name, result.quantity).replace('href="/cart/"', `href="${REAL_URLS.cart}"`),
  };
}

/** Removes the line `key`; false when the cart has no such line. */
export function removeFromRealCart(c: Context, shop: Shop, sessionId: string | null, key: string, notify: boolean): boolean {
  return changeRealCart(c, shop, sessionId, (state) => {
    const line = state.lines.find((l) => l.key === key);
    if (!line) return { value: false };
    const name = resolveId(shop.catalogue, line.productId)?.product.name ?? 'Item';
    const notices: Notice[] = notify ? [{ type: 'success', html: removedNotice(name) }] : [];
    return { lines: state.lines.filter((l) => l.key !== key), notices, value: true };
  }).value;
}

/** The cart form's `cart[KEY][qty]` fields. */
export function postedQuantities(form: FormFields): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const [field, value] of Object.entries(form)) {
    const match = /^cart\[([^\]]+)\]\[qty\]$/.exec(field);
    if (match?.[1]) wanted.set(match[1], value.trim() === '' ? Number.NaN : Number(value));
  }
  return wanted;
}

/** WC_Form_Handler::update_cart_action(): new quantities, 0 removes, then "Cart updated." */
export function updateRealCart(c: Context, shop: Shop, sessionId: string | null, form: FormFields): string | null {
  return changeRealCart(c, shop, sessionId, (state) => ({
    lines: updateQuantities(shop.catalogue, state.lines, postedQuantities(form)),
    notices: [{ type: 'success', html: 'Cart updated.' }],
    value: null,
  })).sessionId;
}

/** Applies or removes a coupon; the notice the platform shows for it (queued only when asked). */
export function changeRealCoupons(
  c: Context,
  shop: Shop,
  sessionId: string | null,
  kind: 'apply' | 'remove',
  code: string,
  queue: boolean,
): { sessionId: string | null; notice: Notice } {
  const { sessionId: id, value } = changeRealCart(c, shop, sessionId, (state) => {
    const subtotal = realTotals(shop, state).subtotalCents;
    const outcome = kind === 'apply' ? applyCoupon(state.meta.coupons, code, subtotal) : removeCoupon(state.meta.coupons, code);
    const notice: Notice = { type: outcome.ok ? 'success' : 'error', html: outcome.notice };
    const meta = outcome.ok ? { ...state.meta, coupons: outcome.coupons } : null;
    return { meta, notices: queue ? [notice] : [], value: notice };
  });
  return { sessionId: id, notice: value };
}

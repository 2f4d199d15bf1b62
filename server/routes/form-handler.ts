/**
 * The non-JavaScript paths, as WC_Form_Handler runs them before any page is
 * rendered: `?add-to-cart=` links and product forms, the cart page's remove
 * links (nonce-checked, then redirect) and its "Update cart" form.
 */
import type { Context } from 'hono';
import { addBundleLines } from '../bought-together.ts';
import { addedToCartNotice, addToCart, removedNotice, updateQuantities, type CartLine } from '../cart.ts';
import { resolveId } from '../catalogue.ts';
import type { Notice } from '../db.ts';
import { absint, attributeFields, parseQuantity, readForm, type FormFields } from '../http.ts';
import { verifyNonce } from '../nonce.ts';
import { changeCart, type Shop } from '../shop.ts';
import { handleCartForms } from './cart-forms.ts';
import { handleCheckoutForms } from './checkout-routes.ts';
import { NONCE_ACTIONS, URLS } from '../site.ts';
import type { FormOutcome } from './types.ts';

function cartNonceValid(shop: Shop, sessionId: string | null, nonce: string | undefined): boolean {
  return verifyNonce(shop.store.secret(), NONCE_ACTIONS.cart, sessionId ?? '', nonce);
}

/** `?remove_item=KEY&_wpnonce=N`: with a valid nonce, remove (if present), queue the notice, go to the cart. */
function removeItem(c: Context, shop: Shop, sessionId: string | null, key: string): FormOutcome {
  const { sessionId: id } = changeCart(c, shop, sessionId, (lines) => {
    const line = lines.find((l) => l.key === key);
    if (!line) return { lines: null, value: null };
    const name = resolveId(shop.catalogue, line.productId)?.product.name ?? 'Item';
    return { lines: lines.filter((l) => l.key !== key), notices: [{ type: 'success', html: removedNotice(name) }], value: null };
  });
  return { sessionId: id, redirect: URLS.cart, notices: [] };
}

/** The cart form's `cart[KEY][qty]` fields. */
function postedQuantities(form: FormFields): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const [field, value] of Object.entries(form)) {
    const match = /^cart\[([^\]]+)\]\[qty\]$/.exec(field);
    if (match?.[1]) wanted.set(match[1], value.trim() === '' ? Number.NaN : Number(value));
  }
  return wanted;
}

function updateCart(c: Context, shop: Shop, sessionId: string | null, form: FormFields): FormOutcome {
  const wanted = postedQuantities(form);
  const { sessionId: id } = changeCart(c, shop, sessionId, (lines: CartLine[]) => ({
    lines: updateQuantities(shop.catalogue, lines, wanted),
    notices: [{ type: 'success', html: 'Cart updated.' }],
    value: null,
  }));
  return { sessionId: id, redirect: URLS.cart, notices: [] };
}

/** `add-to-cart` in the query (loop links) or the body (product forms): add, then show the result on this page. */
function addFromRequest(c: Context, shop: Shop, sessionId: string | null, fields: FormFields): FormOutcome {
  const request = {
    productId: absint(fields['add-to-cart']),
    quantity: parseQuantity(fields.quantity),
    variationId: absint(fields.variation_id),
    attributes: attributeFields(fields),
    ...(typeof fields.wopb_custom_price === 'string' ? { customPrice: fields.wopb_custom_price } : {}),
  };
  const { sessionId: id, value: notice } = changeCart(c, shop, sessionId, (lines): { lines: CartLine[] | null; value: Notice | null } => {
    const outcome = addToCart(shop.catalogue, lines, request);
    if (outcome.ok) {
      // The bought-together add-on adds its items (`woobt_ids`) after the product.
      const next = addBundleLines(shop.catalogue, outcome.lines, outcome.product, outcome.quantity, fields.woobt_ids);
      return { lines: next, value: { type: 'success', html: addedToCartNotice(outcome.product.name, outcome.quantity) } };
    }
    return { lines: null, value: outcome.notice ? { type: 'error', html: outcome.notice } : null };
  });
  return { sessionId: id, redirect: null, notices: notice ? [notice] : [] };
}

/** Runs whichever form action the request carries; most requests carry none. */
export async function handleForms(c: Context, shop: Shop, sessionId: string | null): Promise<FormOutcome> {
  const query = c.req.query();
  const form = await readForm(c);
  const removeKey = query.remove_item;
  if (removeKey && cartNonceValid(shop, sessionId, query._wpnonce)) return removeItem(c, shop, sessionId, removeKey);
  if (form.update_cart !== undefined && cartNonceValid(shop, sessionId, form['woocommerce-cart-nonce'])) {
    return updateCart(c, shop, sessionId, form);
  }
  const checkoutForm = handleCheckoutForms(c, shop, form);
  if (checkoutForm) return checkoutForm;
  const cartForm = handleCartForms(c, shop, sessionId, query, form);
  if (cartForm) return { sessionId: cartForm.sessionId, redirect: cartForm.redirect, notices: [] };
  const fields = { ...query, ...form };
  if (fields['add-to-cart'] !== undefined && /^\d+$/.test(fields['add-to-cart'].trim())) return addFromRequest(c, shop, sessionId, fields);
  return { sessionId, redirect: null, notices: [] };
}

/**
 * The bought-together add-on's cart side: `woobt_ids` (§3 "Serialized bundle ids") read as the add-on
 * reads it, and its items added after the main product, as its `woocommerce_add_to_cart` hook does
 * for every add that carries them (the platform's add, the theme's, the plain form post and its own
 * `woobt_add_all_to_cart`). An item that cannot be added is skipped, as the add-on skips it.
 */
import { addToCart, type CartLine } from './cart.ts';
import type { Catalogue, Product } from './catalogue.ts';

export interface BundleLine {
  id: number;
  qty: number;
  attributes: Record<string, string>;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** attrs: the item's chosen attributes as JSON, URL-encoded (the add-on encodes it; a raw copy is read too). */
function parseAttributes(raw: string): Record<string, string> {
  if (raw === '') return {};
  try {
    const value: unknown = JSON.parse(decode(raw));
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** `id/key/qty/attrs` entries joined by commas; unreadable entries are skipped. */
export function parseBundleIds(raw: string | undefined): BundleLine[] {
  if (!raw) return [];
  return raw.split(',').flatMap((entry) => {
    const [id = '', , qty = '', ...attrs] = entry.trim().split('/');
    const productId = Number.parseInt(id, 10);
    const quantity = Number.parseFloat(qty);
    if (!(productId > 0) || !(quantity > 0)) return [];
    return [{ id: productId, qty: quantity, attributes: parseAttributes(attrs.join('/')) }];
  });
}

/**
 * `lines` with the bundle's items added after `main` was added `mainQty` times. With sync-qty (and
 * optional off) the posted quantities are the originals: each is multiplied by the main quantity.
 */
export function addBundleLines(
  catalogue: Catalogue,
  lines: CartLine[],
  main: Product,
  mainQty: number,
  raw: string | undefined,
): CartLine[] {
  const synced = !!main.woobt?.sync_qty && !main.woobt.optional;
  let next = lines;
  for (const item of parseBundleIds(raw)) {
    const quantity = Math.round(synced ? item.qty * mainQty : item.qty);
    const outcome = addToCart(catalogue, next, { productId: item.id, quantity, variationId: 0, attributes: item.attributes });
    if (outcome.ok) next = outcome.lines;
  }
  return next;
}

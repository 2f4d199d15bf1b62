/**
 * The cart as the platform models it: lines keyed by a stable hash of what was
 * bought, add-to-cart validation in WC_Cart::add_to_cart()'s order, and the
 * cart hash the client caches fragments under. Pure functions over plain data;
 * persistence lives in db.ts.
 */
import { createHash } from 'node:crypto';
import {
  isVariationPurchasable,
  maxPurchaseQuantity,
  permalink,
  resolveId,
  toCents,
  variationName,
  variationPermalink,
  type Catalogue,
  type Product,
  type Variation,
} from './catalogue.ts';
import { escHtml } from './formatting/escape.ts';

export interface CartLine {
  key: string;
  /** The parent product for a variation. */
  productId: number;
  /** 0 for a simple product. */
  variationId: number;
  /** `attribute_*` → term slug, as chosen. */
  variation: Record<string, string>;
  quantity: number;
  /** The shopper's own price for a name-your-price product (wopb_custom_price), in cents. */
  customPriceCents?: number;
}

export interface AddRequest {
  /** A product id, or a variation id (the platform accepts both). */
  productId: number;
  /** NaN when the posted value was not a number. */
  quantity: number;
  /** 0 when not posted. */
  variationId: number;
  /** Posted `attribute_*` fields. */
  attributes: Record<string, string>;
  /** Posted `wopb_custom_price` (a name-your-price product's amount); absent → the product's price. */
  customPrice?: string;
}

export type AddResult =
  | { ok: true; lines: CartLine[]; line: CartLine; product: Product; quantity: number }
  | {
      ok: false;
      /** The product whose page shows the error; null for an unknown id (`product_url: false`). */
      product: Product | null;
      /** The notice the platform queues, as trusted HTML; null where it fails silently. */
      notice: string | null;
    };

export interface CartItemView {
  key: string;
  productId: number;
  variationId: number;
  sku: string;
  /** Plain text: a variation's generated title ("Parent - Term, Term"). */
  name: string;
  /** Parent product name, for "removed" notices. */
  productName: string;
  permalink: string;
  image: string;
  quantity: number;
  unitCents: number;
  lineCents: number;
  maxQuantity: number | null;
  soldIndividually: boolean;
}

export interface CartView {
  items: CartItemView[];
  /** Total quantity, as the header count shows it. */
  count: number;
  subtotalCents: number;
  /** '' when empty. */
  hash: string;
}

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/** WC_Cart::generate_cart_id(): md5 of "product[_variation][_keyvaluekeyvalue]". */
export function cartItemKey(productId: number, variationId: number, variation: Record<string, string>, customPriceCents?: number): string {
  const parts = [String(productId)];
  if (variationId) parts.push(String(variationId));
  const entries = Object.entries(variation);
  if (entries.length) parts.push(entries.map(([k, v]) => `${k.trim()}${v.trim()}`).join(''));
  // Cart item data is part of the platform's id: the same product at another chosen price is another line.
  if (customPriceCents !== undefined) parts.push(`wopb_custom_price${customPriceCents}`);
  return md5(parts.join('_'));
}

interface Resolved {
  line: CartLine;
  product: Product;
  variation: Variation | null;
}

function resolveLines(catalogue: Catalogue, lines: CartLine[]): Resolved[] {
  const out: Resolved[] = [];
  for (const line of lines) {
    const found = resolveId(catalogue, line.variationId || line.productId);
    // Lines whose product left the catalogue are dropped, as the platform drops deleted products.
    if (found && found.product.id === line.productId) out.push({ line, product: found.product, variation: found.variation });
  }
  return out;
}

function unitCents(product: Product, variation: Variation | null, line?: CartLine): number {
  return line?.customPriceCents ?? toCents(variation ? variation.price : product.price) ?? 0;
}

/**
 * A name-your-price product's amount, by the product blocks' rules (§5): a number within
 * [min (default 1), max]. Null for a product without the field; an error notice when out of range.
 */
function customPrice(product: Product, posted: string | undefined): { cents: number } | { notice: string } | null {
  const rules = product.name_your_price;
  if (!rules || posted === undefined || posted.trim() === '') return null;
  const amount = Number(posted);
  const min = rules.min ?? 1;
  if (!Number.isFinite(amount) || amount < min) return { notice: `Minimum Price limit is $${min.toFixed(2)}` };
  if (rules.max !== null && amount > rules.max) return { notice: `Maximum Price limit is $${rules.max.toFixed(2)}` };
  return { cents: Math.round(amount * 100) };
}

/**
 * Everything the templates need about a cart, derived from its lines. `totalCents` is the
 * cart total after discounts and shipping (server/totals.ts), which the cart hash covers
 * like the platform's; without it the subtotal stands in (the same for a plain cart).
 */
export function cartView(catalogue: Catalogue, lines: CartLine[], totalCents?: number): CartView {
  const resolved = resolveLines(catalogue, lines);
  const items = resolved.map(({ line, product, variation }): CartItemView => {
    const unit = unitCents(product, variation, line);
    return {
      key: line.key,
      productId: product.id,
      variationId: variation?.id ?? 0,
      sku: variation?.sku || product.sku,
      name: variation ? variationName(catalogue, product, variation) : product.name,
      productName: product.name,
      permalink: variation ? variationPermalink(product, variation) : permalink(product),
      image: variation?.image || product.image,
      quantity: line.quantity,
      unitCents: unit,
      lineCents: unit * line.quantity,
      maxQuantity: maxPurchaseQuantity(product, variation),
      soldIndividually: product.sold_individually || (variation?.sold_individually ?? false),
    };
  });
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  const subtotalCents = items.reduce((sum, item) => sum + item.lineCents, 0);
  return { items, count, subtotalCents, hash: cartHash(items, totalCents ?? subtotalCents) };
}

/**
 * WC_Cart::get_cart_hash(): md5 of the session's cart JSON followed by the total,
 * '' for an empty cart. Only its stability matters to the client.
 */
function cartHash(items: CartItemView[], totalCents: number): string {
  if (items.length === 0) return '';
  const session: Record<string, unknown> = {};
  for (const item of items) {
    session[item.key] = {
      key: item.key,
      product_id: item.productId,
      variation_id: item.variationId,
      quantity: item.quantity,
      line_subtotal: item.lineCents / 100,
      line_total: item.lineCents / 100,
    };
  }
  return md5(JSON.stringify(session) + String(totalCents / 100));
}

// ---- Adding ------------------------------------------------------------------

/** §5: attribute sets match unless both values are non-empty and differ; a variation's '' means "any". */
function variationMatches(variation: Variation, chosen: Record<string, string>): boolean {
  return Object.entries(variation.attributes).every(([key, value]) => {
    if (value === '') return true;
    // The platform requires a value for every attribute the variation pins down.
    return chosen[key] === value;
  });
}

/** WC_Product_Data_Store_CPT::find_matching_product_variation(): the first variation the chosen attributes select. */
export function findMatchingVariation(product: Product, chosen: Record<string, string>): Variation | null {
  return product.variations.find((v) => variationMatches(v, chosen)) ?? null;
}

function quoted(name: string): string {
  return `&ldquo;${escHtml(name)}&rdquo;`;
}

const UNAVAILABLE = 'Sorry, this product is unavailable. Please choose a different combination.';

/** A variable product's variation when the id was the parent's: the posted variation id, else the posted attributes (§5). A notice when none fits. */
function requestedVariation(product: Product, request: AddRequest): Variation | string {
  if (request.variationId) return product.variations.find((v) => v.id === request.variationId) ?? UNAVAILABLE;
  const match = findMatchingVariation(product, request.attributes);
  if (match) return match;
  const link = escHtml(permalink(product));
  const name = escHtml(product.name);
  return `Please choose product options by visiting <a href="${link}" title="${name}">${name}</a>.`;
}

/** The chosen attributes: the variation's own, with "any" filled from what was posted. A notice when they conflict or one is missing. */
function chosenAttributes(variation: Variation | null, posted: Record<string, string>): Record<string, string> | string {
  const chosen: Record<string, string> = {};
  if (!variation) return chosen;
  for (const [key, value] of Object.entries(variation.attributes)) {
    const sent = posted[key] ?? '';
    if (value !== '' && sent !== '' && sent !== value) return UNAVAILABLE;
    const picked = value || sent;
    if (!picked) return 'Please choose product options&hellip;';
    chosen[key] = picked;
  }
  return chosen;
}

/** Why `name` cannot be bought at all (unpurchasable, out of stock), in the platform's order; null when it can. */
function unsellable(product: Product, variation: Variation | null, name: string): string | null {
  const purchasable = variation ? isVariationPurchasable(variation) : product.type === 'simple' && product.price !== '';
  if (!purchasable) return 'Sorry, this product cannot be purchased.';
  const stockStatus = variation ? variation.stock_status : product.stock_status;
  if (stockStatus !== 'instock') return `You cannot add &quot;${escHtml(name)}&quot; to the cart because the product is out of stock.`;
  return null;
}

/**
 * The quantity to add next to the cart's `existing` line: 1 for a product sold individually (a notice if it is
 * already in the cart), and within the stock left; a notice when it is not.
 */
function allowedQuantity(
  product: Product,
  variation: Variation | null,
  name: string,
  wanted: number,
  existing?: CartLine,
): number | string {
  let quantity = wanted;
  if (product.sold_individually || variation?.sold_individually) {
    quantity = 1;
    if (existing) {
      return `<a href="/cart/" class="button wc-forward">View cart</a> You cannot add another &quot;${escHtml(name)}&quot; to your cart.`;
    }
  }
  const limit = maxPurchaseQuantity(product, variation);
  if (limit === null) return quantity;
  const inCart = existing?.quantity ?? 0;
  if (quantity > limit) {
    return `You cannot add that amount of &quot;${escHtml(name)}&quot; to the cart because there is not enough stock (${limit} remaining).`;
  }
  if (inCart + quantity > limit) {
    return `<a href="/cart/" class="button wc-forward">View cart</a> You cannot add that amount to the cart &mdash; we have ${limit} in stock and you already have ${inCart} in your cart.`;
  }
  return quantity;
}

/**
 * Adds to a copy of `lines`, validating like the platform: unknown id, incomplete
 * or conflicting variation choice, bad quantity, unpurchasable, out of stock,
 * sold individually, not enough stock.
 */
export function addToCart(catalogue: Catalogue, lines: CartLine[], request: AddRequest): AddResult {
  const found = resolveId(catalogue, request.productId);
  if (!found) return { ok: false, product: null, notice: null };
  const { product } = found;
  const fail = (notice: string | null): AddResult => ({ ok: false, product, notice });

  let variation = found.variation;
  if (product.type === 'variable' && !variation) {
    const requested = requestedVariation(product, request);
    if (typeof requested === 'string') return fail(requested);
    variation = requested;
  }
  const chosen = chosenAttributes(variation, request.attributes);
  if (typeof chosen === 'string') return fail(chosen);

  // Deliberately stricter than the platform, which reads an empty or "0" quantity as 1 (brief: < 1 is an error).
  if (!Number.isInteger(request.quantity) || request.quantity < 1) return fail(null);

  const name = variation ? variationName(catalogue, product, variation) : product.name;
  const problem = unsellable(product, variation, name);
  if (problem) return fail(problem);

  const price = customPrice(product, request.customPrice);
  if (price && 'notice' in price) return fail(price.notice);
  const customPriceCents = price?.cents;
  const key = cartItemKey(product.id, variation?.id ?? 0, chosen, customPriceCents);
  const existing = lines.find((l) => l.key === key);
  const quantity = allowedQuantity(product, variation, name, request.quantity, existing);
  if (typeof quantity === 'string') return fail(quantity);

  const line: CartLine = existing
    ? { ...existing, quantity: existing.quantity + quantity }
    : {
        key,
        productId: product.id,
        variationId: variation?.id ?? 0,
        variation: chosen,
        quantity,
        ...(customPriceCents === undefined ? {} : { customPriceCents }),
      };
  const next = existing ? lines.map((l) => (l.key === key ? line : l)) : [...lines, line];
  return { ok: true, lines: next, line, product, quantity };
}

/** wc_add_to_cart_message() for one product, with its View cart button (redirect-after-add is off). */
export function addedToCartNotice(productName: string, quantity: number): string {
  const title = `${quantity > 1 ? `${quantity} &times; ` : ''}${quoted(productName)}`;
  const verb = quantity > 1 ? 'have' : 'has';
  return `${title} ${verb} been added to your cart. <a href="/cart/" class="button wc-forward">View cart</a>`;
}

/** The notice after a remove link was followed. */
export function removedNotice(productName: string): string {
  return `${quoted(productName)} removed.`;
}

/**
 * Cart-page quantities: 0 removes the line, anything above the line's limit is
 * capped, non-numbers leave it unchanged. Returns the new lines.
 */
export function updateQuantities(catalogue: Catalogue, lines: CartLine[], wanted: Map<string, number>): CartLine[] {
  const view = new Map(cartView(catalogue, lines).items.map((item) => [item.key, item]));
  const next: CartLine[] = [];
  for (const line of lines) {
    const requested = wanted.get(line.key);
    if (requested === undefined || !Number.isInteger(requested) || requested < 0) {
      next.push(line);
      continue;
    }
    if (requested === 0) continue;
    const max = view.get(line.key)?.maxQuantity ?? null;
    next.push({ ...line, quantity: max === null ? requested : Math.min(requested, max) });
  }
  return next;
}

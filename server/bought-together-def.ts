/**
 * A product's bought-together bundle as the add-on stores it (§3 "Bought-together bundle"): its
 * items with their `new-price` and quantity, and the section's settings. Read from the catalogue
 * JSON's `woobt` key; apart from catalogue.ts's other parsers so the bundle's add code can read
 * the catalogue without an import cycle.
 */

export interface BundleItemDef {
  id: number;
  /** '100%', 'N%' or a fixed unit price. */
  new_price: string;
  qty: number;
}

export interface BundleDef {
  items: BundleItemDef[];
  /** Percent off the main product when at least one item is selected. */
  discount: number;
  selection: 'single' | 'multiple';
  position: 'before' | 'after';
  /** 'both': the product's button and the section's own "Add all to cart". */
  atc_button: 'main' | 'separate' | 'both';
  /** Items start checked (the add-on's "checked all"); off: the shopper ticks them. */
  checked_all: boolean;
  /** The shopper chooses each item's quantity. */
  optional: boolean;
  /** Item quantities follow the main product's (original qty × main qty) when `optional` is off. */
  sync_qty: boolean;
  show_price: 'total' | 'unit';
  /** The site's `price_format` the page prints for the add-on (the four layouts of §9). */
  price_format: string;
  /** §9 settings the page prints in `woobt_vars`: the badge (individual, qty or hide), the price the total replaces, the main image. */
  counter: 'individual' | 'qty' | 'hide';
  change_price: 'yes' | 'no' | 'yes_custom';
  price_selector: string;
  change_image: boolean;
}

type Json = Record<string, unknown>;

function fail(where: string, what: string): never {
  throw new Error(`${where}: ${what}`);
}

function item(raw: unknown, where: string): BundleItemDef {
  if (typeof raw !== 'object' || raw === null) fail(where, 'expected an object');
  const r = raw as Json;
  if (typeof r.id !== 'number') fail(where, 'id: expected a number');
  const newPrice = r.new_price === undefined ? '100%' : String(r.new_price);
  if (!/^(\d+(\.\d+)?%|\d+(\.\d{1,2})?)$/.test(newPrice)) fail(where, `new_price: ${newPrice}`);
  return { id: r.id, new_price: newPrice, qty: typeof r.qty === 'number' ? r.qty : 1 };
}

const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** `woobt` of a catalogue product; null when it has none. */
export function parseBundleDef(raw: unknown, where: string): BundleDef | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object' || !Array.isArray((raw as Json).items)) fail(where, 'expected { items: [...] }');
  const r = raw as Json;
  return {
    items: (r.items as unknown[]).map((entry, i) => item(entry, `${where}.items[${i}]`)),
    discount: typeof r.discount === 'number' ? r.discount : 0,
    selection: oneOf(r.selection, ['single', 'multiple'], 'multiple'),
    position: oneOf(r.position, ['before', 'after'], 'before'),
    atc_button: oneOf(r.atc_button, ['main', 'separate', 'both'], 'main'),
    checked_all: r.checked_all !== false,
    optional: r.optional === true,
    sync_qty: r.sync_qty === true,
    show_price: oneOf(r.show_price, ['total', 'unit'], 'unit'),
    price_format: typeof r.price_format === 'string' ? r.price_format : '%1$s %2$s',
    counter: oneOf(r.counter, ['individual', 'qty', 'hide'], 'individual'),
    change_price: oneOf(r.change_price, ['yes', 'no', 'yes_custom'], 'yes'),
    price_selector: typeof r.price_selector === 'string' ? r.price_selector : '',
    change_image: r.change_image !== false,
  };
}

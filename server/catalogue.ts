/**
 * The shop's catalogue: typed, validated once at load, then read-only.
 * Prices are decimal strings as the platform stores them ("19.00"; "" = no price,
 * which makes a product unpurchasable); all arithmetic goes through cents.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseBundleDef, type BundleDef } from './bought-together-def.ts';
import { withXssVectors, XSS_ENV } from './security/xss-catalogue.ts';

export type StockStatus = 'instock' | 'outofstock';
export type ProductType = 'simple' | 'variable';

export interface Category {
  id: number;
  slug: string;
  name: string;
}

export interface AttributeTerm {
  slug: string;
  name: string;
}

/** A global attribute (taxonomy) such as `pa_format`. */
export interface AttributeDef {
  name: string;
  label: string;
  terms: AttributeTerm[];
}

export interface Variation {
  id: number;
  sku: string;
  /** `attribute_pa_format` → term slug; '' would mean "any". */
  attributes: Record<string, string>;
  price: string;
  regular_price: string;
  stock_status: StockStatus;
  /** Managed stock when a number; unmanaged (unlimited) when null. */
  stock_quantity: number | null;
  min_qty: number;
  max_qty: number | null;
  image: string;
  description: string;
  /** False when a plugin makes a priced variation unpurchasable (catalog mode): shown, but 'unavailable'. Absent = true. */
  purchasable: boolean;
  /** Sold individually on its own (the product's flag covers all its variations). Absent = false. */
  sold_individually: boolean;
  /** The bought-together add-on's bundle of this variation (shown once it is chosen); absent or null = the product's. */
  woobt?: BundleDef | null;
}

/** The product blocks' name-your-price settings (§3): min defaults to 1 when null. */
export interface NameYourPrice {
  min: number | null;
  max: number | null;
  /** Suggested prices, offered as radio choices. */
  suggestions: number[];
}

export interface Product {
  id: number;
  slug: string;
  name: string;
  sku: string;
  type: ProductType;
  price: string;
  regular_price: string;
  stock_status: StockStatus;
  stock_quantity: number | null;
  sold_individually: boolean;
  /** Trusted HTML. */
  short_description: string;
  image: string;
  categories: number[];
  date: string;
  total_sales: number;
  average_rating: number;
  /** Attribute taxonomies the variations use, in select order. */
  attributes: string[];
  variations: Variation[];
  /** Print `data-product_variations="false"` so the form asks the server (§3 variation form). */
  ajax_variations: boolean;
  /** No shipping needed (presets are files); absent in the JSON = true. Physical goods say false. */
  virtual: boolean;
  /** Shipping class slug ('' = none); `free-shipping` ships at no cost (server/shipping.ts). */
  shipping_class: string;
  /** Name-your-price field on the product page; null = none. */
  name_your_price: NameYourPrice | null;
  /** The bought-together add-on's bundle (items, new prices, settings); absent or null = none. */
  woobt?: BundleDef | null;
  /** The theme's "Buy now" button (adds, then goes to checkout). */
  buy_now: boolean;
}

export interface Catalogue {
  currency: 'USD';
  categories: Category[];
  attributes: AttributeDef[];
  products: Product[];
}

/** A product id resolved to its product and, for a variation id, the variation. */
export interface ResolvedItem {
  product: Product;
  variation: Variation | null;
}

type Json = Record<string, unknown>;

class CatalogueError extends Error {}

function record(value: unknown, where: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new CatalogueError(`${where}: expected an object`);
  return value as Json;
}

function list(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new CatalogueError(`${where}: expected an array`);
  return value;
}

function str(source: Json, key: string, where: string): string {
  const value = source[key];
  if (typeof value !== 'string') throw new CatalogueError(`${where}.${key}: expected a string`);
  return value;
}

function num(source: Json, key: string, where: string): number {
  const value = source[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new CatalogueError(`${where}.${key}: expected a number`);
  return value;
}

function numOrNull(source: Json, key: string, where: string): number | null {
  return source[key] === null || source[key] === undefined ? null : num(source, key, where);
}

function priceString(source: Json, key: string, where: string): string {
  const value = str(source, key, where);
  if (value !== '' && !/^\d+(\.\d{1,2})?$/.test(value)) throw new CatalogueError(`${where}.${key}: not a price: ${value}`);
  return value;
}

function stockStatus(source: Json, where: string): StockStatus {
  const value = str(source, 'stock_status', where);
  if (value !== 'instock' && value !== 'outofstock') throw new CatalogueError(`${where}.stock_status: ${value}`);
  return value;
}

function parseVariation(raw: unknown, where: string): Variation {
  const v = record(raw, where);
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(record(v.attributes, `${where}.attributes`))) {
    if (typeof value !== 'string') throw new CatalogueError(`${where}.attributes.${key}: expected a string`);
    attributes[key] = value;
  }
  return {
    id: num(v, 'id', where),
    sku: str(v, 'sku', where),
    attributes,
    price: priceString(v, 'price', where),
    regular_price: priceString(v, 'regular_price', where),
    stock_status: stockStatus(v, where),
    stock_quantity: numOrNull(v, 'stock_quantity', where),
    min_qty: num(v, 'min_qty', where),
    max_qty: numOrNull(v, 'max_qty', where),
    image: str(v, 'image', where),
    description: str(v, 'description', where),
    purchasable: v.purchasable !== false,
    sold_individually: v.sold_individually === true,
    ...(v.woobt === undefined ? {} : { woobt: parseBundleDef(v.woobt, `${where}.woobt`) }),
  };
}

function parseNameYourPrice(raw: unknown, where: string): NameYourPrice {
  const n = record(raw, where);
  return {
    min: numOrNull(n, 'min', where),
    max: numOrNull(n, 'max', where),
    suggestions: list(n.suggestions ?? [], `${where}.suggestions`).map((value, i) => {
      if (typeof value !== 'number') throw new CatalogueError(`${where}.suggestions[${i}]: expected a number`);
      return value;
    }),
  };
}

function parseProduct(raw: unknown, index: number): Product {
  const where = `products[${index}]`;
  const p = record(raw, where);
  const type = str(p, 'type', where);
  if (type !== 'simple' && type !== 'variable') throw new CatalogueError(`${where}.type: ${type}`);
  return {
    id: num(p, 'id', where),
    slug: str(p, 'slug', where),
    name: str(p, 'name', where),
    sku: str(p, 'sku', where),
    type,
    price: priceString(p, 'price', where),
    regular_price: priceString(p, 'regular_price', where),
    stock_status: stockStatus(p, where),
    stock_quantity: numOrNull(p, 'stock_quantity', where),
    sold_individually: p.sold_individually === true,
    short_description: str(p, 'short_description', where),
    image: str(p, 'image', where),
    categories: list(p.categories, `${where}.categories`).map((id, i) => {
      if (typeof id !== 'number') throw new CatalogueError(`${where}.categories[${i}]: expected a number`);
      return id;
    }),
    date: str(p, 'date', where),
    total_sales: num(p, 'total_sales', where),
    average_rating: num(p, 'average_rating', where),
    attributes: list(p.attributes, `${where}.attributes`).map((name, i) => {
      if (typeof name !== 'string') throw new CatalogueError(`${where}.attributes[${i}]: expected a string`);
      return name;
    }),
    variations: list(p.variations, `${where}.variations`).map((v, i) => parseVariation(v, `${where}.variations[${i}]`)),
    ajax_variations: p.ajax_variations === true,
    virtual: p.virtual !== false,
    shipping_class: typeof p.shipping_class === 'string' ? p.shipping_class : '',
    name_your_price:
      p.name_your_price === undefined || p.name_your_price === null
        ? null
        : parseNameYourPrice(p.name_your_price, `${where}.name_your_price`),
    woobt: parseBundleDef(p.woobt, `${where}.woobt`),
    buy_now: p.buy_now === true,
  };
}

/** Validates raw JSON into a Catalogue; throws with the path of the first bad field. */
export function parseCatalogue(raw: unknown): Catalogue {
  const root = record(raw, 'catalogue');
  if (root.currency !== 'USD') throw new CatalogueError('catalogue.currency: only USD is supported');
  const categories = list(root.categories, 'categories').map((c, i) => {
    const cat = record(c, `categories[${i}]`);
    return {
      id: num(cat, 'id', `categories[${i}]`),
      slug: str(cat, 'slug', `categories[${i}]`),
      name: str(cat, 'name', `categories[${i}]`),
    };
  });
  const attributes = list(root.attributes, 'attributes').map((a, i) => {
    const where = `attributes[${i}]`;
    const attr = record(a, where);
    const terms = list(attr.terms, `${where}.terms`).map((t, j) => {
      const term = record(t, `${where}.terms[${j}]`);
      return { slug: str(term, 'slug', `${where}.terms[${j}]`), name: str(term, 'name', `${where}.terms[${j}]`) };
    });
    return { name: str(attr, 'name', where), label: str(attr, 'label', where), terms };
  });
  const products = list(root.products, 'products').map(parseProduct);
  const ids = new Set<number>();
  for (const product of products) {
    for (const id of [product.id, ...product.variations.map((v) => v.id)]) {
      if (ids.has(id)) throw new CatalogueError(`duplicate id ${id}`);
      ids.add(id);
    }
  }
  return { currency: 'USD', categories, attributes, products };
}

const CATALOGUE_PATH = fileURLToPath(new URL('./catalogue.json', import.meta.url));

let cached: Catalogue | undefined;

/** The shop's catalogue (server/catalogue.json), parsed once per process. */
export function loadCatalogue(): Catalogue {
  if (cached) return cached;
  const parsed = parseCatalogue(JSON.parse(readFileSync(CATALOGUE_PATH, 'utf8')) as unknown);
  // The XSS switch (issue 18, tests only): every shopper-visible string carries the corpus.
  cached = process.env[XSS_ENV] === '1' ? withXssVectors(parsed) : parsed;
  return cached;
}

// ---- Money -------------------------------------------------------------------

/** "19.00" → 1900; "" → null. */
export function toCents(price: string): number | null {
  if (price === '') return null;
  return Math.round(Number(price) * 100);
}

// ---- Queries -------------------------------------------------------------------

/** A product or variation by its id (the platform's ids share one sequence). */
export function resolveId(catalogue: Catalogue, id: number): ResolvedItem | null {
  for (const product of catalogue.products) {
    if (product.id === id) return { product, variation: null };
    const variation = product.variations.find((v) => v.id === id);
    if (variation) return { product, variation };
  }
  return null;
}

export function productBySlug(catalogue: Catalogue, slug: string): Product | null {
  return catalogue.products.find((p) => p.slug === slug) ?? null;
}

export function categoryById(catalogue: Catalogue, id: number): Category | null {
  return catalogue.categories.find((c) => c.id === id) ?? null;
}

export function categoryBySlug(catalogue: Catalogue, slug: string): Category | null {
  return catalogue.categories.find((c) => c.slug === slug) ?? null;
}

export function attributeDef(catalogue: Catalogue, name: string): AttributeDef | null {
  return catalogue.attributes.find((a) => a.name === name) ?? null;
}

/** Display name of a term ("capture-one" → "Capture One"); the slug itself when unknown. */
export function termName(catalogue: Catalogue, attribute: string, slug: string): string {
  return attributeDef(catalogue, attribute)?.terms.find((t) => t.slug === slug)?.name ?? slug;
}

export function permalink(product: Product): string {
  return `/product/${product.slug}/`;
}

/** A variation's link: the parent page preselected by query (as the platform prints it, unescaped). */
export function variationPermalink(product: Product, variation: Variation): string {
  const query = Object.entries(variation.attributes)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `${permalink(product)}?${query}` : permalink(product);
}

/** "Parent - Term, Term": the platform's generated title for a variation with fewer than 3 attributes. */
export function variationName(catalogue: Catalogue, product: Product, variation: Variation): string {
  const terms = Object.entries(variation.attributes)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => termName(catalogue, key.replace(/^attribute_/, ''), value));
  return terms.length ? `${product.name} - ${terms.join(', ')}` : product.name;
}

export function isVariationPurchasable(variation: Variation): boolean {
  return variation.price !== '' && variation.purchasable;
}

/** Simple: has a price. Variable: at least one variation has one. */
export function isPurchasable(product: Product): boolean {
  if (product.type === 'variable') return product.variations.some(isVariationPurchasable);
  return product.price !== '';
}

export function isInStock(product: Product): boolean {
  if (product.type === 'variable') return product.variations.some((v) => v.stock_status === 'instock');
  return product.stock_status === 'instock';
}

function onSale(price: string, regular: string): boolean {
  const p = toCents(price);
  const r = toCents(regular);
  return p !== null && r !== null && p < r;
}

export function isVariationOnSale(variation: Variation): boolean {
  return onSale(variation.price, variation.regular_price);
}

export function isOnSale(product: Product): boolean {
  if (product.type === 'variable') return product.variations.some(isVariationOnSale);
  return onSale(product.price, product.regular_price);
}

/** Largest quantity one cart line may hold; null = unlimited. */
export function maxPurchaseQuantity(product: Product, variation: Variation | null): number | null {
  if (product.sold_individually || variation?.sold_individually) return 1;
  const stock = variation ? variation.stock_quantity : product.stock_quantity;
  const max = variation ? variation.max_qty : null;
  if (stock === null) return max;
  return max === null ? stock : Math.min(stock, max);
}

export interface PriceRange {
  min: number;
  max: number;
  minRegular: number;
  maxRegular: number;
}

/** Min/max of the purchasable variations' prices, in cents; null when none has a price. */
export function variationPriceRange(product: Product): PriceRange | null {
  const priced = product.variations.filter(isVariationPurchasable);
  if (priced.length === 0) return null;
  const prices = priced.map((v) => toCents(v.price) ?? 0);
  const regulars = priced.map((v) => toCents(v.regular_price) ?? toCents(v.price) ?? 0);
  return { min: Math.min(...prices), max: Math.max(...prices), minRegular: Math.min(...regulars), maxRegular: Math.max(...regulars) };
}

/**
 * The bought-together add-on's section (WPC Frequently Bought Together 7.8.5, "woobt") for a
 * product with a `woobt` bundle, in the captured markup (`product-beanie.html`, `product-hoodie.html`):
 * the section with its settings as data attributes, the main row and the together items (checkbox,
 * image, title, quantity, price; a variable item's own nested variation form), the summary lines
 * the script fills, the separate "Add all to cart" form, the `woobt_ids` field of the product form
 * and the add-on's localized settings (a visitor region: its nonce). The ids fields already hold the
 * default selection, so a plain form post (no JavaScript) adds what the shopper sees checked.
 * Like the add-on, the section is printed before the product form (position 'before') or after it;
 * the add-on's script, and the island here, move a variable product's section next to its ids field.
 */
import type { BundleDef } from '../bought-together-def.ts';
import { attributeDef, isPurchasable, permalink, resolveId, toCents, type Catalogue, type Product, type Variation } from '../catalogue.ts';
import { escAttr, escHtml, escUrl, jsonForScript, wpJsonEncode } from '../formatting/escape.ts';
import { URLS } from '../site.ts';
import type { VisitorState } from '../views.ts';
import { bundleThumbnail } from './image.ts';
import { productPriceHtml } from './product-price.ts';
import { availableVariations } from './variation.ts';

interface Together {
  product: Product;
  order: number;
  key: string;
  newPrice: string;
  qty: number;
  /** Printed checked: with "checked all", every item, or only the first in 'single' selection. */
  checked: boolean;
}

/** The bundle's main product: a product, or one of its variations (the section `woobt_get_variation_items` prints). */
interface Main {
  product: Product;
  variation: Variation | null;
}

const money = (price: string): number => (toCents(price) ?? 0) / 100;

/** The lowest purchasable price of a product (a variable one's "from" price), or a variation's own. */
function prices(product: Product, variation: Variation | null = null): { price: number; regular: number } {
  if (variation) return { price: money(variation.price), regular: money(variation.regular_price || variation.price) };
  if (product.type === 'simple') return { price: money(product.price), regular: money(product.regular_price || product.price) };
  const priced = product.variations.filter((v) => v.price !== '').sort((a, b) => money(a.price) - money(b.price));
  const first = priced[0];
  return first ? { price: money(first.price), regular: money(first.regular_price || first.price) } : { price: 0, regular: 0 };
}

function togetherItems(catalogue: Catalogue, def: BundleDef): Together[] {
  return def.items.flatMap((item, i) => {
    const found = resolveId(catalogue, item.id);
    if (!found || found.variation !== null || !isPurchasable(found.product)) return [];
    const checked = def.checked_all && (def.selection !== 'single' || i === 0);
    return [{ product: found.product, order: i + 1, key: `k${item.id}x${i}`, newPrice: item.new_price, qty: item.qty, checked }];
  });
}

/** The default selection (the items printed checked) as the add-on serializes it; variable items wait for a choice. */
function defaultIds(catalogue: Catalogue, def: BundleDef): string {
  // With sync-qty the originals are saved; the main quantity starts at 1 either way.
  return togetherItems(catalogue, def)
    .filter((item) => item.checked && item.product.type === 'simple' && item.qty > 0)
    .map((item) => `${item.product.id}/${item.key}/${item.qty}/`)
    .join(',');
}

function nestedForm(catalogue: Catalogue, product: Product, order: number): string {
  const selects = product.attributes.map((attribute) => {
    const def = attributeDef(catalogue, attribute);
    const field = `attribute_${attribute}`;
    const used = new Set(product.variations.map((v) => v.attributes[field] ?? ''));
    const terms = (def?.terms ?? []).filter((t) => used.has('') || used.has(t.slug));
    const id = `woobt_${attribute}_${product.id}_${order}`;
    const label = def?.label ?? attribute;
    return (
      `<div class="variation variation-${escAttr(attribute)}"><div class="label"><label for="${escAttr(id)}">${escHtml(label)}</label></div>` +
      `<div class="value"><select id="${escAttr(id)}" name="${escAttr(field)}" data-attribute_name="${escAttr(field)}" data-show_option_none="yes">` +
      `<option value="">Choose ${escHtml(label)}</option>${terms.map((t) => `<option value="${escAttr(t.slug)}">${escHtml(t.name)}</option>`).join('')}</select></div></div>`
    );
  });
  // The add-on adds each variation's row thumbnail (`woobt_image`) to every variation list.
  const variations = availableVariations(product).map((v) => ({ ...v, woobt_image: bundleThumbnail(v.image.src, product.name) }));
  return (
    `<div class="variations_form woobt_variations_form" action="${escUrl(permalink(product))}" data-product_id="${product.id}" data-product_variations="${escAttr(wpJsonEncode(variations))}">` +
    `<div class="variations">${selects.join('')}</div><div class="reset"><a class="reset_variations" href="#">Clear</a></div></div>`
  );
}

function image(product: Product, order: number, src = product.image): string {
  const img = bundleThumbnail(src, product.name);
  return `<div class="woobt-thumb"><span class="woobt-img woobt-img-order-${order}" data-img="${escAttr(img)}">${img}</span></div>`;
}

function quantity(item: Together, def: BundleDef): string {
  const name = escAttr(item.product.name);
  if (!def.optional) return `<span class="woobt-qty-num"><span class="woobt-qty">${item.qty}</span> × </span>`;
  const id = `woobt_qty_${item.key}`;
  return (
    `<div class="woobt-quantity"><div class="woobt-quantity-input">` +
    `<button type="button" class="woobt-quantity-input-minus" aria-label="Decrease ${name} quantity">-</button>` +
    `<label class="screen-reader-text" for="${id}">${name} quantity</label>` +
    `<input type="number" id="${id}" class="woobt-qty input-text text" value="${item.qty}" min="0" max="10" step="1" inputmode="numeric" />` +
    `<button type="button" class="woobt-quantity-input-plus" aria-label="Increase ${name} quantity">+</button></div></div>`
  );
}

function togetherRow(catalogue: Catalogue, item: Together, def: BundleDef, pid: number): string {
  const { product, order } = item;
  const variable = product.type === 'variable';
  const { price, regular } = prices(product);
  const box = `woobt_checkbox_${pid}_${order}`;
  const title = `<a href="${escUrl(permalink(product))}">${escHtml(product.name)}</a>`;
  return (
    `<div class="woobt-product woobt-product-together" data-key="${item.key}" data-order="${order}" data-id="${variable ? 0 : product.id}" data-pid="${product.id}" ` +
    `data-name="${escAttr(product.name)}" data-new-price="${escAttr(item.newPrice)}" data-price-suffix="" data-price="${price}" data-regular-price="${regular}" data-qty="${item.qty}" data-o_qty="${item.qty}">` +
    `<div class="woobt-choose"><input id="${box}" class="woobt-checkbox" type="checkbox" value="${product.id}"${item.checked ? ' checked' : ''} /><label for="${box}">${escHtml(product.name)}</label></div>` +
    image(product, order) +
    `<div class="woobt-title"><span class="woobt-title-inner">${def.optional ? '' : quantity(item, def)}${title}</span>` +
    `${variable ? nestedForm(catalogue, product, order) : ''}<div class="woobt-availability" hidden></div></div>` +
    (def.optional ? quantity(item, def) : '') +
    `<div class="woobt-price"><div class="woobt-price-new" hidden></div><div class="woobt-price-ori">${productPriceHtml(product)}</div></div></div>`
  );
}

/**
 * The main product's row. A variable product whose section adds on its own (`atc-button` separate or
 * both) chooses its variation in the row's own nested form, as the captured Hoodie shows.
 */
function thisRow(catalogue: Catalogue, main: Main, def: BundleDef): string {
  const { product, variation } = main;
  const { price, regular } = prices(product, variation);
  const id = variation ? variation.id : product.type === 'simple' ? product.id : 0;
  const box = `woobt_checkbox_${product.id}_0`;
  const nested = !variation && product.type === 'variable' && def.atc_button !== 'main' ? nestedForm(catalogue, product, 0) : '';
  return (
    `<div class="woobt-product woobt-product-this" data-order="0" data-qty="1" data-o_qty="1" data-id="${id}" data-pid="${product.id}" data-name="${escAttr(product.name)}" ` +
    `data-price="${price}" data-regular-price="${regular}" data-new-price="100%" data-price-suffix="">` +
    `<div class="woobt-choose"><input id="${box}" class="woobt-checkbox woobt-checkbox-this" type="checkbox" checked disabled /><label for="${box}">${escHtml(product.name)}</label></div>` +
    image(product, 0, variation?.image || product.image) +
    `<div class="woobt-title"><span class="woobt-title-inner"><span>This item:</span> <span>${escHtml(product.name)}</span></span>${nested}</div>` +
    `<div class="woobt-price"><div class="woobt-price-new" hidden></div><div class="woobt-price-ori">${productPriceHtml(product)}</div></div></div>`
  );
}

function productData(product: Product): string {
  const price = escAttr(productPriceHtml(product));
  const sku = escAttr(product.sku);
  const id = product.type === 'simple' ? product.id : 0;
  return (
    `data-product-id="${id}" data-product-sku="${sku}" data-product-o_sku="${sku}" data-product-weight="N/A" data-product-o_weight="N/A" ` +
    `data-product-dimensions="N/A" data-product-o_dimensions="N/A" data-product-price-html="${price}" data-product-o_price-html="${price}"`
  );
}

/** The separate "Add all to cart": a real form, so without JavaScript it posts the product and the bundle too. */
function separateForm(catalogue: Catalogue, main: Main, def: BundleDef): string {
  const { product, variation } = main;
  return (
    `<div class="woobt-actions"><form class="woobt-form" action="${escUrl(permalink(product))}" method="post">` +
    `<input type="hidden" name="woobt_ids" class="woobt-ids woobt-ids-${product.id}" data-id="${product.id}" value="${escAttr(defaultIds(catalogue, def))}"/>` +
    `<input type="hidden" name="quantity" value="1"/><input type="hidden" name="product_id" value="${product.id}"/>` +
    `<input type="hidden" name="variation_id" class="variation_id" value="${variation?.id ?? 0}"/>` +
    `<button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt">Add all to cart</button></form></div>`
  );
}

/** The add-on's localized settings (§9), with the bundle's price layout and settings and the visitor's nonce. */
export function bundleVarsScript(def: BundleDef, nonce: string): string {
  const vars = {
    wc_ajax_url: URLS.wcAjax,
    nonce,
    change_image: def.change_image ? 'yes' : 'no',
    change_price: def.change_price,
    price_selector: def.price_selector,
    counter: def.counter,
    variation_selector: 'default',
    price_format: def.price_format,
    price_suffix: '',
    price_decimals: '2',
    price_thousand_separator: '.',
    price_decimal_separator: ',',
    currency_symbol: '$',
    trim_zeros: '',
    additional_price_text: 'Additional price:',
    total_price_text: 'Total:',
    add_to_cart: 'Add to cart',
    alert_selection: 'Please select a purchasable variation for [name] before adding this product to the cart.',
  };
  return `<script id="woobt-frontend-js-extra">\nvar woobt_vars = ${jsonForScript(vars)};\n</script>\n`;
}

/** The part of `woobt_vars` that is the visitor's (its first keys, whatever the bundle): swapped on committed pages. */
export function bundleNonceRegion(visitor: VisitorState): string {
  const head = jsonForScript({ wc_ajax_url: URLS.wcAjax, nonce: visitor.woobtNonce ?? '' });
  return `var woobt_vars = ${head.slice(0, -1)},`;
}

/** `woobt_vars` for a product page with a bundle (in the footer, where the add-on prints it); '' without one. */
export function bundleVarsRegion(product: Product, visitor: VisitorState): string {
  return product.woobt ? bundleVarsScript(product.woobt, visitor.woobtNonce ?? '') : '';
}

/** The section's contents (what `woobt_get_variation_items` answers for a variation): items, summary, the separate add. */
function sectionInner(catalogue: Catalogue, main: Main, def: BundleDef): string {
  const { product, variation } = main;
  const items = togetherItems(catalogue, def);
  const separate = def.atc_button !== 'main';
  const variables = items.some((item) => item.product.type === 'variable') ? 'yes' : 'no';
  const type = variation ? 'variation' : product.type;
  const productId = variation ? variation.id : product.type === 'simple' ? product.id : 0;
  return (
    `<div class="woobt-before-text woobt-text">Frequently bought together</div>\n` +
    `<div class="woobt-products woobt-products-layout-default woobt-products-${product.id}" data-show-price="${def.show_price}" data-optional="${def.optional ? 'on' : 'off'}" ` +
    `data-sync-qty="${def.sync_qty ? 'on' : 'off'}" data-variables="${variables}" data-product-id="${productId}" data-product-type="${type}" ` +
    `data-product-price-suffix="" data-pricing="sale_price" data-discount="${def.discount}">\n` +
    `${thisRow(catalogue, main, def)}\n${items.map((item) => togetherRow(catalogue, item, def, product.id)).join('\n')}\n</div>\n` +
    `<div class="woobt-summary"><div class="woobt-additional woobt-text" hidden></div><div class="woobt-total woobt-text" hidden></div>` +
    `<div class="woobt-alert woobt-text" role="alert"></div>${separate ? separateForm(catalogue, main, def) : ''}</div>`
  );
}

function section(catalogue: Catalogue, product: Product, def: BundleDef): string {
  const separate = def.atc_button !== 'main';
  return (
    `<div class="woobt-wrap woobt-layout-default woobt-wrap-${product.id} woobt-wrap-responsive${separate ? ' woobt-wrap-separate-atc' : ''}" data-id="${product.id}" ` +
    `data-selection="${def.selection}" data-position="${def.position}" data-atc-button="${def.atc_button}" data-this-item="yes" data-ignore-this="no" ${productData(product)}>` +
    `${sectionInner(catalogue, { product, variation: null }, def)}</div>\n`
  );
}

/** `woobt_get_variation_items`: the section of a variation that has a bundle of its own; '' for any other id. */
export function variationBundleHtml(catalogue: Catalogue, variationId: number): string {
  const found = resolveId(catalogue, variationId);
  const def = found?.variation?.woobt;
  return found?.variation && def ? sectionInner(catalogue, { product: found.product, variation: found.variation }, def) : '';
}

/** Before the product's form (the add-on's `woocommerce_before_add_to_cart_form`, position 'before'). */
export function bundleBeforeForm(catalogue: Catalogue, product: Product): string {
  const def = product.woobt;
  return def && def.position === 'before' ? section(catalogue, product, def) : '';
}

/** After the form (any other position). */
export function bundleAfterForm(catalogue: Catalogue, product: Product): string {
  const def = product.woobt;
  return def && def.position !== 'before' ? section(catalogue, product, def) : '';
}

/** The product form's `woobt_ids` field when its own button adds the bundle (`atc-button` main or both). */
export function bundleIdsField(catalogue: Catalogue, product: Product): string {
  const def = product.woobt;
  if (!def || def.atc_button === 'separate') return '';
  return `<input name="woobt_ids" class="woobt-ids woobt-ids-${product.id}" data-id="${product.id}" type="hidden" value="${escAttr(defaultIds(catalogue, def))}"/>\n`;
}

/** The summary price's class the add-on's script writes the bundle's total into (`change_price`). */
export function bundlePriceClass(product: Product): string {
  return product.woobt && product.woobt.atc_button !== 'separate' ? ` woobt-price-${product.id}` : '';
}

/**
 * Variable items (§4 "Bought-together bundle"): each item's nested variation form is its own
 * variation-form island; its `found_variation` / `reset_data` tell the bundle which variation the
 * item now is (id 0 until a purchasable one), its price, attributes, availability and image. The
 * product's own form does the same for the main row. A reset puts back the originals the section
 * keeps (`data-product-o_*`, `data-img`).
 */
import { BUNDLE_SELECTORS } from '../../dom-bridge/bought-together-constants.ts';
import { JQUERY_API } from '../../dom-bridge/jquery-api-constants.ts';
import { priceHtml } from '../../src/bought-together/format.ts';
import { parseNewPrice } from '../../src/bought-together/pricing.ts';
import type { Bundle } from './model.ts';
import type { BundleSettings } from './settings.ts';

type Raw = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const amount = (value: unknown): number => (typeof value === 'number' ? value : Number.parseFloat(text(value))) || 0;

function setPriceNew(item: HTMLElement, html: string | null): void {
  const fresh = item.querySelector<HTMLElement>(BUNDLE_SELECTORS.priceNew);
  const ori = item.querySelector<HTMLElement>(BUNDLE_SELECTORS.priceOri);
  if (fresh && html !== null) fresh.innerHTML = html;
  if (fresh) fresh.hidden = html === null;
  if (ori) ori.hidden = html !== null;
}

function setImage(bundle: Bundle, item: HTMLElement, html: string): void {
  const image = bundle.wrap.querySelector<HTMLElement>(`.woobt-img-order-${item.getAttribute('data-order') ?? ''}`);
  const original = image?.getAttribute('data-img');
  if (image && (html || original)) image.innerHTML = html || original || '';
}

/** The attributes the item's own selects chose, as the add-on saves them (JSON). */
function chosenAttributes(item: HTMLElement): string {
  const chosen: Record<string, string> = {};
  for (const select of item.querySelectorAll<HTMLSelectElement>(BUNDLE_SELECTORS.attributeSelect)) chosen[select.name] = select.value;
  return JSON.stringify(chosen);
}

/** An item's nested form found `variation`. */
export function itemFound(bundle: Bundle, item: HTMLElement, variation: Raw, settings: BundleSettings): void {
  const regular = amount(variation.display_regular_price);
  const price = bundle.products.getAttribute('data-pricing') === 'regular_price' ? regular : amount(variation.display_price);
  const newPrice = parseNewPrice(item.getAttribute('data-new-price'));
  const priceHtmlText = text(variation.price_html);
  if (item !== bundle.thisItem && newPrice.kind !== 'own') {
    const unit = newPrice.kind === 'percent' ? (price * newPrice.percent) / 100 : newPrice.amount;
    setPriceNew(item, priceHtml(price, unit, settings.format));
  } else if (priceHtmlText) setPriceNew(item, priceHtmlText);
  item.setAttribute('data-price', String(price));
  item.setAttribute('data-regular-price', String(regular));
  const purchasable = variation.is_purchasable === true && variation.is_in_stock === true;
  const id = purchasable ? amount(variation.variation_id) : 0;
  item.setAttribute('data-id', String(id));
  item.setAttribute('data-attrs', purchasable ? chosenAttributes(item) : '');
  const availability = item.querySelector<HTMLElement>(BUNDLE_SELECTORS.availability);
  if (availability) {
    availability.innerHTML = text(variation.availability_html);
    availability.hidden = availability.innerHTML === '';
  }
  setImage(bundle, item, text(variation.woobt_image));
  if (item === bundle.thisItem) mainRowChose(bundle, id);
  showInGallery(bundle, variation, settings);
}

/** The variation the product's own form has chosen, as its `data-product_variations` lists it; null for none. */
function productChoice(bundle: Bundle): Raw | null {
  const form = bundle.mainForm;
  if (!form) return null;
  const own = Array.from(form.querySelectorAll<HTMLInputElement>(BUNDLE_SELECTORS.variationId)).find(
    (input) => !bundle.wrap.contains(input),
  );
  const id = Number(own?.value);
  if (!(id > 0)) return null;
  try {
    const list: unknown = JSON.parse(form.getAttribute('data-product_variations') ?? '');
    return Array.isArray(list) ? ((list as Raw[]).find((variation) => variation.variation_id === id) ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * change_image (§9): a variation chosen in the section's own forms shows in the product's main image,
 * as the nested form's wc_variations_image_update does on the add-on's pages; a reset gives the image
 * back to the product's own choice. With 'no' the main image only ever follows the product's form.
 */
function showInGallery(bundle: Bundle, variation: Raw | null, settings: BundleSettings): void {
  const form = bundle.mainForm;
  if (!settings.changeImage || !form?.matches('.variations_form')) return;
  const shown = variation ?? productChoice(bundle);
  form.dispatchEvent(new CustomEvent(JQUERY_API.galleryVariationEvent, { detail: { args: shown ? [shown] : [] } }));
}

/** The main row's nested form chose (or cleared) the product's variation: the section's separate add follows. */
function mainRowChose(bundle: Bundle, id: number): void {
  bundle.wrap.setAttribute('data-product-id', String(id));
  for (const input of bundle.wrap.querySelectorAll<HTMLInputElement>(BUNDLE_SELECTORS.variationId)) input.value = String(id);
}

/** An item's nested form was reset: no variation, the printed price, the original image. */
export function itemReset(bundle: Bundle, item: HTMLElement, settings: BundleSettings): void {
  item.setAttribute('data-id', '0');
  item.setAttribute('data-attrs', '');
  setPriceNew(item, null);
  const availability = item.querySelector<HTMLElement>(BUNDLE_SELECTORS.availability);
  if (availability) {
    availability.innerHTML = '';
    availability.hidden = true;
  }
  setImage(bundle, item, '');
  if (item === bundle.thisItem) mainRowChose(bundle, 0);
  showInGallery(bundle, null, settings);
}

/** Writes the section's kept sku, weight and dimensions into the product's details. */
function showProductDetails(bundle: Bundle): void {
  const doc = bundle.wrap.ownerDocument;
  const put = (selector: string, name: string): void => {
    const value = bundle.wrap.getAttribute(name);
    if (value === null) return;
    for (const element of doc.querySelectorAll<HTMLElement>(selector)) if (element.innerHTML !== value) element.innerHTML = value;
  };
  put(BUNDLE_SELECTORS.productSku, 'data-product-sku');
  put(BUNDLE_SELECTORS.productWeight, 'data-product-weight');
  put(BUNDLE_SELECTORS.productDimensions, 'data-product-dimensions');
}

/** The product's own form found a variation: the main row and the section follow it. */
export function productFound(bundle: Bundle, variation: Raw): void {
  const { wrap, thisItem } = bundle;
  wrap.setAttribute('data-product-id', String(amount(variation.variation_id)));
  wrap.setAttribute('data-product-sku', text(variation.sku));
  wrap.setAttribute('data-product-weight', text(variation.weight_html));
  wrap.setAttribute('data-product-dimensions', text(variation.dimensions_html));
  if (text(variation.price_html)) wrap.setAttribute('data-product-price-html', text(variation.price_html));
  if (!thisItem) return;
  const purchasable = variation.is_purchasable === true && variation.is_in_stock === true;
  thisItem.setAttribute('data-id', purchasable ? String(amount(variation.variation_id)) : '0');
  thisItem.setAttribute('data-price', String(amount(variation.display_price)));
  thisItem.setAttribute('data-regular-price', String(amount(variation.display_regular_price)));
  if (text(variation.price_html)) setPriceNew(thisItem, text(variation.price_html));
  // The main row shows the chosen variation's thumbnail whatever change_image says (that one is the product's main image).
  setImage(bundle, thisItem, text(variation.woobt_image));
}

/** The product's own form was reset: §4, the original sku, weight, dimensions, price HTML and image come back. */
export function productReset(bundle: Bundle): void {
  const { wrap, thisItem } = bundle;
  wrap.setAttribute('data-product-id', '0');
  for (const name of ['sku', 'weight', 'dimensions', 'price-html']) {
    const original = wrap.getAttribute(`data-product-o_${name}`);
    if (original !== null) wrap.setAttribute(`data-product-${name}`, original);
  }
  showProductDetails(bundle);
  if (!thisItem) return;
  thisItem.setAttribute('data-id', '0');
  setPriceNew(thisItem, null);
  setImage(bundle, thisItem, '');
}

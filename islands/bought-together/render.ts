/**
 * Everything the bundle shows, derived from its items' state in one pass (§4, §9): hidden unchecked
 * items, the purchasable-variation alert and the blocked buttons, line and total prices, the main
 * price, the saved ids in every `woobt_ids` field and the count badge.
 */
import { BUNDLE_CLASSES, BUNDLE_SELECTORS } from '../../dom-bridge/bought-together-constants.ts';
import { escapeHtml } from '../../dom-bridge/escape-html.ts';
import { priceHtml } from '../../src/bought-together/format.ts';
import { serializeIds } from '../../src/bought-together/ids.ts';
import { badgeValue, bundleTotals, itemLine, type BundleTotals } from '../../src/bought-together/pricing.ts';
import { idsInputs, readItem, type Bundle, type ReadItem } from './model.ts';
import type { BundleSettings } from './settings.ts';

const attr = (element: Element, name: string): string => element.getAttribute(name) ?? '';

function show(element: Element | null, html: string | null): void {
  if (!(element instanceof HTMLElement)) return;
  if (html !== null && element.innerHTML !== html) element.innerHTML = html;
  element.hidden = html === '';
}

/** §4: unchecked items and their images are hidden (the checkbox stays, to check them again). */
function showSelection(bundle: Bundle): void {
  const images = bundle.wrap.querySelector('.woobt-images');
  for (const element of bundle.together) {
    const checked = readItem(element).checked;
    element.classList.toggle(BUNDLE_CLASSES.hidden, !checked);
    const thumb = element.querySelector<HTMLElement>(BUNDLE_SELECTORS.thumb);
    if (thumb) thumb.hidden = !checked;
    images?.querySelector(`.woobt-image-order-${attr(element, 'data-order')}`)?.classList.toggle(BUNDLE_CLASSES.imageHidden, !checked);
  }
}

/** The buttons that add this bundle: the product's (unless the section adds on its own) and the section's. */
export function addButtons(bundle: Bundle): HTMLElement[] {
  const separateOnly = attr(bundle.wrap, 'data-atc-button') === 'separate';
  return [separateOnly ? null : bundle.mainButton, bundle.separateButton].filter((b): b is HTMLElement => b !== null);
}

/** §4: a checked item still without a purchasable variation blocks the add; returns whether it does. */
function showReadiness(bundle: Bundle, items: readonly ReadItem[], settings: BundleSettings): boolean {
  const waiting = items.find((item) => item.checked && item.id === 0 && item.qty > 0);
  const text = waiting ? settings.alertSelection.replace('[name]', `<b>${escapeHtml(waiting.name)}</b>`) : '';
  show(bundle.wrap.querySelector(BUNDLE_SELECTORS.alert), text);
  for (const button of addButtons(bundle)) {
    button.classList.toggle(BUNDLE_CLASSES.disabled, !!waiting);
    button.classList.toggle(BUNDLE_CLASSES.selection, !!waiting);
    if (waiting) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
  }
  return !!waiting;
}

function showItemPrices(bundle: Bundle, totals: BundleTotals, settings: BundleSettings): void {
  const suffixOf = (element: Element): string => attr(element, 'data-price-suffix');
  // show-price 'total': each line at its quantity; otherwise the unit price, in the add-on's money format either way.
  const perTotal = attr(bundle.products, 'data-show-price') === 'total';
  for (const element of bundle.together) {
    const item = readItem(element);
    // A variable item without its variation keeps the price it was printed with (its range).
    if (item.id === 0) continue;
    const line = itemLine(item, perTotal ? item.qty : 1);
    element.querySelector<HTMLElement>(BUNDLE_SELECTORS.priceOri)?.setAttribute('hidden', '');
    show(element.querySelector(BUNDLE_SELECTORS.priceNew), priceHtml(line.regular, line.sale, settings.format) + suffixOf(element));
  }
  const main = bundle.thisItem;
  if (!main) return;
  const item = readItem(main);
  const ori = main.querySelector<HTMLElement>(BUNDLE_SELECTORS.priceOri);
  const fresh = main.querySelector<HTMLElement>(BUNDLE_SELECTORS.priceNew);
  if (!(item.qty > 0 && item.id > 0)) {
    if (ori) ori.hidden = false;
    if (fresh) fresh.hidden = true;
    return;
  }
  if (ori) ori.hidden = true;
  const qty = perTotal ? item.qty : 1;
  const unit = totals.main.sale / (item.qty || 1);
  show(fresh, priceHtml(qty * item.regularPrice, qty * unit, settings.format) + suffixOf(main));
}

function showTotals(bundle: Bundle, totals: BundleTotals, settings: BundleSettings): void {
  const suffix = attr(bundle.products, 'data-product-price-suffix');
  const { format } = settings;
  const line = (text: string, regular: number, sale: number): string =>
    totals.count > 0 ? `${text} ${priceHtml(regular, sale, format)}${suffix}` : '';
  show(
    bundle.wrap.querySelector(BUNDLE_SELECTORS.additional),
    line(settings.additionalText, totals.additional.regular, totals.additional.sale),
  );
  show(bundle.wrap.querySelector(BUNDLE_SELECTORS.total), line(settings.totalText, totals.total.regular, totals.total.sale));
  if (settings.changePrice === 'no' || attr(bundle.wrap, 'data-atc-button') === 'separate') return;
  const selector = settings.changePrice === 'yes_custom' && settings.priceSelector ? settings.priceSelector : `.woobt-price-${bundle.pid}`;
  const productId = Number(bundle.wrap.getAttribute('data-product-id') ?? bundle.products.getAttribute('data-product-id'));
  const html =
    productId > 0 && totals.count > 0
      ? priceHtml(totals.total.regular, totals.total.sale, format) + suffix
      : attr(bundle.wrap, 'data-product-price-html') || attr(bundle.products, 'data-product-price-html');
  for (const price of bundle.wrap.ownerDocument.querySelectorAll<HTMLElement>(selector))
    if (price.innerHTML !== html) price.innerHTML = html;
}

function showBadge(bundle: Bundle, items: readonly ReadItem[], settings: BundleSettings): void {
  const value = badgeValue(items, settings.counter);
  for (const button of addButtons(bundle)) {
    let badge = button.querySelector<HTMLElement>(BUNDLE_SELECTORS.count);
    if (value === null) {
      badge?.remove();
      continue;
    }
    if (!badge) {
      badge = button.ownerDocument.createElement('span');
      badge.className = BUNDLE_CLASSES.count;
      button.append(badge);
    }
    badge.textContent = String(value);
  }
}

/** Derives what the bundle shows from its items; returns whether the add is blocked. */
export function renderBundle(bundle: Bundle, settings: BundleSettings): boolean {
  const main = bundle.thisItem ? readItem(bundle.thisItem) : null;
  const together = bundle.together.map(readItem);
  const items = main ? [main, ...together] : together;
  showSelection(bundle);
  const blocked = showReadiness(bundle, items, settings);
  const discount = Number.parseFloat(attr(bundle.products, 'data-discount'));
  const totals = bundleTotals(main, together, discount, settings.format.decimals);
  showItemPrices(bundle, totals, settings);
  showTotals(bundle, totals, settings);
  const synced = attr(bundle.products, 'data-sync-qty') === 'on' && attr(bundle.products, 'data-optional') !== 'on';
  const ids = serializeIds(together, synced);
  for (const input of idsInputs(bundle)) input.value = ids;
  showBadge(bundle, items, settings);
  return blocked;
}

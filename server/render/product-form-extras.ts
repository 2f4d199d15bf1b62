/**
 * What the theme and add-ons add to a product's cart form (issue 3): the theme's quantity
 * stepper, its "Buy now" button, the product blocks' name-your-price field and the
 * bought-together add-on's section with its own nested variation form.
 */
import { attributeDef, isPurchasable, permalink, resolveId, type Catalogue, type Product } from '../catalogue.ts';
import { URLS } from '../site.ts';
import { escAttr, escHtml, escUrl, wpJsonEncode } from '../formatting/escape.ts';
import { formatAmount, wcPrice } from '../formatting/price.ts';
import { productPriceHtml } from './product-price.ts';
import { quantityInput, type QuantityInput } from './quantity.ts';
import { availableVariations } from './variation.ts';

/**
 * global/quantity-input.php with the theme's plus/minus buttons around the input (real
 * buttons with labels). A fixed quantity (hidden input) gets none.
 */
export function quantityStepper(q: QuantityInput): string {
  const html = quantityInput(q);
  if (q.max !== null && q.min === q.max) return html;
  const name = escAttr(q.productName);
  const minus = `<button type="button" class="quantity-button minus" aria-label="Decrease ${name} quantity">&minus;</button>`;
  const plus = `<button type="button" class="quantity-button plus" aria-label="Increase ${name} quantity">+</button>`;
  return html
    .replace('<div class="quantity">\n', `<div class="quantity">\n\t${minus}\n`)
    .replace(/\t\/>\n\t<\/div>\n$/, `\t/>\n\t${plus}\n\t</div>\n`);
}

/** The theme's "Buy now": adds like the form's button, then goes to checkout (its own redirect target, §4 outcome 2). */
export function buyNowButton(product: Product): string {
  if (!product.buy_now) return '';
  // A simple form adds by the submit button's own value; a variable form by its hidden add-to-cart field.
  const adds = product.type === 'simple' ? ` name="add-to-cart" value="${product.id}"` : '';
  return `\t<button type="submit"${adds} class="single_add_to_cart_button button buy-now-button" data-redirect="${escUrl(URLS.checkout)}">Buy now</button>\n`;
}

/** The product blocks' name-your-price field (§3, §5), inside a simple product's cart form. */
export function nameYourPriceField(product: Product): string {
  const nyp = product.name_your_price;
  if (!nyp) return '';
  const id = `wopb-custom-price-${product.id}`;
  const suggestions = nyp.suggestions
    .map((price, i) => {
      const cents = Math.round(price * 100);
      return `<label for="${id}-suggestion-${i}"><input type="radio" id="${id}-suggestion-${i}" name="wopb_custom_prices_suggestion" value="${formatAmount(cents)}" /> ${wcPrice(cents)}</label>`;
    })
    .join('\n\t\t\t');
  return (
    `\t\t<div class="wopb-name-your-price"${nyp.min === null ? '' : ` data-min="${nyp.min}"`}${nyp.max === null ? '' : ` data-max="${nyp.max}"`} data-currency_symbol="$" data-currency_position="left">\n` +
    `\t\t\t<label for="${id}">Name your price ($)</label>\n` +
    `\t\t\t<input type="number" id="${id}" class="input-text wopb-custom-price" name="wopb_custom_price" value="${escAttr(product.price)}" step="any" inputmode="decimal" aria-describedby="${id}-message" />\n` +
    (suggestions
      ? `\t\t\t<fieldset class="wopb-custom-prices-suggestion">\n\t\t\t<legend>Suggested prices</legend>\n\t\t\t${suggestions}\n\t\t\t</fieldset>\n`
      : '') +
    `\t\t\t<p id="${id}-message" class="wopb-custom-price-message" role="status" aria-live="polite"></p>\n` +
    `\t\t</div>\n`
  );
}

function nestedSelect(catalogue: Catalogue, product: Product, attribute: string): string {
  const def = attributeDef(catalogue, attribute);
  const field = `attribute_${attribute}`;
  const used = new Set(product.variations.map((v) => v.attributes[field] ?? ''));
  const terms = (def?.terms ?? []).filter((t) => used.has('') || used.has(t.slug));
  const id = `woobt_${attribute}_${product.id}`;
  const label = def?.label ?? attribute;
  return (
    `<div class="variation variation-${escAttr(attribute)}"><div class="label"><label for="${escAttr(id)}">${escHtml(label)}</label></div>` +
    `<div class="value"><select id="${escAttr(id)}" class="" name="${escAttr(field)}" data-attribute_name="${escAttr(field)}" data-show_option_none="yes">` +
    `<option value="">Choose ${escHtml(label)}</option>${terms.map((t) => `<option value="${escAttr(t.slug)}" >${escHtml(t.name)}</option>`).join('')}</select></div></div>`
  );
}

/**
 * The bought-together add-on's section (position 'before', inside the product's form before its
 * selects): "this item" carries the add-on's own `div.variations_form` with selects named like the
 * product's. Ids are unique here (the add-on repeats the product's, which leaves its labels pointing
 * at the product's selects); the product's own selects come later in the form, so a form posted
 * without JavaScript still carries the product's choice (PHP keeps the last value).
 */
export function boughtTogetherSection(catalogue: Catalogue, product: Product): string {
  if (product.type !== 'variable' || product.bought_together.length === 0) return '';
  const items = product.bought_together
    .map((id) => resolveId(catalogue, id))
    .filter((found) => found !== null && found.variation === null && isPurchasable(found.product))
    .map((found, i) => {
      const item = found!.product;
      const box = `woobt_checkbox_${product.id}_${i + 1}`;
      return (
        `<div class="woobt-product woobt-product-together" data-key="k${item.id}x${i}" data-order="${i + 1}" data-id="${item.id}" data-pid="${item.id}" data-name="${escAttr(item.name)}" data-qty="1" data-o_qty="1">` +
        `<div class="woobt-choose"><input id="${box}" class="woobt-checkbox" type="checkbox" value="${item.id}" checked /><label for="${box}">${escHtml(item.name)}</label></div>` +
        `<div class="woobt-title"><a href="${escUrl(permalink(item))}">${escHtml(item.name)}</a></div>` +
        `<div class="woobt-price"><div class="woobt-price-ori">${productPriceHtml(item)}</div></div></div>`
      );
    })
    .join('\n');
  const variations = escAttr(wpJsonEncode(availableVariations(product)));
  return (
    `<div class="woobt-wrap woobt-layout-default woobt-wrap-${product.id}" data-id="${product.id}" data-selection="multiple" data-position="before" data-atc-button="main">\n` +
    `<div class="woobt-before-text woobt-text">Frequently bought together</div>\n` +
    `<div class="woobt-products woobt-products-${product.id}" data-product-id="0" data-product-type="variable" data-variables="yes">\n` +
    `<div class="woobt-product woobt-product-this" data-order="0" data-id="0" data-pid="${product.id}" data-name="${escAttr(product.name)}">` +
    `<div class="woobt-title"><span class="woobt-title-inner"><span>This item:</span> <span>${escHtml(product.name)}</span></span>` +
    `<div class="variations_form woobt_variations_form" data-product_id="${product.id}" data-product_variations="${variations}">` +
    `<div class="variations">${product.attributes.map((a) => nestedSelect(catalogue, product, a)).join('')}</div>` +
    `<div class="reset"><a class="reset_variations" href="#">Clear</a></div></div></div></div>\n` +
    `${items}\n</div>\n</div>\n`
  );
}

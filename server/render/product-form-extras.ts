/**
 * What the theme and add-ons add to a product's cart form (issue 3): the theme's quantity
 * stepper, its "Buy now" button and the product blocks' name-your-price field (the bought-together
 * add-on's section is server/render/bought-together.ts).
 */
import type { Product } from '../catalogue.ts';
import { URLS } from '../site.ts';
import { escAttr, escUrl } from '../formatting/escape.ts';
import { formatAmount, wcPrice } from '../formatting/price.ts';
import { quantityInput, type QuantityInput } from './quantity.ts';

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

/**
 * A loop card's variation swatches (§3 "Card swatch selector", §4): the card's variations
 * (attributes, id, price) and their images as data, and one group of term buttons per
 * attribute (`data-product_attribute`). They need JavaScript: shop.css hides them until the
 * platform's inline script has swapped `woocommerce-no-js` for `woocommerce-js`.
 */
import { attributeDef, isInStock, isPurchasable, type Catalogue, type Product } from '../catalogue.ts';
import { escAttr, escHtml, wpJsonEncode } from '../formatting/escape.ts';
import { availableVariations } from './variation.ts';

export function cardSwatches(catalogue: Catalogue, product: Product): string {
  if (product.type !== 'variable' || !isPurchasable(product) || !isInStock(product)) return '';
  const available = availableVariations(product).filter((v) => v.is_purchasable && v.is_in_stock);
  if (available.length === 0) return '';
  const variations = available.map((v) => ({ attributes: v.attributes, variation_id: v.variation_id, price_html: v.price_html }));
  const images = Object.fromEntries(available.map((v) => [String(v.variation_id), v.image.src]));
  const groups = product.attributes
    .map((attribute) => {
      const def = attributeDef(catalogue, attribute);
      const field = `attribute_${attribute}`;
      const used = new Set(available.map((v) => v.attributes[field] ?? ''));
      const terms = (def?.terms ?? []).filter((t) => used.has('') || used.has(t.slug));
      const label = `${def?.label ?? attribute} of ${product.name}`;
      const buttons = terms
        .map(
          (t) =>
            `<button type="button" class="wopb-swatch" data-term="${escAttr(t.slug)}" aria-pressed="false">${escHtml(t.name)}</button>`,
        )
        .join('');
      return `<div class="wopb-variation-swatches" data-product_attribute="${escAttr(field)}" role="group" aria-label="${escAttr(label)}">${buttons}</div>`;
    })
    .join('');
  return (
    `<div class="wopb-loop-variations-form" data-product_id="${product.id}" ` +
    `data-product_variations="${escAttr(wpJsonEncode(variations))}" data-product_variations_images="${escAttr(wpJsonEncode(images))}">${groups}</div>`
  );
}

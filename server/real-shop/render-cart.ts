/**
 * The real shop's cart markup, as WooCommerce 9.9 and Storefront 4.5 print it (read off
 * fixtures-html/captures/woocommerce-9.9-storefront/: get_refreshed_fragments.json, cart.html):
 * the mini-cart widget, the header and footer cart links, the fragments map, and the cart
 * page's form and totals. Links are the real shop's (under REAL_PREFIX).
 */
import { permalink, variationPermalink, resolveId, type Catalogue } from '../catalogue.ts';
import type { CartItemView } from '../cart.ts';
import { escAttr, escHtml } from '../formatting/escape.ts';
import { ksesPrice, wcPrice } from '../formatting/price.ts';
import { FLAT_RATE, type RealTotals } from './cart-state.ts';
import { CAPTURED_CART_NONCE, REAL_PREFIX, REAL_URLS, realUrl } from './shop.ts';

/** The fragments the platform answers with, keyed as Storefront registers them. */
export const REAL_FRAGMENT_KEYS = {
  miniCart: 'div.widget_shopping_cart_content',
  headerLink: 'a.cart-contents',
  footerLink: 'a.footer-cart-contents',
} as const;

const PLACEHOLDER = `${REAL_PREFIX}/wp-content/uploads/woocommerce-placeholder-324x324.png`;

/** An item's link: a variation's carries its attributes (`&` printed as `&#038;`, as esc_url does). */
export function itemLink(catalogue: Catalogue, item: CartItemView): string {
  const found = resolveId(catalogue, item.variationId || item.productId);
  if (!found) return '';
  const path = found.variation ? variationPermalink(found.product, found.variation) : permalink(found.product);
  return realUrl(path).replaceAll('&', '&#038;');
}

function removeUrl(key: string): string {
  return `${REAL_URLS.cart}?remove_item=${key}&#038;_wpnonce=${CAPTURED_CART_NONCE}`;
}

function thumbnail(): string {
  return `<img width="324" height="324" src="${PLACEHOLDER}" class="woocommerce-placeholder wp-post-image" alt="Placeholder" decoding="async" loading="lazy" />`;
}

function miniCartItem(catalogue: Catalogue, item: CartItemView): string {
  const name = escHtml(item.name);
  return (
    `\t\t\t\t\t\t<li class="woocommerce-mini-cart-item mini_cart_item">\r\n` +
    `\t\t\t\t\t<a href="${removeUrl(item.key)}" class="remove remove_from_cart_button" aria-label="Remove ${escAttr(item.name)} from cart" data-product_id="${item.productId}" data-cart_item_key="${item.key}" data-product_sku="${escAttr(item.sku)}" data-success_message="&ldquo;${escAttr(item.name)}&rdquo; has been removed from your cart">&times;</a>` +
    `\t\t\t\t\t\t\t\t\t\t\t<a href="${itemLink(catalogue, item)}">\r\n\t\t\t\t\t\t\t${thumbnail()}${name}\t\t\t\t\t\t</a>\r\n` +
    `\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t<span class="quantity">${item.quantity} &times; ${wcPrice(item.unitCents)}</span>\t\t\t\t</li>\r\n`
  );
}

/** woocommerce_mini_cart(): the items, subtotal and buttons, or the empty message. */
export function miniCartContent(catalogue: Catalogue, totals: RealTotals): string {
  const { items } = totals.view;
  if (items.length === 0) {
    return `<div class="widget_shopping_cart_content">\r\n\r\n\t<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>\r\n\r\n\r\n</div>`;
  }
  return (
    `<div class="widget_shopping_cart_content">\r\n\r\n\t<ul class="woocommerce-mini-cart cart_list product_list_widget ">\r\n` +
    // The template's loop indents every item after the first by two more tabs.
    items.map((item, i) => (i ? '\t\t' : '') + miniCartItem(catalogue, item)).join('') +
    `\t\t\t\t\t</ul>\r\n\r\n\t<p class="woocommerce-mini-cart__total total">\r\n\t\t<strong>Subtotal:</strong> ${wcPrice(totals.subtotalCents)}\t</p>\r\n\r\n\t\r\n` +
    `\t<p class="woocommerce-mini-cart__buttons buttons"><a href="${REAL_URLS.cart}" class="button wc-forward">View cart</a><a href="${REAL_URLS.checkout}" class="button checkout wc-forward">Checkout</a></p>\r\n\r\n\t\r\n\r\n</div>`
  );
}

/** storefront_cart_link(): the subtotal and "N items". */
export function headerCartLink(totals: RealTotals): string {
  const count = totals.view.count;
  return (
    `<a class="cart-contents" href="${REAL_URLS.cart}" title="View your shopping cart">\n\t\t\t\t\t\t\t\t${ksesPrice(totals.subtotalCents)} ` +
    `<span class="count">${count} ${count === 1 ? 'item' : 'items'}</span>\n\t\t\t</a>`
  );
}

/** storefront_handheld_footer_bar_cart_link(). */
export function footerCartLink(totals: RealTotals): string {
  return `<a class="footer-cart-contents" href="${REAL_URLS.cart}">Cart\t\t\t\t<span class="count">${totals.view.count}</span>\n\t\t\t</a>`;
}

/** The `fragments` and `cart_hash` of add_to_cart, remove_from_cart and get_refreshed_fragments. */
export function realFragments(catalogue: Catalogue, totals: RealTotals): { fragments: Record<string, string>; cart_hash: string } {
  return {
    fragments: {
      [REAL_FRAGMENT_KEYS.miniCart]: miniCartContent(catalogue, totals),
      [REAL_FRAGMENT_KEYS.headerLink]: `\t\t\t${headerCartLink(totals)}\n\t\t`,
      [REAL_FRAGMENT_KEYS.footerLink]: `\t\t\t${footerCartLink(totals)}\n\t\t`,
    },
    cart_hash: totals.view.hash,
  };
}

function quantityInput(item: CartItemView): string {
  const id = `quantity_${item.key.slice(0, 13)}`;
  return (
    `<div class="quantity">\n\t\t<label class="screen-reader-text" for="${id}">${escHtml(item.name)} quantity</label>\n\t<input\n\t\ttype="number"\n\t\t\t\tid="${id}"\n` +
    `\t\tclass="input-text qty text"\n\t\tname="cart[${item.key}][qty]"\n\t\tvalue="${item.quantity}"\n\t\taria-label="Product quantity"\n\t\t\t\tmin="0"\n` +
    `\t\tmax="${item.maxQuantity ?? ''}"\n\t\t\t\t\tstep="1"\n\t\t\tplaceholder=""\n\t\t\tinputmode="numeric"\n\t\t\tautocomplete="off"\n\t\t\t/>\n\t</div>`
  );
}

function cartRow(catalogue: Catalogue, item: CartItemView): string {
  const link = itemLink(catalogue, item);
  return (
    `\t\t\t\t\t\t\t\t<tr class="woocommerce-cart-form__cart-item cart_item">\n\n` +
    `\t\t\t\t\t\t<td class="product-remove">\n\t\t\t\t\t\t\t<a href="${removeUrl(item.key)}" class="remove" aria-label="Remove ${escAttr(item.name)} from cart" data-product_id="${item.productId}" data-product_sku="${escAttr(item.sku)}">&times;</a>\t\t\t\t\t\t</td>\n\n` +
    `\t\t\t\t\t\t<td class="product-thumbnail">\n\t\t\t\t\t\t<a href="${link}">${thumbnail()}</a>\t\t\t\t\t\t</td>\n\n` +
    `\t\t\t\t\t\t<td class="product-name" data-title="Product">\n\t\t\t\t\t\t<a href="${link}">${escHtml(item.name)}</a>\t\t\t\t\t\t</td>\n\n` +
    `\t\t\t\t\t\t<td class="product-price" data-title="Price">\n\t\t\t\t\t\t\t${wcPrice(item.unitCents)}\t\t\t\t\t\t</td>\n\n` +
    `\t\t\t\t\t\t<td class="product-quantity" data-title="Quantity">\n\t\t\t\t\t\t${quantityInput(item)}\n\t\t\t\t\t\t</td>\n\n` +
    `\t\t\t\t\t\t<td class="product-subtotal" data-title="Subtotal">\n\t\t\t\t\t\t\t${wcPrice(item.lineCents)}\t\t\t\t\t\t</td>\n\t\t\t\t\t</tr>\n`
  );
}

/** cart/cart.php's form: one row per item, the coupon field and 'Update cart'. */
export function cartForm(catalogue: Catalogue, totals: RealTotals): string {
  return (
    `<form class="woocommerce-cart-form" action="${REAL_URLS.cart}" method="post">\n\t\n\t<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0">\n` +
    `\t\t<thead>\n\t\t\t<tr>\n\t\t\t\t<th class="product-remove"><span class="screen-reader-text">Remove item</span></th>\n\t\t\t\t<th class="product-thumbnail"><span class="screen-reader-text">Thumbnail image</span></th>\n` +
    `\t\t\t\t<th class="product-name">Product</th>\n\t\t\t\t<th class="product-price">Price</th>\n\t\t\t\t<th class="product-quantity">Quantity</th>\n\t\t\t\t<th class="product-subtotal">Subtotal</th>\n\t\t\t</tr>\n\t\t</thead>\n\t\t<tbody>\n` +
    totals.view.items.map((item) => cartRow(catalogue, item)).join('') +
    `\t\t\t\n\t\t\t<tr>\n\t\t\t\t<td colspan="6" class="actions">\n\n\t\t\t\t\t\t\t\t\t\t\t<div class="coupon">\n` +
    `\t\t\t\t\t\t\t<label for="coupon_code" class="screen-reader-text">Coupon:</label> <input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Coupon code" /> <button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button>\n\t\t\t\t\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\n` +
    `\t\t\t\t\t<button type="submit" class="button" name="update_cart" value="Update cart">Update cart</button>\n\n\t\t\t\t\t\n` +
    `\t\t\t\t\t<input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${CAPTURED_CART_NONCE}" /><input type="hidden" name="_wp_http_referer" value="${REAL_URLS.cart}" />\t\t\t\t</td>\n\t\t\t</tr>\n\n` +
    `\t\t\t\t\t</tbody>\n\t</table>\n\t</form>`
  );
}

/** The coupon rows of the totals tables (cart-discount), with the platform's [Remove] link. */
export function couponRows(totals: RealTotals, withTitle: boolean): string {
  return totals.discounts
    .map((discount) => {
      const code = escHtml(discount.code);
      const title = withTitle ? ` data-title="Coupon: ${code}"` : '';
      return (
        `\t\t\t<tr class="cart-discount coupon-${escAttr(discount.code)}">\n\t\t\t\t<th>Coupon: ${code}</th>\n` +
        `\t\t\t\t<td${title}>-${wcPrice(discount.amountCents)} <a href="${REAL_URLS.cart}?remove_coupon=${encodeURIComponent(discount.code)}" class="woocommerce-remove-coupon" data-coupon="${code}">[Remove]</a></td>\n\t\t\t</tr>\n`
      );
    })
    .join('');
}

/** The flat-rate shipping row both totals tables print. */
export function shippingRow(totals: RealTotals, destination: string): string {
  if (totals.shippingCents === 0) return '';
  return (
    `\t\t\t<tr class="woocommerce-shipping-totals shipping">\n\t<th>Shipping</th>\n\t<td data-title="Shipping">\n\t\t\t\t\t<ul id="shipping_method" class="woocommerce-shipping-methods">\n\t\t\t\t\t\t\t\t\t<li>\n` +
    `\t\t\t\t\t\t<input type="hidden" name="shipping_method[0]" data-index="0" id="shipping_method_0_flat_rate1" value="${FLAT_RATE.id}" class="shipping_method" /><label for="shipping_method_0_flat_rate1">${FLAT_RATE.label}: ${wcPrice(FLAT_RATE.costCents)}</label>\t\t\t\t\t</li>\n\t\t\t\t\t\t\t</ul>\n` +
    destination +
    `\t\t\t</td>\n</tr>\n`
  );
}

/** cart/cart-totals.php (without the shipping calculator form, which the captures' flows never open). */
export function cartTotalsBlock(totals: RealTotals): string {
  const destination = `\t\t\t\t\t\t\t<p class="woocommerce-shipping-destination">\n\t\t\t\t\tShipping to <strong>CA</strong>. \t\t\t\t</p>\n`;
  return (
    `<div class="cart_totals ">\n\n\t\n\t<h2>Cart totals</h2>\n\n\t<table cellspacing="0" class="shop_table shop_table_responsive">\n\n` +
    `\t\t<tr class="cart-subtotal">\n\t\t\t<th>Subtotal</th>\n\t\t\t<td data-title="Subtotal">${wcPrice(totals.subtotalCents)}</td>\n\t\t</tr>\n\n` +
    couponRows(totals, true) +
    shippingRow(totals, destination) +
    `\t\t<tr class="order-total">\n\t\t\t<th>Total</th>\n\t\t\t<td data-title="Total"><strong>${wcPrice(totals.totalCents)}</strong> </td>\n\t\t</tr>\n\n\t\t\n\t</table>\n\n` +
    `\t<div class="wc-proceed-to-checkout">\n\t\t\n<a href="${REAL_URLS.checkout}" class="checkout-button button alt wc-forward">\n\tProceed to checkout</a>\n\t</div>\n\n\t\n</div>`
  );
}

/** The cart page's `div.woocommerce` for a cart with items. */
export function cartPageContent(catalogue: Catalogue, totals: RealTotals): string {
  return (
    `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>\n${cartForm(catalogue, totals)}\n\n\n` +
    `<div class="cart-collaterals">\n\t${cartTotalsBlock(totals)}\n</div>\n\n</div>`
  );
}

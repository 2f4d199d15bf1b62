/**
 * Price markup exactly as wc_price() and its callers print it (site currency
 * USD, symbol left, 2 decimals, "," thousands, "." decimals).
 */

/** 123456 → "1,234.56". */
export function formatAmount(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** wc_price(): `<span class="woocommerce-Price-amount amount"><bdi>…</bdi></span>`. */
export function wcPrice(cents: number): string {
  return `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${formatAmount(cents)}</bdi></span>`;
}

/**
 * The cart subtotal after wp_kses_post(), as Storefront's header link prints it:
 * no `<bdi>` and the symbol normalised to `&#036;`.
 */
export function ksesPrice(cents: number): string {
  return `<span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&#036;</span>${formatAmount(cents)}</span>`;
}

/** wc_format_sale_price(): struck regular price, then the sale price, each with screen-reader text. */
export function salePriceHtml(regularCents: number, saleCents: number): string {
  return (
    `<del aria-hidden="true">${wcPrice(regularCents)}</del> ` +
    `<span class="screen-reader-text">Original price was: &#036;${formatAmount(regularCents)}.</span>` +
    `<ins aria-hidden="true">${wcPrice(saleCents)}</ins>` +
    `<span class="screen-reader-text">Current price is: &#036;${formatAmount(saleCents)}.</span>`
  );
}

/** wc_format_price_range(). */
export function priceRangeHtml(fromCents: number, toCents: number): string {
  return `${wcPrice(fromCents)} &ndash; ${wcPrice(toCents)}`;
}

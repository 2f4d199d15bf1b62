/**
 * The bundle's money display (§9 "Currency and prices", bundle pricing display): amounts with the
 * add-on's decimals and separators, the currency symbol in one of the four layouts, and the regular
 * price struck through when the price paid is lower. Pure: settings in, HTML out.
 */

export interface PriceFormat {
  decimals: number;
  thousand: string;
  decimal: string;
  /** Trusted HTML from the add-on's settings (`&#36;`, `$`, `€`). */
  symbol: string;
  /** The platform's `price_format`: `%1$s` the symbol, `%2$s` the amount. */
  layout: string;
}

/** §9: decimals 2, thousand '.', decimal ',', '$', symbol + non-breaking space + amount. */
export const DEFAULT_PRICE_FORMAT: PriceFormat = { decimals: 2, thousand: '.', decimal: ',', symbol: '$', layout: '%1$s\u00a0%2$s' };

const NBSP = '\u00a0';

/**
 * `value` rounded half away from zero at `places` decimals, in decimal rather than binary terms:
 * 1.005 at 2 places is 1.01 (as a shopper reckons), where `toFixed` gives 1.00.
 */
export function roundTo(value: number, places: number): number {
  if (!Number.isFinite(value)) return 0;
  const sign = value < 0 ? -1 : 1;
  // Shifting through the exponent keeps the digits as written (1.005e2 is exactly 100.5).
  const shifted = Number(`${Math.abs(value)}e${places}`);
  if (!Number.isFinite(shifted)) return value;
  return sign * Number(`${Math.round(shifted)}e-${places}`);
}

/** `value` with `decimals` places, grouped by `thousand`, split by `decimal`. */
export function formatAmount(value: number, format: Pick<PriceFormat, 'decimals' | 'thousand' | 'decimal'>): string {
  const rounded = roundTo(value, format.decimals);
  const [whole = '0', fraction = ''] = Math.abs(rounded).toFixed(format.decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.thousand);
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction ? format.decimal + fraction : ''}`;
}

/** The symbol and amount in the layout the settings name; an unknown layout gets §9's default. */
function placeSymbol(symbol: string, amount: string, layout: string): string {
  switch (layout.replace(/\s/g, ' ')) {
    case '%1$s%2$s':
      return symbol + amount;
    case '%2$s%1$s':
      return amount + symbol;
    case '%2$s %1$s':
      return amount + NBSP + symbol;
    default:
      return symbol + NBSP + amount;
  }
}

/** One amount as the platform marks it up (`woocommerce-Price-amount`). */
export function formatPrice(value: number, format: PriceFormat): string {
  const symbol = `<span class="woocommerce-Price-currencySymbol">${format.symbol}</span>`;
  return `<span class="woocommerce-Price-amount amount">${placeSymbol(symbol, formatAmount(value, format), format.layout)}</span>`;
}

/** The price paid, with the regular price struck through before it when, at the price decimals, it is lower. */
export function priceHtml(regular: number, sale: number, format: PriceFormat): string {
  if (roundTo(sale, format.decimals) < roundTo(regular, format.decimals)) {
    return `<del>${formatPrice(regular, format)}</del> <ins>${formatPrice(sale, format)}</ins>`;
  }
  return formatPrice(sale, format);
}

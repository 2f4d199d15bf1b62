/**
 * The add-on's settings as it localizes them (`woobt_vars`, §9), with §9's values where the page
 * prints none: price display, counter, price/image changes, texts, nonce and the endpoint of its
 * add-all call (this add-on version posts to `/?wc-ajax=…`; older ones to admin-ajax).
 */
import { BUNDLE_GLOBAL, BUNDLE_TEXTS } from '../../dom-bridge/bought-together-constants.ts';
import { globalRecord, str } from '../../dom-bridge/globals.ts';
import { DEFAULT_PRICE_FORMAT, type PriceFormat } from '../../src/bought-together/format.ts';

export interface BundleSettings {
  format: PriceFormat;
  /** 'individual' (item count), 'hide', or anything else (total quantity). */
  counter: string;
  /** 'yes', 'no' or 'yes_custom' (then `priceSelector`). */
  changePrice: string;
  priceSelector: string;
  changeImage: boolean;
  additionalText: string;
  totalText: string;
  alertSelection: string;
  nonce: string;
  /** True when the add-on posts its calls to wc-ajax (its `wc_ajax_url`), false for admin-ajax. */
  wcAjax: boolean;
  /** 'default', or 'woovr' (the WPC variations-as-radio add-on), which changes where the section goes. */
  variationSelector: string;
}

export function readBundleSettings(): BundleSettings {
  const vars = globalRecord(BUNDLE_GLOBAL);
  const decimals = Number.parseInt(str(vars, 'price_decimals', ''), 10);
  return {
    format: {
      decimals: Number.isFinite(decimals) && decimals >= 0 ? decimals : DEFAULT_PRICE_FORMAT.decimals,
      // A separator may be set to '' on purpose; only a missing one takes the default.
      thousand: typeof vars.price_thousand_separator === 'string' ? vars.price_thousand_separator : DEFAULT_PRICE_FORMAT.thousand,
      decimal: typeof vars.price_decimal_separator === 'string' ? vars.price_decimal_separator : DEFAULT_PRICE_FORMAT.decimal,
      symbol: str(vars, 'currency_symbol', DEFAULT_PRICE_FORMAT.symbol),
      layout: str(vars, 'price_format', DEFAULT_PRICE_FORMAT.layout),
    },
    counter: str(vars, 'counter', 'individual'),
    changePrice: str(vars, 'change_price', 'yes'),
    priceSelector: str(vars, 'price_selector', ''),
    changeImage: str(vars, 'change_image', 'yes') !== 'no',
    additionalText: str(vars, 'additional_price_text', BUNDLE_TEXTS.additional),
    totalText: str(vars, 'total_price_text', BUNDLE_TEXTS.total),
    alertSelection: str(vars, 'alert_selection', BUNDLE_TEXTS.alertSelection),
    nonce: str(vars, 'nonce', ''),
    wcAjax: typeof vars.wc_ajax_url === 'string' || typeof vars.ajax_url !== 'string',
    variationSelector: str(vars, 'variation_selector', 'default'),
  };
}

/**
 * The shop's configuration, read from what the platform already prints
 * (`wc_add_to_cart_params`, `wc_cart_fragments_params`, `woocommerce_params`,
 * `wpApiSettings`, …) plus an optional integrator config (§ README "Configuration").
 * Never throws: anything missing or malformed falls back to a documented default.
 */
import { CONFIG_ELEMENT_ID, CONFIG_GLOBAL } from './island-constants.ts';
import { DEFAULT_VENDORS } from './vendors.ts';
import { WOPB } from './media-constants.ts';
import { CHECKOUT_NONCES, CHECKOUT_PARAMS_GLOBAL } from './nonce-keys.ts';
import { readCartPageConfig } from './cart-config.ts';
import { globalRecord, isRecord, readCacheKeys, str, type Json } from './globals.ts';
import { warn } from './warn.ts';

export interface Vendors {
  theme: string;
  platform: string;
  builder: string;
  marketing: string;
}

export interface ShopConfig {
  vendors: Vendors;
  /** `/?wc-ajax=%%endpoint%%` */
  wcAjaxUrl: string;
  /** `/?{theme}-ajax=%%endpoint%%` */
  themeAjaxUrl: string;
  adminAjaxUrl: string;
  /** REST root, ending in `/` (e.g. `/wp-json/`). */
  restRoot: string;
  cartUrl: string;
  isCart: boolean;
  redirectToCartAfterAdd: boolean;
  i18nViewCart: string;
  /** sessionStorage key of the cached fragments. */
  fragmentsKey: string;
  /** sessionStorage key of the cached cart hash. */
  cartHashKey: string;
  fragmentsTimeoutMs: number;
  /** Nonces by purpose: `rest` (X-WP-Nonce), `wopb` (`wopb_core.security`) and any named in the integrator config. */
  nonces: Record<string, string>;
  /** Optional text overrides keyed by message id. */
  texts: Record<string, string>;
  /** The theme's `add_to_cart_behaviour` (§3): `open_cart_drawer` opens the cart drawer after an add. */
  addToCartBehaviour: string;
  /** The theme's own endpoints exist here: the page prints `{theme}_params`, or the integrator's `themeEndpoints` says so. */
  themeEndpoints: boolean;
  /** The page printed the platform's `wc_ajax_url`; false: no `/?wc-ajax=` call is known to exist (only `wcAjaxUrl`'s default). */
  platformAjax: boolean;
}

function stringRecord(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') out[key] = entry;
  return out;
}

/** The integrator's optional config: `<script type="application/json" id="shop-islands-config">` or `window.shopIslandsConfig`. */
function readIntegratorConfig(doc: Document = document): Json {
  const element = doc.getElementById(CONFIG_ELEMENT_ID);
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent);
      if (isRecord(parsed)) return parsed;
    } catch {
      warn(`#${CONFIG_ELEMENT_ID} is not valid JSON; using defaults.`);
    }
  }
  return globalRecord(CONFIG_GLOBAL);
}

function restRootFromPage(doc: Document): string {
  const api = globalRecord('wpApiSettings');
  if (typeof api.root === 'string' && api.root) return api.root;
  const link = doc.querySelector<HTMLLinkElement>('link[rel="https://api.w.org/"]');
  return link?.getAttribute('href') || '/wp-json/';
}

/** Reads the whole configuration once per call; cheap enough to call per island. */
export function readShopConfig(doc: Document = document): ShopConfig {
  const integrator = readIntegratorConfig(doc);
  const vendorOverrides = stringRecord(integrator.vendors);
  const vendors: Vendors = { ...DEFAULT_VENDORS, ...vendorOverrides };
  const addToCart = globalRecord('wc_add_to_cart_params');
  const fragments = globalRecord('wc_cart_fragments_params');
  const woocommerce = globalRecord('woocommerce_params');
  const api = globalRecord('wpApiSettings');

  const wcAjaxUrl = str(addToCart, 'wc_ajax_url', str(fragments, 'wc_ajax_url', str(woocommerce, 'wc_ajax_url', '/?wc-ajax=%%endpoint%%')));
  const timeout = Number(fragments.request_timeout);
  const nonces = stringRecord(integrator.nonces);
  if (typeof api.nonce === 'string' && api.nonce) nonces.rest ??= api.nonce;
  // ProductX prints its nonce as `wopb_core.security` (§6, §7 "Product blocks").
  const wopb = globalRecord(WOPB.coreGlobal);
  if (typeof wopb.security === 'string' && wopb.security) nonces.wopb ??= wopb.security;
  // The classic checkout prints its nonces in `wc_checkout_params` (§6); kept by nonce action.
  const checkout = globalRecord(CHECKOUT_PARAMS_GLOBAL);
  for (const [action, field] of [
    [CHECKOUT_NONCES.updateOrderReview, 'update_order_review_nonce'],
    [CHECKOUT_NONCES.applyCoupon, 'apply_coupon_nonce'],
    [CHECKOUT_NONCES.removeCoupon, 'remove_coupon_nonce'],
  ] as const) {
    const nonce = checkout[field];
    if (typeof nonce === 'string' && nonce) nonces[action] ??= nonce;
  }
  const platformAjax = [addToCart, fragments, woocommerce].some(
    (params) => typeof params.wc_ajax_url === 'string' && params.wc_ajax_url !== '',
  );
  // The theme's page configuration and the cart page's nonces (cart-config.ts).
  const cartPage = readCartPageConfig(vendors.theme);
  for (const [key, nonce] of Object.entries(cartPage.nonces)) nonces[key] ??= nonce;

  return {
    vendors,
    wcAjaxUrl,
    themeAjaxUrl: str(integrator, 'themeAjaxUrl', `/?${vendors.theme}-ajax=%%endpoint%%`),
    adminAjaxUrl: str(addToCart, 'ajax_url', str(woocommerce, 'ajax_url', '/wp-admin/admin-ajax.php')),
    restRoot: restRootFromPage(doc),
    cartUrl: str(addToCart, 'cart_url', '/cart/'),
    isCart: addToCart.is_cart === '1' || addToCart.is_cart === true,
    redirectToCartAfterAdd: addToCart.cart_redirect_after_add === 'yes',
    i18nViewCart: str(addToCart, 'i18n_view_cart', 'View cart'),
    ...readCacheKeys(),
    fragmentsTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 5000,
    nonces,
    texts: stringRecord(integrator.texts),
    addToCartBehaviour: cartPage.addToCartBehaviour,
    // A shop on another theme has no `{theme}-ajax` endpoints: only the page's own global says they are there.
    themeEndpoints:
      typeof integrator.themeEndpoints === 'boolean'
        ? integrator.themeEndpoints
        : isRecord((globalThis as Record<string, unknown>)[`${vendors.theme}_params`]),
    platformAjax,
  };
}

/** Expands a `%%endpoint%%` URL template. */
export function endpointUrl(template: string, endpoint: string): string {
  return template.replace('%%endpoint%%', encodeURIComponent(endpoint));
}

/**
 * Names and timings of the tracking work (§4 "Marketing identification and tracking", §7 "Store API
 * and marketing", §9 "Marketing and attribution"), spelled once: those the tracking chunk every
 * page loads needs. The product view's and identify's own are in tracking-product-constants.ts.
 */

/** `<script type="application/json" id="shop-islands-tracking">`: the provider and pixel settings (JSON, so a strict CSP allows it). */
export const TRACKING_CONFIG_ID = 'shop-islands-tracking';

/** §9: the loader is waited for by polling every 100 ms, up to 3000 ms. */
export const LOADER_POLL = { everyMs: 100, upToMs: 3000 } as const;

/** §8: logged when the loader URL is not a usable script URL. */
export const INVALID_SCRIPT_URL_LOG = 'Invalid script URL';

/** The captured loader (woocommerce-9.9-addons/product-hoodie-omnisend-connected.html) without its query. */
export const DEFAULT_LOADER_URL = 'https://omnisnippet1.com/platforms/woocommerce.js';

/** The provider's commands, pushed as `[name, ...args]` (§7). */
export const MARKETING_COMMANDS = {
  account: 'accountID',
  shopType: 'shopType',
  /** Turns off the provider's automatic 'product viewed' (§4): the product's own event replaces it. */
  noAutoProductView: 'disableAutoProductViewed',
  track: 'track',
} as const;
export const SHOP_TYPE = 'api';
export const PAGE_VIEWED = '$pageViewed';

/** Page query parameter: the page was opened by the provider's in-shop flow, which tracks the view itself (§4). */
export const FROM_INSHOP_PARAM = 'fromInshop';

/** The advertising pixel's global function and the event tracked on every page. */
export const PIXEL_GLOBAL = 'fbq';
export const PIXEL_PAGE_VIEW = 'PageView';
/** Contact Form 7's DOM event after a sent message; its `detail.apiResponse` may carry `fb_pxl_code`. */
export const MAIL_SENT_EVENT = 'wpcf7mailsent';
export const PIXEL_CODE_FIELD = 'fb_pxl_code';

/** The platform's body class on a single product page. */
export const PRODUCT_PAGE_CLASS = 'single-product';

/**
 * The spec's `{marketing}` default, as dom-bridge/vendors.ts spells it (a unit test checks they agree):
 * vendors.ts belongs to the protocol client's chunk, which tracking fetches only when a call is due.
 */
export const DEFAULT_MARKETING = 'omnisend';
/** The checkout forms (classic and block) whose e-mail field feeds `$billingEmail`: identify is loaded only there. */
export const CHECKOUT_FORMS = 'form.woocommerce-checkout,.wc-block-checkout';

/** Identify (§7): the provider's contact cookie is `{marketing}ContactID`; the admin-ajax action `{marketing}_identify`. */
export const CONTACT_ID_COOKIE_SUFFIX = 'ContactID';
export const IDENTIFY_ACTION_SUFFIX = '_identify';

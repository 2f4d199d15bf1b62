/**
 * Names and timings of the tracking work (§4 "Marketing identification and tracking", §7 "Store API
 * and marketing", §9 "Marketing and attribution"), spelled once. Only the tracking chunk reads
 * these, except TRACKING_CONFIG_ID, which the entry checks before it loads that chunk.
 */

/** `<script type="application/json" id="shop-islands-tracking">`: the provider and pixel settings (JSON, so a strict CSP allows it). */
export const TRACKING_CONFIG_ID = 'shop-islands-tracking';

/** §9: the loader is waited for by polling every 100 ms, up to 3000 ms. */
export const LOADER_POLL = { everyMs: 100, upToMs: 3000 } as const;
/** §9: the product page's parameters are waited for by polling every 1000 ms, up to 5000 ms. */
export const PRODUCT_PARAMS_POLL = { everyMs: 1000, upToMs: 5000 } as const;
/** §9: the selected variation is checked every 1000 ms (only for a form no island owns). */
export const VARIATION_CHECK_MS = 1000;

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
export const VIEWED_PRODUCT = 'viewed product';
/** The provider's JavaScript API event envelope for 'viewed product' (its docs: eventVersion v4, origin api). */
export const EVENT_VERSION = 'v4';
export const EVENT_ORIGIN = 'api';

/** Page query parameter: the page was opened by the provider's in-shop flow, which tracks the view itself (§4). */
export const FROM_INSHOP_PARAM = 'fromInshop';

/** The provider's contact cookie is `{marketing}ContactID`. */
export const CONTACT_ID_COOKIE_SUFFIX = 'ContactID';
/** The provider's product parameters global is `{marketing}_product` (captured: `omnisend_product.productID`). */
export const PRODUCT_PARAMS_GLOBAL_SUFFIX = '_product';
/** admin-ajax action `{marketing}_identify`. */
export const IDENTIFY_ACTION_SUFFIX = '_identify';

/** The advertising pixel's global function and the event tracked on every page. */
export const PIXEL_GLOBAL = 'fbq';
export const PIXEL_PAGE_VIEW = 'PageView';
/** Contact Form 7's DOM event after a sent message; its `detail.apiResponse` may carry `fb_pxl_code`. */
export const MAIL_SENT_EVENT = 'wpcf7mailsent';
export const PIXEL_CODE_FIELD = 'fb_pxl_code';

/** The platform's variation form and the field holding the chosen variation's id. */
export const VARIATION_FORM = 'form.variations_form';
export const VARIATION_ID_INPUT = 'input[name="variation_id"]';

/** The platform's body class on a single product page. */
export const PRODUCT_PAGE_CLASS = 'single-product';
/** Set on an element an island has claimed (src/island.ts): a claimed variation form reports its changes through events. */
export const CLAIMED_ATTR = 'data-island';

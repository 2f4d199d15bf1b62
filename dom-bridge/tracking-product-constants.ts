/**
 * Names and timings of the product view (§4, §7, §9), read through the Store API on a product page
 * only: apart from tracking-constants.ts (what the tracking chunk every page loads needs), so they
 * load with the product view's chunk.
 */

/** §9: the product page's parameters are waited for by polling every 1000 ms, up to 5000 ms. */
export const PRODUCT_PARAMS_POLL = { everyMs: 1000, upToMs: 5000 } as const;
/** §9: the selected variation is checked every 1000 ms (only for a form no island owns). */
export const VARIATION_CHECK_MS = 1000;

export const VIEWED_PRODUCT = 'viewed product';
/** The provider's JavaScript API event envelope for 'viewed product' (its docs: eventVersion v4, origin api). */
export const EVENT_VERSION = 'v4';
export const EVENT_ORIGIN = 'api';

/** The provider's product parameters global is `{marketing}_product` (captured: `omnisend_product.productID`). */
export const PRODUCT_PARAMS_GLOBAL_SUFFIX = '_product';

/** The platform's variation form and the field holding the chosen variation's id. */
export const VARIATION_FORM = 'form.variations_form';
export const VARIATION_ID_INPUT = 'input[name="variation_id"]';

/** Set on an element an island has claimed (src/island.ts): a claimed variation form reports its changes through events. */
export const CLAIMED_ATTR = 'data-island';

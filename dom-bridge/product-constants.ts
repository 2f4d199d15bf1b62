/**
 * The product page's markup names (issue 3): selectors, data attributes, event names and
 * timings the product-page islands read and drive, spelled once. Apart from constants.ts
 * on purpose: constants.ts is part of the entry, and every table there used by a chunk is
 * shipped in the entry (6 KB gz budget); this module only travels with the islands.
 * The selectors the entry's islands claim by stay in constants.ts; the product group's are here.
 */

/** The theme's sticky add-to-cart bar's scroll offset in pixels (its selector is below). */
export const STICKY_OFFSET_ATTR = 'data-sticky-offset';

/** Markup of the product page the islands read and drive (the platform's, Storefront's and the theme's). */
export const PRODUCT_SELECTORS = {
  product: '.product',
  productTitle: '.product_title',
  attributeSelect: '.variations select',
  resetLink: '.reset_variations',
  resetAlert: '.reset_variations_alert',
  singleVariation: '.single_variation',
  variationId: 'input[name="variation_id"], input.variation_id',
  addToCartRow: '.woocommerce-variation-add-to-cart',
  addToCartButton: '.single_add_to_cart_button',
  quantity: '.quantity',
  quantityInput: '.quantity input.qty[name="quantity"]',
  quantityButton: '.quantity-button',
  noMatchNotice: '.wc-no-matching-variations',
  sku: '.product_meta .sku',
  weight: '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value',
  dimensions: '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value',
  /** An add-on's own area inside a product form (bought-together): its controls are the add-on's, not the form's. */
  addonArea: '.woobt-wrap',
  /** A form scope: the nearest of these owns a control. */
  formScope: 'form, .variations_form',
  variationTemplate: '#tmpl-variation-template',
  unavailableTemplate: '#tmpl-unavailable-variation-template',
} as const;

/** Data attributes of the product page's markup. */
export const PRODUCT_ATTRS = {
  productVariations: 'data-product_variations',
  productId: 'data-product_id',
  customData: 'data-custom_data',
  attributeName: 'data-attribute_name',
  showOptionNone: 'data-show_option_none',
  /** The platform's store of an element's original text (wc_set_content). */
  originalContent: 'data-o_content',
  /** The theme's own redirect target on an add-to-cart button (§4 outcome 2). */
  buttonRedirect: 'data-redirect',
  successMessage: 'data-success_message',
  stickyOffset: STICKY_OFFSET_ATTR,
} as const;

/** The platform's variation form events, fired on the form (DOM + jQuery). */
export const VARIATION_EVENTS = {
  found: 'found_variation',
  show: 'show_variation',
  hide: 'hide_variation',
  resetData: 'reset_data',
  resetImage: 'reset_image',
  hasChanged: 'woocommerce_variation_has_changed',
  selectChange: 'woocommerce_variation_select_change',
  updatedValues: 'woocommerce_update_variation_values',
  form: 'wc_variation_form',
  check: 'check_variations',
} as const;

/** The platform's add-to-cart button state classes (add-to-cart-variation.js). */
export const BUTTON_STATE_CLASSES = {
  disabled: 'disabled',
  selectionNeeded: 'wc-variation-selection-needed',
  unavailable: 'wc-variation-is-unavailable',
} as const;

/** §4, §9: the variation form is first checked 100 ms after load. */
export const VARIATION_FIRST_CHECK_MS = 100;
/** §9: a button's own redirect happens after 2 s. */
export const BUTTON_REDIRECT_DELAY_MS = 2000;
/** §5: name-your-price is checked 1 s after input; each warning shows for 4 s. */
export const NAME_YOUR_PRICE_CHECK_MS = 1000;
export const NAME_YOUR_PRICE_MESSAGE_MS = 4000;

/** The name-your-price field's parts (§3 "Name-your-price settings"). */
export const NAME_YOUR_PRICE = {
  input: 'input[name="wopb_custom_price"]',
  suggestion: 'input[type="radio"][name="wopb_custom_prices_suggestion"]',
  message: '.wopb-custom-price-message',
  min: 'data-min',
  max: 'data-max',
  currencySymbol: 'data-currency_symbol',
  currencyPosition: 'data-currency_position',
} as const;

/** A product card's swatches (§3 "Card swatch selector", §4 "Variation swatch on a product card"). */
export const CARD_SWATCHES = {
  /** A platform loop card, or a ProductX block item (its grids print the same swatches). */
  card: 'li.product, .wopb-block-item',
  group: '[data-product_attribute]',
  swatch: 'button[data-term]',
  productAttribute: 'data-product_attribute',
  term: 'data-term',
  variationsImages: 'data-product_variations_images',
  image: '.woocommerce-LoopProduct-link img, .wopb-block-image img',
  price: '.woocommerce-LoopProduct-link .price, .wopb-product-price',
  addButton: 'a.add_to_cart_button',
  title: '.woocommerce-loop-product__title, .wopb-block-title',
} as const;

// ---- What the product page claim group claims by (src/claims/product.ts) ----
/** The platform's gallery; one printed without images has nothing to enhance (§2 "Single product page"). */
export const GALLERY_ROOT = '.woocommerce-product-gallery:not(.woocommerce-product-gallery--without-images)';
/** A slide's image link: a click on it before the gallery is live waits for the gallery (its lightbox), not the image file. */
export const GALLERY_SLIDE_LINK = '.woocommerce-product-gallery__image a';
/** A gallery printed without images: the platform's placeholder image, which no island takes. */
export const PLACEHOLDER_GALLERY = '.woocommerce-product-gallery--without-images';
/** ProductX's size-chart button wrapper; its modal follows it. */
export const SIZE_CHART_ROOT = '.wopb-chart-btn-wrapper';
export const SIZE_CHART_OPENER = '#wopb-chart-modal-btn';
/** ProductX's share block (block markup) and the share add-on's wrapper. */
export const SHARE_ROOT = '.wopb-share, .wopb-social-share-wrapper';
export const SHARE_LINK = '.wopb-share-item a';
/** A product page where ProductX runs (its `wopb_core` script is printed): a view is recorded there (§7). */
export const VIEW_PING_MARKER = 'body.single-product #wopb-script-js-extra';
/** WordPress's body class carrying the post id. */
export const POST_ID_CLASS = /(?:^|\s)postid-(\d+)(?:\s|$)/;

/** The theme's quantity stepper: a `.quantity` with plus/minus buttons. */
export const QUANTITY_STEPPER_SELECTOR = '.quantity:has(> .quantity-button)';
/** The theme's sticky add-to-cart bar. */
export const STICKY_BAR_SELECTOR = `.sticky-add-to-cart[${STICKY_OFFSET_ATTR}]`;
/** The product blocks' name-your-price field. */
export const NAME_YOUR_PRICE_SELECTOR = '.wopb-name-your-price';

/**
 * The bought-together add-on's markup names ("woobt", §3 "Bought-together bundle"): selectors, data
 * attributes, classes, its config global and texts, spelled once. Island code only: the entry
 * carries none of it (the claim, in the product page's group, spells its own selector).
 */

export const BUNDLE_SELECTORS = {
  products: '.woobt-products',
  item: '.woobt-product',
  thisItem: '.woobt-product-this',
  together: '.woobt-product-together',
  checkbox: '.woobt-checkbox',
  /** An item's own quantity input (optional on) and its plus/minus controls. */
  qtyInput: 'input.woobt-qty, .woobt-quantity input.qty',
  plus: '.woobt-quantity-input-plus',
  minus: '.woobt-quantity-input-minus',
  /** The "N ×" text of an item whose quantity the shopper does not choose. */
  qtyText: '.woobt-qty-num .woobt-qty',
  thumb: '.woobt-thumb',
  priceNew: '.woobt-price-new',
  priceOri: '.woobt-price-ori',
  availability: '.woobt-availability',
  additional: '.woobt-additional',
  total: '.woobt-total',
  alert: '.woobt-alert',
  /** The separate "Add all to cart" area and its fields. */
  separateForm: '.woobt-form',
  ids: 'input.woobt-ids',
  count: '.woobt-count',
  nestedForm: '.woobt_variations_form',
  attributeSelect: 'select[name^="attribute_"]',
  button: '.single_add_to_cart_button',
  mainForm: 'form.cart',
  variationId: 'input.variation_id, input[name="variation_id"]',
  productSku: '.product_meta .sku',
  productWeight: '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value',
  productDimensions: '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value',
} as const;

/** Classes the add-on's CSS (and themes) style. */
export const BUNDLE_CLASSES = {
  hidden: 'woobt-hide',
  imageHidden: 'woobt-image-hide',
  disabled: 'woobt-disabled',
  selection: 'woobt-selection',
  count: 'woobt-count',
  /** The section while it fetches a variation's own bundle, and while it shows one. */
  loading: 'woobt-loading',
  variation: 'woobt-wrap-variation',
} as const;

/** The add-on's localized settings (§9): `woobt_vars`. */
export const BUNDLE_GLOBAL = 'woobt_vars';
/** The add-on's add-all call (§7), on the endpoint its settings name. */
export const ADD_ALL_ACTION = 'woobt_add_all_to_cart';

/** §8, §9: texts, unless the add-on's settings give their own. */
export const BUNDLE_TEXTS = {
  additional: 'Additional price:',
  total: 'Total:',
  /** `[name]` is the item's name, in bold. */
  alertSelection: 'Please select a purchasable variation for [name] before adding this product to the cart.',
  /** The add-on's answer to a call with a wrong nonce (plain text), shown as the add's failure. */
  badNonce: 'Permissions check failed!',
} as const;

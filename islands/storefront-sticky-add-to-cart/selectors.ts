/** The sticky bar's markup, the classes the theme's stylesheet animates, and its printed settings, for the island's chunk. */

export const STICKY = {
  button: '.storefront-sticky-add-to-cart__content-button',
  /** The product's own form and the first control a shopper fills in there (an option, else a quantity). */
  productControl: 'form.cart select, form.cart input:not([type="hidden"]), form.cart button, form.cart textarea',
} as const;

export const STICKY_CLASSES = {
  slideIn: 'storefront-sticky-add-to-cart--slideInDown',
  slideOut: 'storefront-sticky-add-to-cart--slideOutUp',
  /** Product types whose bar button is a plain link that does its job (an add for a simple product, the shop's URL for an external one). */
  linkTypes: ['product-type-simple', 'product-type-external'],
} as const;

/** `storefront_sticky_add_to_cart_params`: `trigger_class` names the element whose leaving the screen brings the bar. */
export const PARAMS_GLOBAL = 'storefront_sticky_add_to_cart_params';
export const DEFAULT_TRIGGER_CLASS = 'entry-summary';
/** The body class naming the page's post (`postid-17`), and the product's element id (`product-17`). */
export const POST_ID_CLASS = /^postid-(\d+)$/;
export const PRODUCT_ID_PREFIX = 'product-';

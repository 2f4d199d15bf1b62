/**
 * The quick view's names and numbers (issue 14, §2 "Quick view modal", §9): only its island reads
 * them, so they travel with it, not with the entry (which holds the trigger's selector alone).
 */

/** The theme's quick-view markup: the trigger's product id, the template's root and the parts the modal drives. */
export const QUICK_VIEW = {
  /** The theme's trigger names its product here; the WPC add-on's in `data-id`. */
  pidAttrs: ['data-pid', 'data-id'],
  /** A card's link to its product page: the failure message's link when the trigger is no link itself. */
  cardLink: 'a.woocommerce-LoopProduct-link',
  card: 'li.product, .product',
  title: '.product_title',
  /** The wishlist button inside the modal: a click closes the quick view (§2). */
  wishlistButton: '.woosw-btn',
  /** The 'continue' button: it sends the shopper to its href after CONTINUE_DELAY_MS (§2). */
  continueButton: '.quick-view-continue',
} as const;

/** Our dialog's classes: the theme's popup class (its styles) and ours. */
export const QUICK_VIEW_CLASSES = {
  dialog: 'shop-islands-quick-view popup-product-quick-view',
  frame: 'quick-view-frame',
  body: 'quick-view-body',
  close: 'quick-view-close',
  failure: 'quick-view-failure',
  /** §9: the fitted layout, above QUICK_VIEW_FITTED_ABOVE_PX. */
  fitted: 'quick-view-fitted',
  /** On the trigger while its template loads (the theme's own class). */
  loading: 'loading',
} as const;

/** §9: the fitted layout applies above this width (px). */
export const QUICK_VIEW_FITTED_ABOVE_PX = 767;
/** §9: the modal's height is capped at the viewport height minus this (px), less twice its spacing for the content. */
export const QUICK_VIEW_VIEWPORT_GAP_PX = 60;
/** §2: button redirects happen after 2 s. */
export const CONTINUE_DELAY_MS = 2000;

/** Shopper texts. The spec names none for the quick view (its failures are "not shown" in §8; issue 14 asks for a message). */
export const QUICK_VIEW_TEXTS = {
  close: 'Close',
  dialogLabel: 'Quick view',
  /** After the §8 message of the failure: the way on to the product page. */
  productPage: 'View the product page',
} as const;

/**
 * ProductX's quick view (issue 25): its trigger on grid cards and archive cards, the modal frame it
 * prints in the footer, and the parts of its answer the dialog drives.
 */
export const WOPB_QUICK_VIEW = {
  postidAttr: 'data-postid',
  /** The listing's product ids, comma-separated: the modal's previous/next arrows walk them. */
  listAttr: 'data-list',
  /** The layout classes the frame takes (`wopb-quick-view-wrapper wopb-layout-1`). */
  wrapperClassAttr: 'data-modal_wrapper_class',
  openAnimationAttr: 'data-open-animation',
  loaderAttr: 'data-modal-loader',
  /** A ProductX grid card or a platform archive card, and their title and product link. */
  card: '.wopb-block-item, li.product',
  cardTitle: '.wopb-block-title, .woocommerce-loop-product__title',
  cardLink: '.wopb-block-title a, a.woocommerce-LoopProduct-link',
  /** The box ProductX shows a grid card's trigger in on hover only, and with this class (a keyboard's focus). */
  meta: '.wopb-product-new-meta',
  metaVisible: 'wopb-is-visible',
  /** The frame ProductX prints once in the footer: only its loader markup is borrowed. */
  pageLoading: '.wopb-modal-wrap .wopb-modal-loading',
  loader: '.wopb-loader',
  close: '.wopb-modal-close',
  body: '.wopb-modal-body',
  /** `yes`: an add to cart closes the modal (ProductX's default). */
  closeAfterCartAttr: 'data-modal_close_after_cart',
  productIdAttr: 'data-product_id',
  title: '.product_title',
  navigation: '.wopb-quick-view-navigation',
  navArrow: '.wopb-nav-arrow',
  previousArrow: 'wopb-quick-view-previous',
  /** The full-size image popup (ProductX's "popup" image effect), shown beside the content like the arrows. */
  zoomPopup: '.wopb-quick-view-zoom.wopb-zoom-2',
  content: '.wopb-quick-view-content',
  form: 'form.cart',
  buyNow: '.wopb-quickview-buy-btn',
  minus: '.wopb-add-to-cart-minus',
  plus: '.wopb-add-to-cart-plus',
  quantity: '.quantity',
  qty: 'input.qty',
  gallery: '.woocommerce-product-gallery',
  slider: '.wopb-quick-slider',
  sliderNav: '.wopb-quick-slider-nav',
  mainImage: 'img.wopb-main-image',
  zoomOuter: '.wopb-zoom-image-outer.wopb-zoom-1',
  zoomInner: '.wopb-zoom-image-inner',
  redirectAttr: 'data-redirect',
  shareLink: '.wopb-product-social-share a[class*="wopb-share-"]',
} as const;

/** ProductX's frame and state classes (its modal.css and quick_view.css style them) and ours. */
export const WOPB_QUICK_VIEW_CLASSES = {
  dialog: 'shop-islands-quick-view-wopb',
  wrap: 'wopb-modal-wrap',
  overlay: 'wopb-modal-overlay',
  content: 'wopb-modal-content',
  loading: 'wopb-modal-loading',
  loaderBox: 'wopb-loading',
  after: 'wopb-after-modal-content',
  header: 'wopb-modal-header',
  close: 'wopb-modal-close',
  body: 'wopb-modal-body',
  active: 'active',
  hidden: 'wopb-d-none',
  notice: 'wopb-quick-view-notice',
  /** Buttons ProductX prints as `div`/`span`/`a` without href: Enter and Space press them. */
  pressable: 'shop-islands-pressable',
  screenReader: 'screen-reader-text',
  prevImage: 'wopb-slick-prev-large',
  nextImage: 'wopb-slick-next-large',
  /** The loader ProductX names when the trigger names none. */
  defaultLoader: 'loader_1',
} as const;

/** The island name the quick view marks ProductX's gallery with: it drives it (wopb-gallery.ts), not the product page's gallery island. */
export const WOPB_GALLERY_OWNER = 'wopb-quick-view';
/** The modal closes after an add unless its body says otherwise (§4: the 'added' event closes the quick view). */
export const WOPB_CLOSE_AFTER_CART_DEFAULT = 'yes';
/** ProductX's zoom follows the pointer up to this share of the image (%), so the magnified part stays inside it. */
export const WOPB_ZOOM_MAX_PERCENT = 74;

/** Shopper texts of ProductX's quick view (ProductX names none for these controls). */
export const WOPB_QUICK_VIEW_TEXTS = {
  trigger: 'Quick view',
  loading: 'Loading…',
  previousProduct: 'Previous product',
  nextProduct: 'Next product',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  /** "Share on Facebook": ProductX's share links show only the network's icon. */
  share: (network: string): string => `Share on ${network.charAt(0).toUpperCase()}${network.slice(1)}`,
  /** "Image 2 of 4" on a thumbnail. */
  image: (at: number, of: number): string => `Image ${at} of ${of}`,
  /** §8: the platform's text for an add without a complete choice. */
  makeSelection: 'Please select some product options before adding this product to your cart.',
} as const;

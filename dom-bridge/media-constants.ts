/**
 * The product page's media and ProductX (wopb) names (issue 3): gallery, size chart,
 * share buttons, view ping. Apart from constants.ts, which is part of the entry: these
 * tables travel only with the islands that read them. The selectors the islands claim
 * by stay in constants.ts.
 */
import { VARIATIONS_FORM_SELECTOR } from './constants.ts';

export const GALLERY = {
  wrapper: '.woocommerce-product-gallery__wrapper',
  slide: '.woocommerce-product-gallery__image',
  /** The platform's zoom trigger class; ours is a real button. */
  triggerClass: 'woocommerce-product-gallery__trigger',
  /** flexslider's thumbnail list classes, which themes already style. */
  thumbsClass: 'flex-control-nav flex-control-thumbs',
  activeThumbClass: 'flex-active',
  /** jquery.zoom's class for the magnified image. */
  zoomImageClass: 'zoomImg',
  /** The product's own variation form (not an add-on's nested `div.variations_form`), whose events the gallery follows. */
  variationsForm: `form${VARIATIONS_FORM_SELECTOR}`,
  /** `wc_single_product_params`: the trigger's label. */
  paramsGlobal: 'wc_single_product_params',
  /** Fired on the gallery once it is set up, as the platform's gallery script does (add-ons hook in there). */
  afterInitEvent: 'wc-product-gallery-after-init',
} as const;

export const WOPB = {
  /** `wopb_core`: ajax URL and the `security` nonce. */
  coreGlobal: 'wopb_core',
  /** The element carrying `postId` and `count` (attribute names are case-insensitive in HTML). */
  shareData: '[postid]',
  shareCount: '.wopb-share-count',
  shareLoadingClass: 'wopb-share-loading',
  /** The modal ProductX prints right after the size-chart button wrapper. */
  sizeChartModal: '.wopb-size-chart-modal',
  /** The chart's box inside the modal's overlay: what the dialog shows. */
  sizeChartContent: '.wopb-chart-modal-content',
  sizeChartClose: '.wopb-chart-modal-close',
  sizeChartTitle: '.wopb-sc-title',
} as const;

/** §9 "Zoom magnify: 2". */
export const ZOOM_MAGNIFY = 2;
/** §9 "Share popup: 800×500". */
export const SHARE_POPUP = { width: 800, height: 500 } as const;
/** §9 "View ping: 3 s after load". */
export const VIEW_PING_DELAY_MS = 3000;

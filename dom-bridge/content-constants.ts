/**
 * The builder's content markup (issue 16: {builder} = elementor by default) as its stock widgets and
 * the theme's collapsible columns print it, spelled once. Only the content group's claims and
 * islands import this module (not the entry); what the claims claim by is in content-claims.ts.
 */

/**
 * The spec's default `{builder}`, as in vendors.ts: spelled again here because vendors.ts loads with the
 * money-path chunk group, which the content islands must not pull in (the markup below is the builder's own anyway).
 */
export const BUILDER_DEFAULT = 'elementor';

/**
 * A link's whole `href` that ends like an image file (§2: png, jpg, jpeg, gif, svg, webp, avif), a query
 * string allowed: the shape the builder's own lightbox tests links by (a `#fragment` after the name is no image).
 */
export const IMAGE_FILE = /^[^?]+\.(png|jpe?g|gif|svg|webp|avif)(\?.*)?$/i;

/**
 * What the islands look for inside what they claimed. The two the claims also use (a toggle's title, a
 * video's play button) are spelled again here, not imported from content-claims.ts: a module the group
 * chunk shares with island chunks makes the bundler wrap the group in a namespace object and load its
 * runtime chunk at page load (issue 16's page weight). content-constants.test.ts keeps both spellings equal.
 */
export const CONTENT_SELECTORS = {
  tabTitle: '.elementor-tab-title',
  videoPlay: '.elementor-custom-embed-play',
  /** What the collapsible heading shows and hides: a column's widget wrap or a container's inner box. */
  collapsibleContent: ':scope > .elementor-widget-wrap, :scope > .elementor-column-wrap, :scope > .e-con-inner',
  toggleItem: '.elementor-toggle-item,.elementor-accordion-item',
  tabContent: '.elementor-tab-content',
  videoOverlay: '.elementor-custom-embed-image-overlay',
  videoHolder: '.elementor-video',
} as const;

/** The platform's product gallery: its links are its own island's (it has its own lightbox), never the builder's. */
export const PRODUCT_GALLERY = '.woocommerce-product-gallery';

export const CONTENT_ATTRS = {
  openLightbox: 'data-elementor-open-lightbox',
  slideshow: 'data-elementor-lightbox-slideshow',
  title: 'data-elementor-lightbox-title',
  description: 'data-elementor-lightbox-description',
  actionHash: 'data-e-action-hash',
  settings: 'data-settings',
} as const;

export const CONTENT_CLASSES = {
  active: 'elementor-active',
  collapsible: 'tm-collapsible',
  collapsibleActive: 'tm-collapsible--active',
  collapsibleOpen: 'tm-collapsible--open',
  collapsibleHeading: 'tm-collapsible__heading',
  collapsibleButton: 'tm-collapsible__button',
  videoFacade: 'shop-islands-video-facade',
} as const;

/** The builder's page config global (it prints breakpoints, kit lightbox settings and texts there). */
export const BUILDER_CONFIG_GLOBAL = 'elementorFrontendConfig';

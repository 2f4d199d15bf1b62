/**
 * Names the platform's jQuery plugin API works with (add-to-cart-variation.js, single-product.js),
 * for src/jquery-api/, and the event that hands a variation to our gallery island.
 */
export const JQUERY_API = {
  /** The platform's product gallery inside a product (`$product.find('.images')`); ours is also `.woocommerce-product-gallery`. */
  gallery: '.woocommerce-product-gallery, .images',
  /** A gallery slide, or the placeholder of a product without images. */
  slide: '.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder',
  mainImage: '.wp-post-image',
  /** flexslider's thumbnails, whose first image follows the variation too. */
  thumbnailNav: '.flex-control-nav',
  /** Set on the form by `wc_maybe_trigger_slide_position_reset`: the variation image shown. */
  currentImageAttr: 'current-image',
  /** Fired on the gallery when the variation's image differs from the one shown. */
  resetSlidePositionEvent: 'woocommerce_gallery_reset_slide_position',
  /**
   * Ours: fired (not bubbling) on the variation form our gallery island follows, with
   * `detail.args = [variation]` (`[]` to reset), when another script calls `wc_variations_image_update`.
   */
  galleryVariationEvent: 'shop-islands:gallery-variation',
} as const;

/**
 * The platform's jQuery functions that drive the product form and gallery, routed to our islands:
 * the runtime already claims every variation form and product gallery, so these make sure the
 * island on the element does what the platform's function would have done.
 */
import { HYDRATED_EVENT, ISLAND_ATTR, ISLAND_STATE_ATTR } from '../../dom-bridge/constants.ts';
import { emitOn } from '../../dom-bridge/emit.ts';
import { JQUERY_API } from '../../dom-bridge/jquery-api-constants.ts';
import { GALLERY } from '../../dom-bridge/media-constants.ts';
import { PRODUCT_SELECTORS, VARIATION_EVENTS } from '../../dom-bridge/product-constants.ts';
import { maybeResetSlidePosition, showVariationImage } from './variation-image.ts';

const isLive = (element: Element): boolean => element.getAttribute(ISLAND_STATE_ATTR) === 'live';
/** Claimed by an island that is live or starting (a failed or skipped one left the markup to the page). */
const isClaimed = (element: Element): boolean =>
  element.hasAttribute(ISLAND_ATTR) && ['pending', 'live'].includes(element.getAttribute(ISLAND_STATE_ATTR) ?? '');

/**
 * `wc_variation_form()`: our variation form island claims every form as soon as it is on the page
 * and does its first check itself; a form already live checks its selects again, as the platform's
 * form does once it is (re)built.
 */
export function variationForm(this: JQuery): JQuery {
  for (const form of this.toArray()) if (isLive(form)) emitOn(form, VARIATION_EVENTS.check);
  return this;
}

/** What galleries still starting will be handed once live: only the latest call counts. */
const waiting = new WeakMap<HTMLElement, unknown[]>();

function handToIsland(gallery: HTMLElement, form: HTMLElement, args: unknown[]): void {
  const send = (detail: unknown[]): void =>
    void form.dispatchEvent(new CustomEvent(JQUERY_API.galleryVariationEvent, { detail: { args: detail } }));
  if (isLive(gallery)) {
    send(args);
    return;
  }
  if (!waiting.has(gallery)) {
    const onLive = (): void => {
      const latest = waiting.get(gallery);
      waiting.delete(gallery);
      if (latest) send(latest);
    };
    gallery.addEventListener(HYDRATED_EVENT, onLive, { once: true });
  }
  waiting.set(gallery, args);
}

/** Shows `variation`'s image (null: the server's) in the gallery of `element`'s product, as the platform does. */
function showInGallery($: JQueryStatic, element: HTMLElement, variation: unknown): void {
  const product = element.closest(PRODUCT_SELECTORS.product);
  const gallery = product?.querySelector<HTMLElement>(JQUERY_API.gallery);
  if (!product || !gallery) return;
  // Our gallery island follows the product's own variation form (islands/product-gallery/follow-variation.ts).
  const form = product.querySelector<HTMLElement>(GALLERY.variationsForm);
  if (isClaimed(gallery) && form) handToIsland(gallery, form, variation ? [variation] : []);
  // A gallery no island runs (a product without images shows a placeholder): the platform's own change.
  else showVariationImage($(element), variation);
}

/** The routed functions; `$` is the page's jQuery (to wrap elements). */
export function routedFunctions($: JQueryStatic) {
  return {
    wc_variation_form: variationForm,
    /** `wc_variations_image_update(variation)`. */
    wc_variations_image_update(this: JQuery, variation?: unknown): JQuery {
      for (const element of this.toArray()) showInGallery($, element, variation ?? null);
      return this;
    },
    /** `wc_variations_image_reset()`. */
    wc_variations_image_reset(this: JQuery): JQuery {
      for (const element of this.toArray()) showInGallery($, element, null);
      return this;
    },
    /** `wc_maybe_trigger_slide_position_reset(variation)`: our gallery goes to its first slide by itself; others hear the event. */
    wc_maybe_trigger_slide_position_reset(this: JQuery, variation?: unknown): JQuery {
      maybeResetSlidePosition(this, variation, (gallery) => emitOn(gallery, JQUERY_API.resetSlidePositionEvent));
      return this;
    },
    /**
     * `wc_product_gallery()`: our gallery island takes every gallery with images as the runtime finds
     * it; any other gallery is shown at once, as the platform's set-up does (the theme prints it
     * transparent until a script has set it up).
     */
    wc_product_gallery(this: JQuery): JQuery {
      for (const gallery of this.toArray()) if (!isClaimed(gallery)) gallery.style.opacity = '1';
      return this;
    },
  };
}

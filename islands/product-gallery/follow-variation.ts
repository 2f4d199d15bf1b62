/**
 * The gallery follows the product's variation form (§4 "Variation form": the gallery
 * switches to the variation's image; reset restores the default image). It listens
 * to the platform's events on the form, whoever fires them: our variation form
 * island, or the platform's script through jQuery.
 */
import { readJsonAttribute } from '../../dom-bridge/attrs.ts';
import { JQUERY_API } from '../../dom-bridge/jquery-api-constants.ts';
import { GALLERY } from '../../dom-bridge/media-constants.ts';
import { PRODUCT_ATTRS, PRODUCT_SELECTORS, VARIATION_EVENTS } from '../../dom-bridge/product-constants.ts';
import { on } from '../../dom-bridge/events.ts';
import { parseVariation, parseVariations, type Variation } from '../../protocol/variation.ts';
import { followUps } from './after-paint.ts';
import { galleryChoice, type GalleryChoice } from './variation-media.ts';
import { warn } from '../../dom-bridge/warn.ts';

/** The variation form of the gallery's product, if the page has one. */
export function variationForm(gallery: HTMLElement): HTMLElement | null {
  const product = gallery.closest(PRODUCT_SELECTORS.product) ?? gallery.ownerDocument;
  return product.querySelector<HTMLElement>(GALLERY.variationsForm);
}

function readVariation(raw: unknown, event: string = VARIATION_EVENTS.found): Variation | null {
  try {
    return parseVariation(raw);
  } catch (error) {
    warn(`product-gallery: ${event} carried no variation; the gallery keeps its images.`, error);
    return null;
  }
}

/** The variation already chosen when the gallery starts (a preselected or restored choice), if the form lists it. */
export function chosenVariation(form: HTMLElement): Variation | null {
  const id = Number(form.querySelector<HTMLInputElement>(PRODUCT_SELECTORS.variationId)?.value);
  if (!(id > 0)) return null;
  const list = readJsonAttribute(form, PRODUCT_ATTRS.productVariations, parseVariations);
  return list.ok ? (list.value.find((variation) => variation.variation_id === id) ?? null) : null;
}

/**
 * Calls `show` with what the gallery should show after each variation event on `form`; returns the
 * unsubscribe. The form's events are followed after the frame that paints the form's own change
 * (after-paint.ts), in order; another script's explicit call is followed at once, as the platform does.
 */
export function followVariation(form: HTMLElement, show: (choice: GalleryChoice) => void): () => void {
  const pending = followUps();
  // A bundle add-on's own variation form sits inside the product's form and its events
  // bubble up to it: only the product form's own choices move the product's gallery.
  const own = (handler: (args: unknown[]) => void) => (args: unknown[], source: EventTarget | null) => {
    if (source === form) handler(args);
  };
  const showDefault = (): void => pending.afterPaint(() => show(galleryChoice(null)));
  const offs = [
    on(
      VARIATION_EVENTS.found,
      own(([raw]) =>
        pending.afterPaint(() => {
          const variation = readVariation(raw);
          if (variation) show(galleryChoice(variation));
        }),
      ),
      form,
    ),
    on(VARIATION_EVENTS.resetData, own(showDefault), form),
    on(VARIATION_EVENTS.resetImage, own(showDefault), form),
    // Another script's wc_variations_image_update(variation) / wc_variations_image_reset() (src/jquery-api/).
    on(
      JQUERY_API.galleryVariationEvent,
      own(([raw]) =>
        pending.now(() => {
          const variation = raw ? readVariation(raw, JQUERY_API.galleryVariationEvent) : null;
          if (variation || !raw) show(galleryChoice(variation));
        }),
      ),
      form,
    ),
  ];
  return () => {
    offs.forEach((off) => off());
    pending.cancel();
  };
}

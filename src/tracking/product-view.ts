/**
 * 'viewed product' on a product page (§4, §7): the product id the page embeds (the provider's
 * `{marketing}_product.productID`, waited for by polling every 1000 ms up to 5000 ms) or else the
 * URL's last path segment; the Store API's product; the event sent again whenever the chosen
 * variation changes. The variation form's own events say when (a form no island owns is checked
 * every 1000 ms instead, as the spec's poll does).
 */
import { on } from '../../dom-bridge/events.ts';
import { queryFormControls } from '../../dom-bridge/scope.ts';
import { globalRecord } from '../../dom-bridge/globals.ts';
import { latestAfterPaint } from '../../dom-bridge/after-paint.ts';
import { VARIATION_EVENTS } from '../../dom-bridge/product-constants.ts';
import {
  CLAIMED_ATTR,
  PRODUCT_PARAMS_GLOBAL_SUFFIX,
  PRODUCT_PARAMS_POLL,
  VARIATION_CHECK_MS,
  VARIATION_FORM,
  VARIATION_ID_INPUT,
} from '../../dom-bridge/tracking-product-constants.ts';
import { fetchStoreProduct, type StoreProduct } from '../../protocol/store-api.ts';
import { pollFor } from './poll.ts';
import { viewedProduct, type ViewedProduct } from './viewed-product.ts';

/** §4: the last non-empty segment of the URL path (a slug, tried as one on a 404). */
export function lastPathSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean).pop() ?? '';
}

/** The product id the provider's product parameters carry, or null while they are not there. */
function embeddedProductId(marketing: string): string | null {
  const id = globalRecord(`${marketing}${PRODUCT_PARAMS_GLOBAL_SUFFIX}`).productID;
  return (typeof id === 'string' && id !== '') || typeof id === 'number' ? String(id) : null;
}

/**
 * The variation the product's own form has chosen. Its own field: the bought-together section the
 * add-on moves into the form carries a `variation_id` of its own (for its separate add), ahead of
 * the form's, and holding 0 while the product's choice is made.
 */
function chosenVariation(form: Element | null): string {
  const value = (form && queryFormControls<HTMLInputElement>(form, VARIATION_ID_INPUT)[0]?.value) ?? '';
  return /^[1-9]\d*$/.test(value) ? value : '';
}

/** Calls `check` with the chosen variation whenever `form`'s may have changed; returns the undo. */
function followVariations(form: Element, check: (variationId: string) => void): () => void {
  if (!form.hasAttribute(CLAIMED_ATTR)) {
    // No island owns this form: nothing of ours announces a change, so look every second (§9).
    const timer = setInterval(() => check(chosenVariation(form)), VARIATION_CHECK_MS);
    return () => clearInterval(timer);
  }
  // found_variation comes after variation_id is set, reset_data after it is cleared for an incomplete choice. Not
  // variation_id's own 'change': a new choice clears it before the match is found, which is no view of its own.
  // After the frame that shows the choice (issue 10): the Store API request is no part of what the shopper sees.
  const later = latestAfterPaint();
  // The choice is read when announced: the send follows that choice, not a later change of the field.
  const announced = (): void => {
    const variationId = chosenVariation(form);
    later.run(() => check(variationId));
  };
  const undos = [VARIATION_EVENTS.found, VARIATION_EVENTS.resetData].map((name) => on(name, announced, form));
  return () => {
    later.cancel();
    undos.forEach((undo) => undo());
  };
}

/**
 * Sends 'viewed product' for this page, then again for each new variation. Resolves with the
 * undo; sends nothing when the product cannot be read (§8).
 */
export async function trackProductViews(marketing: string, send: (product: ViewedProduct) => void): Promise<() => void> {
  const embedded = await pollFor(() => embeddedProductId(marketing), PRODUCT_PARAMS_POLL.everyMs, PRODUCT_PARAMS_POLL.upToMs);
  // §7: when the id yields nothing, the URL's slug is tried (the id again would yield nothing again).
  const slug = lastPathSegment(location.pathname);
  const product = await fetchStoreProduct(embedded ?? slug, slug);
  if (!product) return () => {};
  const parent: StoreProduct = product;
  const form = document.querySelector(VARIATION_FORM);
  let wanted: string | null = null;
  const check = (variationId: string): void => {
    if (variationId === wanted) return;
    wanted = variationId;
    // No slug for a variation: the URL's names the parent, which is no record of the variation.
    const variation = variationId ? fetchStoreProduct(variationId) : Promise.resolve(null);
    void variation.then((record) => {
      // A newer choice was made meanwhile, or the variation could not be read: nothing to send.
      if (wanted !== variationId || (variationId && !record)) return;
      send(viewedProduct(parent, record, location.origin));
    });
  };
  check(chosenVariation(form));
  return form ? followVariations(form, check) : () => {};
}

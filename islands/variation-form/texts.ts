/**
 * The variation form's shopper texts (§5, §8): the page's own translations from
 * `wc_add_to_cart_variation_params` when printed, else the catalogue's wording.
 */
import { globalRecord, str } from '../../dom-bridge/globals.ts';

export interface VariationTexts {
  noMatch: string;
  makeSelection: string;
  unavailable: string;
  reset: string;
}

/** §8 wording, verbatim. */
const VARIATION_TEXTS: VariationTexts = {
  noMatch: 'Sorry, no products matched your selection. Please choose a different combination.',
  makeSelection: 'Please select some product options before adding this product to your cart.',
  unavailable: 'Sorry, this product is unavailable. Please choose a different combination.',
  reset: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
};

export function readVariationTexts(): VariationTexts {
  const params = globalRecord('wc_add_to_cart_variation_params');
  return {
    noMatch: str(params, 'i18n_no_matching_variations_text', VARIATION_TEXTS.noMatch),
    makeSelection: str(params, 'i18n_make_a_selection_text', VARIATION_TEXTS.makeSelection),
    unavailable: str(params, 'i18n_unavailable_text', VARIATION_TEXTS.unavailable),
    reset: str(params, 'i18n_reset_alert_text', VARIATION_TEXTS.reset),
  };
}

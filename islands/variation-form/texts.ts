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

/** The page's texts; the defaults are §8's wording, verbatim. */
export function readVariationTexts(): VariationTexts {
  const params = globalRecord('wc_add_to_cart_variation_params');
  return {
    noMatch: str(
      params,
      'i18n_no_matching_variations_text',
      'Sorry, no products matched your selection. Please choose a different combination.',
    ),
    makeSelection: str(params, 'i18n_make_a_selection_text', 'Please select some product options before adding this product to your cart.'),
    unavailable: str(params, 'i18n_unavailable_text', 'Sorry, this product is unavailable. Please choose a different combination.'),
    reset: str(
      params,
      'i18n_reset_alert_text',
      'Your selection has been reset. Please select some product options before adding this product to your cart.',
    ),
  };
}

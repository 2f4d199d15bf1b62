/**
 * The section's own "Add all to cart" (§4, §7; `atc-button` separate or both): the main product and
 * every item that counts, in one `woobt_add_all_to_cart`. Loading, then the platform's
 * `added_to_cart` with the returned fragments (through the cart store), or the product page on an
 * error with product_url; an empty answer is ignored (§8). One add at a time: a press while one is
 * under way does nothing, so nothing is added twice.
 */
import type { ShopConfig } from '../../dom-bridge/config.ts';
import { BUNDLE_SELECTORS } from '../../dom-bridge/bought-together-constants.ts';
import { addAllToCart, type AddAllInput } from '../../protocol/bought-together.ts';
import type { AddFeedback } from '../../src/add-to-cart/add-feedback.ts';
import { completeAdd, failedAdd, type AddFlowResult } from '../../src/add-to-cart/add-flow.ts';
import type { Bundle } from './model.ts';
import type { BundleSettings } from './settings.ts';

function field(area: Element, name: string): string {
  return area.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
}

/** The add-on's payload: the section's fields and the main row's chosen attributes. */
export function addAllInput(bundle: Bundle, settings: BundleSettings): AddAllInput {
  const area = bundle.separateButton?.closest(BUNDLE_SELECTORS.separateForm) ?? bundle.wrap;
  const variation: Record<string, string> = {};
  for (const select of bundle.thisItem?.querySelectorAll<HTMLSelectElement>(BUNDLE_SELECTORS.attributeSelect) ?? []) {
    variation[select.name] = select.value;
  }
  return {
    quantity: field(area, 'quantity') || '1',
    product_id: field(area, 'product_id'),
    variation_id: field(area, 'variation_id') || '0',
    woobt_ids: field(area, 'woobt_ids'),
    variation,
    nonce: settings.nonce,
  };
}

export interface AddAllDeps {
  bundle: Bundle;
  settings: BundleSettings;
  config: ShopConfig;
  feedback: AddFeedback;
  isAlive: () => boolean;
}

/** Buttons whose add is under way. */
const busy = new WeakSet<HTMLElement>();

/** Sends the add-all for a press of the section's button. */
export function addAll(deps: AddAllDeps): void {
  const { bundle, settings, config, feedback } = deps;
  const button = bundle.separateButton;
  if (!button || busy.has(button)) return;
  busy.add(button);
  feedback.begin();
  addAllToCart(addAllInput(bundle, settings), settings.wcAjax)
    .then((result): AddFlowResult => {
      if (result.kind === 'empty') return { kind: 'aborted' };
      const name = bundle.thisItem?.getAttribute('data-name') ?? '';
      return completeAdd(result, button, config, name ? `“${name}” has been added to your cart.` : '');
    })
    .catch(failedAdd)
    .then((flow) => {
      busy.delete(button);
      if (deps.isAlive()) feedback.end(flow);
    });
}

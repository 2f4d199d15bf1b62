/**
 * Writes the visit's attribution values where the checkout sends them with the order: the
 * hidden `wc_order_attribution_*` inputs of the classic checkout (stamped when the element came
 * empty, as the platform's own element does) or the block checkout's extension data under
 * `{platform}/order-attribution` (§7).
 */
import { readShopConfig } from '../../dom-bridge/config.ts';
import { BLOCK_CHECKOUT_STORE, CHECKOUT, ORDER_ATTRIBUTION_NAMESPACE } from '../../dom-bridge/checkout-constants.ts';
import { classifyVisit } from '../../dom-bridge/visit-source.ts';
import { trackingAllowed, trackVisit } from '../../dom-bridge/visit.ts';
import type { Unmount } from '../../src/island.ts';
import { attributionValues, pageAttributionSettings, readVisitRecords } from './values.ts';

/** Sets each field's hidden input inside `container`, creating the missing ones. */
function fillAttributionInputs(container: HTMLElement, values: Readonly<Record<string, string>>, prefix: string): void {
  const inputs = new Map(Array.from(container.querySelectorAll('input'), (input) => [input.name, input]));
  for (const [field, value] of Object.entries(values)) {
    let input = inputs.get(prefix + field);
    if (!input) {
      input = document.createElement('input');
      input.type = 'hidden';
      input.name = prefix + field;
      container.append(input);
    }
    input.value = value;
  }
}

type SetExtensionData = (namespace: string, values: Readonly<Record<string, string>>, replace: boolean) => unknown;

/** The block checkout store's `__internalSetExtensionData`, when the platform's data layer is on the page. */
function blockExtensionSetter(): SetExtensionData | null {
  const wp: unknown = (window as unknown as { wp?: unknown }).wp;
  const data: unknown = typeof wp === 'object' && wp !== null ? (wp as { data?: unknown }).data : undefined;
  const dispatch: unknown = typeof data === 'object' && data !== null ? (data as { dispatch?: unknown }).dispatch : undefined;
  if (typeof dispatch !== 'function') return null;
  const actions: unknown = (dispatch as (store: string) => unknown)(BLOCK_CHECKOUT_STORE);
  const setter: unknown =
    typeof actions === 'object' && actions !== null
      ? (actions as { __internalSetExtensionData?: unknown }).__internalSetExtensionData
      : undefined;
  return typeof setter === 'function' ? (setter as SetExtensionData) : null;
}

export function mount(element: HTMLElement): Promise<Unmount> {
  // This page's view counts before the values are read; the entry's own idle call may come later.
  trackVisit(classifyVisit);
  const { fields, prefix } = pageAttributionSettings();
  const values = attributionValues(trackingAllowed() ? readVisitRecords() : {}, fields);
  if (element.matches(CHECKOUT.block)) {
    blockExtensionSetter()?.(`${readShopConfig().vendors.platform}/${ORDER_ATTRIBUTION_NAMESPACE}`, values, true);
  } else {
    fillAttributionInputs(element, values, prefix);
  }
  return Promise.resolve(() => {});
}

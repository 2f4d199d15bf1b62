/**
 * The server lookup of a form printed with `data-product_variations="false"` (§7): one lookup
 * at a time, the form marked busy meanwhile. The HTTP client loads with the first lookup.
 */
import { PRODUCT_ATTRS } from '../../dom-bridge/product-constants.ts';
import { warn } from '../../dom-bridge/warn.ts';
import { PROTOCOL_MESSAGES } from '../../protocol/errors.ts';
import type { Chosen } from '../../src/shop/variation-matching.ts';
import { isObject } from './data.ts';
import type { LookupResult } from './lookup.ts';

export interface ServerLookup {
  /** Looks up the chosen attributes, aborting the lookup under way. */
  start(current: Chosen): void;
  /** Aborts the lookup under way; its result is never settled. */
  abort(): void;
}

function readCustomData(form: HTMLElement): Record<string, string> | undefined {
  const raw = form.getAttribute(PRODUCT_ATTRS.customData);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isObject(parsed)) return undefined;
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
    return out;
  } catch {
    warn('variation-form: data-custom_data is not valid JSON; it is not sent.');
    return undefined;
  }
}

/** The lookup for `form`'s product; `settle` gets the result of the latest lookup only. */
export function serverLookup(form: HTMLElement, productId: number, settle: (result: LookupResult) => void): ServerLookup {
  const customData = readCustomData(form);
  let lookup: AbortController | null = null;

  const settleLookup = (controller: AbortController, result: LookupResult): void => {
    if (lookup !== controller) return;
    lookup = null;
    form.removeAttribute('aria-busy');
    settle(result);
  };

  return {
    start(current) {
      lookup?.abort();
      const controller = new AbortController();
      lookup = controller;
      form.setAttribute('aria-busy', 'true');
      import('./lookup.ts')
        .then(({ lookUpVariation }) => lookUpVariation(productId, current.values, customData, controller.signal))
        .then(
          (result) => settleLookup(controller, result),
          () => settleLookup(controller, { kind: 'error', message: PROTOCOL_MESSAGES.fetch_error }),
        );
    },
    abort() {
      lookup?.abort();
      lookup = null;
    },
  };
}

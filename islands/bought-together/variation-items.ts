/**
 * A variation with a bundle of its own (§7 `woobt_get_variation_items`): when the product's form finds
 * a variation the page marks `woobt_items: 'yes'`, the section asks the add-on for that variation's
 * section and shows it in place of its contents; a variation marked 'no', a reset, an empty answer or
 * a failed call put the product's own contents back (the HTML the section started with), as the
 * add-on's script does. While the call runs the section is busy and its saved ids are empty, so the
 * product's button adds the product alone rather than the bundle of another variation.
 */
import { BUNDLE_CLASSES, BUNDLE_SELECTORS } from '../../dom-bridge/bought-together-constants.ts';
import { on } from '../../dom-bridge/events.ts';
import { VARIATION_EVENTS } from '../../dom-bridge/product-constants.ts';
import { warn } from '../../dom-bridge/warn.ts';
import { getVariationItems } from '../../protocol/bought-together.ts';
import { isAbort } from '../../protocol/errors.ts';
import type { BundleSettings } from './settings.ts';

type Raw = Readonly<Record<string, unknown>>;

export interface SectionSwap {
  /** Shows `html` as the section's contents (null: its own), restarting the controller over them. */
  show(html: string | null): void;
  /** The product's variation the controller must know after a restart (null after a reset). */
  setFound(variation: Raw | null): void;
}

function busy(wrap: HTMLElement, on: boolean): void {
  wrap.classList.toggle(BUNDLE_CLASSES.loading, on);
  if (on) wrap.setAttribute('aria-busy', 'true');
  else wrap.removeAttribute('aria-busy');
}

/** Follows the product form's variation for a section whose variations may carry their own bundle; returns the undo. */
export function followVariationItems(wrap: HTMLElement, form: HTMLElement, settings: BundleSettings, swap: SectionSwap): () => void {
  let request: AbortController | null = null;
  const cancel = (): void => {
    request?.abort();
    request = null;
    busy(wrap, false);
  };
  const ask = (variationId: number): void => {
    cancel();
    const current = new AbortController();
    request = current;
    busy(wrap, true);
    for (const input of wrap.ownerDocument.querySelectorAll<HTMLInputElement>(BUNDLE_SELECTORS.ids))
      if (input.getAttribute('data-id') === wrap.getAttribute('data-id')) input.value = '';
    getVariationItems(variationId, settings.nonce, settings.wcAjax, { signal: current.signal })
      .then((html) => {
        if (request === current) swap.show(html || null);
      })
      .catch((error: unknown) => {
        if (isAbort(error) || request !== current) return;
        warn("bought-together: the variation's own bundle could not be loaded; the product's is shown.", error);
        swap.show(null);
      })
      .finally(() => {
        if (request === current) cancel();
      });
  };
  const offs = [
    on(
      VARIATION_EVENTS.found,
      ([raw], source) => {
        if (source !== form || !raw || typeof raw !== 'object') return;
        const variation = raw as Raw;
        swap.setFound(variation);
        if (variation.woobt_items === 'yes') ask(Number(variation.variation_id));
        else if (variation.woobt_items === 'no') {
          cancel();
          swap.show(null);
        }
      },
      form,
    ),
    on(
      VARIATION_EVENTS.resetData,
      (_args, source) => {
        if (source !== form) return;
        swap.setFound(null);
        cancel();
        swap.show(null);
      },
      form,
    ),
  ];
  return () => {
    offs.forEach((off) => off());
    cancel();
  };
}

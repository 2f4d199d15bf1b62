/**
 * What the variation form shows for the chosen attributes (§4): the variation box from the
 * page's template, the variation id, the quantity limits, the add-button state, the product's
 * details and the form's notices, each updated before the platform's events fire.
 */
import { PRODUCT_SELECTORS, VARIATION_EVENTS } from '../../dom-bridge/product-constants.ts';
import { emitOn } from '../../dom-bridge/emit.ts';
import { queryFormControls } from '../../dom-bridge/scope.ts';
import { warn } from '../../dom-bridge/warn.ts';
import type { Variation } from '../../protocol/variation.ts';
import { parseBound, parseQuantity, productPage } from '../../src/shop/quantity-rules.ts';
import { productDetails } from './product-details.ts';
import { addButtonStates } from './add-buttons.ts';
import { compileTemplate, DEFAULT_UNAVAILABLE_TEMPLATE, DEFAULT_VARIATION_TEMPLATE, type VariationTemplate } from './template.ts';

export interface VariationDisplay {
  /** Shows the matching variation: `raw` as the page printed it, `variation` parsed. */
  found(raw: Readonly<Record<string, unknown>>, variation: Variation): void;
  /** Shows no variation (the platform's reset_data). */
  clear(): void;
  /** Replaces the form's notice with an alert after the variation box. */
  notice(className: string, text: string): void;
  /** §4: a select changed: no variation_id and no notice until the next check. */
  unsettle(): void;
}

/** The page's template, compiled; the default when the page prints none or one that needs eval. */
function readTemplate(selector: string, fallback: string): VariationTemplate {
  const text = document.querySelector(selector)?.textContent ?? '';
  if (text.trim()) {
    const compiled = compileTemplate(text);
    if (compiled) return compiled;
    warn(`variation-form: ${selector} needs wp.template (eval); using the default template.`);
  }
  // The defaults use only slots, so they always compile (template.test.ts).
  return compileTemplate(fallback)!;
}

function show(element: HTMLElement | null | undefined, visible: boolean): void {
  const display = visible ? '' : 'none';
  if (element && element.style.display !== display) element.style.display = display;
}

/**
 * Sets `name` only when it changes: every choice applies the limits, and a write the shopper would
 * not see should not add style or layout work to the frame that shows the choice (issue 10).
 */
function setAttribute(element: Element, name: string, value: string | null): void {
  if (element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * Claims `form`'s quantity inputs: raises each to its min (§5 product page, on load) and returns
 * how to apply a variation's limits, or the printed ones back for null.
 */
function quantityLimits(form: HTMLElement): (variation: Variation | null) => void {
  const quantities = queryFormControls<HTMLInputElement>(form, PRODUCT_SELECTORS.quantityInput).map((input) => ({
    input,
    min: input.getAttribute('min'),
    max: input.getAttribute('max'),
  }));
  // §5 product page: on load, a quantity below its min is raised to the min.
  for (const { input, min } of quantities) {
    const raised = productPage.onLoad(parseQuantity(input.value), parseBound(min));
    if (!Number.isNaN(raised) && String(raised) !== input.value) input.value = String(raised);
  }
  return (variation) => {
    for (const { input, min, max } of quantities) {
      const box = input.closest<HTMLElement>(PRODUCT_SELECTORS.quantity);
      if (variation) {
        // §5 product page: clamp to the variation's limits; sold individually → 1 and hidden.
        const next = productPage.forVariation(parseQuantity(input.value), variation);
        setAttribute(input, 'min', String(next.min));
        setAttribute(input, 'max', next.max === null ? '' : String(next.max));
        if (input.value !== String(next.value)) input.value = String(next.value);
        show(box, !next.hidden);
      } else {
        setAttribute(input, 'min', min);
        setAttribute(input, 'max', max);
        show(box, true);
      }
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
}

/** Reads the page's templates and looks up `form`'s own controls once: every selection change touches them. */
export function variationDisplay(form: HTMLElement): VariationDisplay {
  const variationTemplate = readTemplate(PRODUCT_SELECTORS.variationTemplate, DEFAULT_VARIATION_TEMPLATE);
  const unavailableTemplate = readTemplate(PRODUCT_SELECTORS.unavailableTemplate, DEFAULT_UNAVAILABLE_TEMPLATE);
  const singleVariation = queryFormControls<HTMLElement>(form, PRODUCT_SELECTORS.singleVariation)[0];
  // show_variation and hide_variation fire on the box (the form when it has none), as the platform's do.
  const box = singleVariation ?? form;
  const variationIds = queryFormControls<HTMLInputElement>(form, PRODUCT_SELECTORS.variationId);
  const setButtons = addButtonStates(form);
  // An add-on's nested form (bought-together) leaves the product's SKU and details to the product's form.
  const details = form.closest(PRODUCT_SELECTORS.addonArea) ? null : productDetails(form);
  const applyQuantity = quantityLimits(form);
  let shown: Variation | null = null;
  let boxShown: boolean | null = null;
  let shownNotice: HTMLElement | null = null;

  const setVariationId = (value: string): void => {
    for (const input of variationIds) {
      if (input.value === value) continue;
      input.value = value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };

  const showBox = (visible: boolean): void => {
    if (visible === boxShown) return;
    boxShown = visible;
    show(singleVariation, visible);
  };

  return {
    found(raw, variation) {
      details?.show(variation);
      const visible = variation.variation_is_visible;
      if (singleVariation) {
        singleVariation.innerHTML = (visible ? variationTemplate : unavailableTemplate)({ variation: raw });
        showBox(true);
      }
      setVariationId(String(variation.variation_id));
      applyQuantity(variation);
      shown = variation;
      // §4: add to cart only for a purchasable, in-stock, visible variation; otherwise 'unavailable'.
      const purchasable = variation.is_purchasable && variation.is_in_stock && visible;
      setButtons(purchasable ? 'enabled' : 'unavailable');
      // The platform's own found_variation handler runs first and fires show_variation from inside it,
      // so listeners see show_variation, then found_variation with the variation as printed.
      emitOn(box, VARIATION_EVENTS.show, [raw, purchasable]);
      emitOn(form, VARIATION_EVENTS.found, [raw]);
    },
    clear() {
      details?.reset();
      emitOn(form, VARIATION_EVENTS.resetImage);
      showBox(false);
      setButtons('selection-needed');
      if (shown) applyQuantity(null);
      shown = null;
      emitOn(box, VARIATION_EVENTS.hide);
      emitOn(form, VARIATION_EVENTS.resetData);
    },
    notice(className, text) {
      shownNotice?.remove();
      shownNotice = document.createElement('p');
      shownNotice.className = className;
      shownNotice.setAttribute('role', 'alert');
      shownNotice.textContent = text;
      if (singleVariation) singleVariation.after(shownNotice);
      else form.append(shownNotice);
    },
    unsettle() {
      setVariationId('');
      shownNotice?.remove();
      shownNotice = null;
    },
  };
}

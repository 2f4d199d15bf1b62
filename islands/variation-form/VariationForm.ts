/**
 * The variation form (§4 "Variation form"), driving the platform's own markup: attribute
 * selects, the variation box, the quantity input and the add-to-cart button states.
 *
 * Plain DOM, no React: the platform's contract is synchronous. A plugin that sets a
 * select and triggers `change` reads `variation_id`, the box and the button classes right
 * after, and `found_variation` listeners expect the DOM already updated; a React render
 * would land a tick later. Matching and narrowing are the pure functions in src/shop/variation-matching.ts.
 */
import { BUTTON_STATE_CLASSES, PRODUCT_ATTRS, PRODUCT_SELECTORS, VARIATION_EVENTS, VARIATION_FIRST_CHECK_MS } from '../../dom-bridge/product-constants.ts';
import { onFrom } from '../../dom-bridge/events.ts';
import { emitOn } from '../../dom-bridge/emit.ts';
import { formOwns, queryFormControls } from '../../dom-bridge/scope.ts';
import { listen } from '../../dom-bridge/listen.ts';
import type { Unmount } from '../../src/island.ts';
import type { Variation } from '../../protocol/variation.ts';
import { PROTOCOL_MESSAGES } from '../../protocol/errors.ts';
import { parseBound, parseQuantity, productPage } from '../../src/shop/quantity-rules.ts';
import { readVariationData, type VariationEntry } from './data.ts';
import type { LookupResult } from './lookup.ts';
import {
  attributesMatch,
  buildVariationIndex,
  chosenAttributes,
  findMatchingVariations,
  isComplete,
  narrowOptions,
  planSelect,
  type Chosen,
} from '../../src/shop/variation-matching.ts';
import { applySelectPlan, optionValues, readAttributeSelect, type AttributeSelect } from './options.ts';
import { productDetails } from './product-details.ts';
import { compileTemplate, DEFAULT_UNAVAILABLE_TEMPLATE, DEFAULT_VARIATION_TEMPLATE, type VariationTemplate } from './template.ts';
import { readVariationTexts } from './texts.ts';
import { warn } from '../../dom-bridge/warn.ts';

type ButtonState = 'enabled' | 'selection-needed' | 'unavailable';

const NO_MATCH_CLASS = 'wc-no-matching-variations woocommerce-info';
const LOOKUP_ERROR_CLASS = 'wc-variation-lookup-error woocommerce-error';
/** §8: the platform clears its reset announcement after 1 s. */
const RESET_ANNOUNCEMENT_MS = 1000;

/** The page's template, compiled; the default when the page prints none or one that needs eval. */
function readTemplate(selector: string, fallback: string): VariationTemplate {
  const text = document.querySelector(selector)?.textContent ?? '';
  const compiled = text.trim() ? compileTemplate(text) : null;
  if (compiled) return compiled;
  if (text.trim()) warn(`variation-form: ${selector} needs wp.template (eval); using the default template.`);
  // The defaults use only slots, so they always compile (template.test.ts).
  return compileTemplate(fallback)!;
}

function readCustomData(form: HTMLElement): Record<string, string> | undefined {
  const raw = form.getAttribute(PRODUCT_ATTRS.customData);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
    return out;
  } catch {
    warn('variation-form: data-custom_data is not valid JSON; it is not sent.');
    return undefined;
  }
}

function show(element: HTMLElement | null, visible: boolean): void {
  if (element) element.style.display = visible ? '' : 'none';
}

interface QuantityOriginal {
  input: HTMLInputElement;
  min: string | null;
  max: string | null;
}

/** Starts the form; the returned function undoes every listener, timer and lookup. */
export function startVariationForm(form: HTMLElement, productId: number, entries: VariationEntry[] | null): Unmount {
  const useAjax = entries === null;
  const texts = readVariationTexts();
  const variationTemplate = readTemplate(PRODUCT_SELECTORS.variationTemplate, DEFAULT_VARIATION_TEMPLATE);
  const unavailableTemplate = readTemplate(PRODUCT_SELECTORS.unavailableTemplate, DEFAULT_UNAVAILABLE_TEMPLATE);
  const customData = readCustomData(form);

  const attributes: AttributeSelect[] = queryFormControls<HTMLSelectElement>(form, PRODUCT_SELECTORS.attributeSelect).map(readAttributeSelect);
  const selects = new Set<EventTarget>(attributes.map((attribute) => attribute.select));
  const index = entries ? buildVariationIndex(entries.map((entry) => entry.variation), attributes.map((attribute) => attribute.name)) : null;
  const own = <E extends Element>(selector: string): E[] => queryFormControls<E>(form, selector);
  const singleVariation = own<HTMLElement>(PRODUCT_SELECTORS.singleVariation)[0] ?? null;
  const resetLinks = own<HTMLElement>(PRODUCT_SELECTORS.resetLink);
  const resetAlert = own<HTMLElement>(PRODUCT_SELECTORS.resetAlert)[0] ?? null;
  // The form's own controls, looked up once: every selection change touches them.
  const buttons = own<HTMLElement>(PRODUCT_SELECTORS.addToCartButton);
  const buttonRows = own<HTMLElement>(PRODUCT_SELECTORS.addToCartRow);
  const variationIds = own<HTMLInputElement>(PRODUCT_SELECTORS.variationId);
  // An add-on's nested form (bought-together) leaves the product's SKU and details to the product's form.
  const details = form.closest(PRODUCT_SELECTORS.addonArea) ? null : productDetails(form);
  const quantities: QuantityOriginal[] = own<HTMLInputElement>(PRODUCT_SELECTORS.quantityInput).map((input) => ({
    input,
    min: input.getAttribute('min'),
    max: input.getAttribute('max'),
  }));

  let loading = true;
  let lookup: AbortController | null = null;
  let shown: Variation | null = null;
  let buttonState: ButtonState | null = null;
  let resetLinksShown: boolean | null = null;
  let boxShown: boolean | null = null;
  let notices: HTMLElement[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (fn: () => void, ms: number): void => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const chosen = (): Chosen => chosenAttributes(attributes.map((attribute) => [attribute.name, attribute.select.value] as const));

  const setVariationId = (value: string): void => {
    for (const input of variationIds) {
      if (input.value === value) continue;
      input.value = value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };

  const removeNotices = (): void => {
    if (notices.length === 0) return;
    for (const notice of notices) notice.remove();
    notices = [];
  };

  const notice = (className: string, text: string): void => {
    removeNotices();
    const p = document.createElement('p');
    p.className = className;
    p.setAttribute('role', 'alert');
    p.textContent = text;
    if (singleVariation) singleVariation.after(p);
    else form.append(p);
    notices.push(p);
  };

  const setButtons = (state: ButtonState): void => {
    if (state === buttonState) return;
    buttonState = state;
    const { disabled, selectionNeeded, unavailable } = BUTTON_STATE_CLASSES;
    for (const button of buttons) {
      button.classList.toggle(disabled, state !== 'enabled');
      button.classList.toggle(selectionNeeded, state === 'selection-needed');
      button.classList.toggle(unavailable, state === 'unavailable');
      // Still focusable and clickable (the click explains why, §5), but announced as unavailable.
      if (state === 'enabled') button.removeAttribute('aria-disabled');
      else button.setAttribute('aria-disabled', 'true');
    }
    for (const row of buttonRows) {
      row.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'enabled');
      row.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'enabled');
    }
  };

  const applyQuantity = (variation: Variation | null): void => {
    for (const { input, min, max } of quantities) {
      const box = input.closest<HTMLElement>(PRODUCT_SELECTORS.quantity);
      if (variation) {
        // §5 product page: clamp to the variation's limits; sold individually → 1 and hidden.
        const next = productPage.forVariation(parseQuantity(input.value), variation);
        input.setAttribute('min', String(next.min));
        input.setAttribute('max', next.max === null ? '' : String(next.max));
        input.value = String(next.value);
        show(box, !next.hidden);
      } else {
        if (min === null) input.removeAttribute('min');
        else input.setAttribute('min', min);
        if (max === null) input.removeAttribute('max');
        else input.setAttribute('max', max);
        show(box, true);
      }
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };

  const showBox = (visible: boolean): void => {
    if (visible === boxShown) return;
    boxShown = visible;
    show(singleVariation, visible);
  };

  const resetData = (): void => {
    details?.reset();
    emitOn(form, VARIATION_EVENTS.resetImage);
    showBox(false);
    setButtons('selection-needed');
    if (shown) applyQuantity(null);
    shown = null;
    emitOn(singleVariation ?? form, VARIATION_EVENTS.hide);
    emitOn(form, VARIATION_EVENTS.resetData);
  };

  const found = (raw: Readonly<Record<string, unknown>>, variation: Variation): void => {
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
    emitOn(singleVariation ?? form, VARIATION_EVENTS.show, [raw, purchasable]);
    emitOn(form, VARIATION_EVENTS.found, [raw]);
  };

  /** Narrows every select (§4); true when a choice fell back to the placeholder (its change re-checks). */
  const narrow = (current: Chosen): boolean => {
    if (!index) return false;
    const availability = narrowOptions(index, current.values);
    const fellBack: HTMLSelectElement[] = [];
    attributes.forEach((attribute, at) => {
      const plan = planSelect(optionValues(attribute), availability[at]!, attribute.select.value, attribute.showOptionNone);
      if (applySelectPlan(attribute, plan)) fellBack.push(attribute.select);
    });
    emitOn(form, VARIATION_EVENTS.updatedValues);
    for (const select of fellBack) select.dispatchEvent(new Event('change', { bubbles: true }));
    return fellBack.length > 0;
  };

  const toggleResetLinks = (on: boolean): void => {
    if (on === resetLinksShown) return;
    resetLinksShown = on;
    for (const link of resetLinks) {
      link.style.visibility = on ? 'visible' : 'hidden';
      link.style.display = on ? 'inline-block' : 'none';
    }
  };

  const settleLookup = (controller: AbortController, result: LookupResult): void => {
    if (lookup !== controller) return;
    lookup = null;
    form.removeAttribute('aria-busy');
    if (result.kind === 'found') found(result.variation as unknown as Readonly<Record<string, unknown>>, result.variation);
    else if (result.kind === 'none') {
      resetData();
      if (!loading) notice(NO_MATCH_CLASS, texts.noMatch);
    } else if (result.kind === 'error') {
      // The form stays usable: the shopper can choose again, which looks up again.
      notice(LOOKUP_ERROR_CLASS, result.message);
    }
  };

  const startLookup = (current: Chosen): void => {
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
  };

  /** §4: look for the variation matching the chosen attributes (the platform's check_variations). */
  const check = (): void => {
    const current = chosen();
    if (isComplete(current)) {
      if (useAjax) {
        startLookup(current);
      } else {
        if (narrow(current)) return;
        const match = entries.find((entry) => attributesMatch(entry.variation.attributes, current.values));
        if (match) {
          found(match.raw, match.variation);
        } else {
          resetData();
          if (!loading) notice(NO_MATCH_CLASS, texts.noMatch);
        }
      }
    } else {
      if (narrow(current)) return;
      resetData();
    }
    toggleResetLinks(current.chosenCount > 0);
  };

  const onSelectChange = (): void => {
    // §4: changing any select clears variation_id.
    setVariationId('');
    removeNotices();
    lookup?.abort();
    lookup = null;
    form.removeAttribute('aria-busy');
    if (!useAjax) emitOn(form, VARIATION_EVENTS.selectChange);
    emitOn(form, VARIATION_EVENTS.check);
    emitOn(form, VARIATION_EVENTS.hasChanged);
  };

  const reset = (): void => {
    for (const attribute of attributes) attribute.select.value = '';
    for (const attribute of attributes) attribute.select.dispatchEvent(new Event('change', { bubbles: true }));
    if (resetAlert) {
      resetAlert.textContent = texts.reset;
      later(() => (resetAlert.textContent = ''), RESET_ANNOUNCEMENT_MS);
    }
    // The Clear link hides itself once nothing is chosen: keep keyboard focus in the form.
    attributes[0]?.select.focus();
  };

  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest(PRODUCT_SELECTORS.resetLink);
    if (link && formOwns(form, link)) {
      event.preventDefault();
      reset();
      return;
    }
    const button = target?.closest(PRODUCT_SELECTORS.addToCartButton);
    if (!button || !formOwns(form, button) || !button.classList.contains(BUTTON_STATE_CLASSES.disabled)) return;
    event.preventDefault();
    // §5: the platform's alerts for a click on a disabled button.
    if (button.classList.contains(BUTTON_STATE_CLASSES.unavailable)) window.alert(texts.unavailable);
    else if (button.classList.contains(BUTTON_STATE_CLASSES.selectionNeeded)) window.alert(texts.makeSelection);
  };

  /** What `wc_variation_form` hands its listeners in place of the platform's VariationForm object. */
  const facade = {
    form,
    useAjax,
    variationData: entries ? entries.map((entry) => entry.raw) : false,
    getChosenAttributes: () => {
      const current = chosen();
      return { count: current.count, chosenCount: current.chosenCount, data: current.values };
    },
    findMatchingVariations,
    isMatch: attributesMatch,
  };

  // §5 product page: on load, a quantity below its min is raised to the min.
  for (const { input } of quantities) {
    const raised = productPage.onLoad(parseQuantity(input.value), parseBound(input.getAttribute('min')));
    if (!Number.isNaN(raised) && String(raised) !== input.value) input.value = String(raised);
  }

  const unsubscribe = [
    onFrom('change', (_, source) => {
      if (source && selects.has(source)) onSelectChange();
    }, form),
    onFrom(VARIATION_EVENTS.check, (_, source) => {
      if (source === form) check();
    }, form),
    listen(form, 'click', onClick),
  ];
  // §4, §9: first check 100 ms after load (after the gallery, as the platform waits for it).
  later(() => {
    emitOn(form, VARIATION_EVENTS.check);
    emitOn(form, VARIATION_EVENTS.form, [facade]);
    loading = false;
  }, VARIATION_FIRST_CHECK_MS);

  return () => {
    for (const off of unsubscribe) off();
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    lookup?.abort();
    lookup = null;
  };
}

/** Mounts the island on a claimed form. Broken data rejects: the runtime warns and leaves the server form. */
export function mount(form: HTMLElement): Promise<Unmount> {
  try {
    const productId = Number(form.getAttribute(PRODUCT_ATTRS.productId));
    if (!(productId > 0)) throw new Error('the form has no data-product_id; it stays a plain form.');
    const entries = readVariationData(form.getAttribute(PRODUCT_ATTRS.productVariations) ?? '');
    return Promise.resolve(startVariationForm(form, productId, entries));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

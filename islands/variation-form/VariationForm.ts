/**
 * The variation form (§4 "Variation form"), driving the platform's own markup: attribute
 * selects, the variation box, the quantity input and the add-to-cart button states.
 *
 * Plain DOM, no React: the platform's contract is synchronous. A plugin that sets a
 * select and triggers `change` reads `variation_id`, the box and the button classes right
 * after, and `found_variation` listeners expect the DOM already updated; a React render
 * would land a tick later. Matching and narrowing are the pure functions in src/shop/variation-matching.ts.
 * What the form shows is variation-display.ts; the server lookup, server-lookup.ts.
 */
import { PRODUCT_ATTRS, PRODUCT_SELECTORS, VARIATION_EVENTS, VARIATION_FIRST_CHECK_MS } from '../../dom-bridge/product-constants.ts';
import { on } from '../../dom-bridge/events.ts';
import { emitOn } from '../../dom-bridge/emit.ts';
import { formOwns, queryFormControls } from '../../dom-bridge/scope.ts';
import { listen } from '../../dom-bridge/listen.ts';
import type { Unmount } from '../../src/island.ts';
import { readVariationData, type VariationEntry } from './data.ts';
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
import { serverLookup } from './server-lookup.ts';
import { readVariationTexts, type VariationTexts } from './texts.ts';
import { variationDisplay } from './variation-display.ts';
import { guardAddButton } from './add-buttons.ts';

const NO_MATCH_CLASS = 'wc-no-matching-variations woocommerce-info';
const LOOKUP_ERROR_CLASS = 'wc-variation-lookup-error woocommerce-error';
/** §8: the platform clears its reset announcement after 1 s. */
const RESET_ANNOUNCEMENT_MS = 1000;

type Later = (fn: () => void, ms: number) => void;

/**
 * How a check narrows every select (§4) to the options some variation still matches; true when a
 * choice fell back to the placeholder (its change re-checks). None for a form looked up on the
 * server: its selects keep every option.
 */
function selectNarrowing(form: HTMLElement, attributes: AttributeSelect[], entries: VariationEntry[] | null) {
  if (!entries) return null;
  const index = buildVariationIndex(
    entries.map((entry) => entry.variation),
    attributes.map((attribute) => attribute.name),
  );
  return (current: Chosen): boolean => {
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
}

/** The Clear links: shown while something is chosen; a reset empties every select and announces it (§8). */
function resetControls(form: HTMLElement, attributes: AttributeSelect[], texts: VariationTexts, later: Later) {
  const resetLinks = queryFormControls<HTMLElement>(form, PRODUCT_SELECTORS.resetLink);
  const resetAlert = queryFormControls<HTMLElement>(form, PRODUCT_SELECTORS.resetAlert)[0];
  let resetLinksShown: boolean | null = null;
  return {
    /** Shows the links while something is chosen. */
    toggle(on: boolean): void {
      if (on === resetLinksShown) return;
      resetLinksShown = on;
      for (const link of resetLinks) {
        link.style.visibility = on ? 'visible' : 'hidden';
        link.style.display = on ? 'inline-block' : 'none';
      }
    },
    /** A click on a Clear link: every select back to its placeholder. */
    reset(event: Event): void {
      event.preventDefault();
      for (const attribute of attributes) attribute.select.value = '';
      for (const attribute of attributes) attribute.select.dispatchEvent(new Event('change', { bubbles: true }));
      if (resetAlert) {
        resetAlert.textContent = texts.reset;
        later(() => (resetAlert.textContent = ''), RESET_ANNOUNCEMENT_MS);
      }
      // The Clear link hides itself once nothing is chosen: keep keyboard focus in the form.
      attributes[0]?.select.focus();
    },
  };
}

/** What `wc_variation_form` hands its listeners in place of the platform's VariationForm object. */
function formFacade(form: HTMLElement, entries: VariationEntry[] | null, chosen: () => Chosen) {
  return {
    form,
    useAjax: !entries,
    variationData: entries ? entries.map((entry) => entry.raw) : false,
    getChosenAttributes: () => {
      const current = chosen();
      return { count: current.count, chosenCount: current.chosenCount, data: current.values };
    },
    findMatchingVariations,
    isMatch: attributesMatch,
  };
}

/** Starts the form; the returned function undoes every listener, timer and lookup. */
export function startVariationForm(form: HTMLElement, productId: number, entries: VariationEntry[] | null): Unmount {
  const texts = readVariationTexts();
  const display = variationDisplay(form);
  const attributes = queryFormControls<HTMLSelectElement>(form, PRODUCT_SELECTORS.attributeSelect).map(readAttributeSelect);
  const narrow = selectNarrowing(form, attributes, entries);
  const chosen = (): Chosen => chosenAttributes(attributes.map((attribute) => [attribute.name, attribute.select.value] as const));

  let loading = true;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later: Later = (fn, ms) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };
  const resets = resetControls(form, attributes, texts, later);

  const noMatch = (): void => {
    display.clear();
    if (!loading) display.notice(NO_MATCH_CLASS, texts.noMatch);
  };
  const lookup = serverLookup(form, productId, (result) => {
    if (result.kind === 'found') display.found(result.variation as unknown as Readonly<Record<string, unknown>>, result.variation);
    else if (result.kind === 'none') noMatch();
    // The form stays usable: the shopper can choose again, which looks up again.
    else if (result.kind === 'error') display.notice(LOOKUP_ERROR_CLASS, result.message);
  });

  /** §4: look for the variation matching the chosen attributes (the platform's check_variations). */
  const check = (): void => {
    const current = chosen();
    if (narrow?.(current)) return;
    if (!isComplete(current)) {
      display.clear();
    } else if (!entries) {
      lookup.start(current);
    } else {
      const match = entries.find((entry) => attributesMatch(entry.variation.attributes, current.values));
      if (match) display.found(match.raw, match.variation);
      else noMatch();
    }
    resets.toggle(current.chosenCount > 0);
  };

  const onSelectChange = (): void => {
    // §4: changing any select clears variation_id.
    display.unsettle();
    lookup.abort();
    form.removeAttribute('aria-busy');
    if (entries) emitOn(form, VARIATION_EVENTS.selectChange);
    emitOn(form, VARIATION_EVENTS.check);
    emitOn(form, VARIATION_EVENTS.hasChanged);
  };

  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest(PRODUCT_SELECTORS.resetLink);
    if (link && formOwns(form, link)) resets.reset(event);
    else guardAddButton(form, event, target, texts);
  };

  const unsubscribe = [
    on('change', (_, source) => attributes.some((attribute) => attribute.select === source) && onSelectChange(), form),
    on(VARIATION_EVENTS.check, (_, source) => source === form && check(), form),
    listen(form, 'click', onClick),
  ];
  // §4, §9: first check 100 ms after load (after the gallery, as the platform waits for it).
  later(() => {
    emitOn(form, VARIATION_EVENTS.check);
    emitOn(form, VARIATION_EVENTS.form, [formFacade(form, entries, chosen)]);
    loading = false;
  }, VARIATION_FIRST_CHECK_MS);

  return () => {
    for (const off of unsubscribe) off();
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    lookup.abort();
  };
}

/** Mounts the island on a claimed form. Broken data rejects: the runtime warns and leaves the server form. */
export async function mount(form: HTMLElement): Promise<Unmount> {
  try {
    const productId = Number(form.getAttribute(PRODUCT_ATTRS.productId));
    if (!(productId > 0)) throw new Error('the form has no data-product_id; it stays a plain form.');
    const entries = readVariationData(form.getAttribute(PRODUCT_ATTRS.productVariations) ?? '');
    return startVariationForm(form, productId, entries);
  } catch (error) {
    throw error instanceof Error ? error : new Error(String(error));
  }
}

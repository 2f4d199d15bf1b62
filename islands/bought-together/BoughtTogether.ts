/**
 * The bought-together section (WPC Frequently Bought Together, "woobt") as a plain controller over
 * the add-on's own markup (§2–§9 "Bought-together bundle"): the shopper's changes (checkboxes,
 * item quantities, the product's quantity, the items' and the product's variation forms) are written
 * to the items' data attributes, then `renderBundle` derives prices, totals, the alert, the badge
 * and the saved ids from them. The product form's own add sends the saved ids like the plain post
 * does (islands/cart-form); this island only holds that button back while an item needs a variation.
 */
import { readShopConfig } from '../../dom-bridge/config.ts';
import { BUNDLE_CLASSES, BUNDLE_SELECTORS } from '../../dom-bridge/bought-together-constants.ts';
import { on } from '../../dom-bridge/events.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { BUTTON_STATE_CLASSES, VARIATION_EVENTS } from '../../dom-bridge/product-constants.ts';
import { attachAddFeedback } from '../../src/add-to-cart/add-feedback.ts';
import { clampQuantity, stepDown, stepUp, type QuantityLimits } from '../../src/bought-together/quantity.ts';
import type { Unmount } from '../../src/island.ts';
import { addAll } from './add-all.ts';
import { mainQuantityInput, readBundle, readItem, type Bundle } from './model.ts';
import { checkPosition } from './position.ts';
import { addButtons, renderBundle } from './render.ts';
import { readBundleSettings, type BundleSettings } from './settings.ts';
import { followVariationItems, type SectionSwap } from './variation-items.ts';
import { itemFound, itemReset, productFound, productReset } from './variations.ts';

type Raw = Readonly<Record<string, unknown>>;

function limitsOf(input: HTMLInputElement): QuantityLimits {
  return { min: Number.parseFloat(input.min), max: Number.parseFloat(input.max), step: input.getAttribute('step') ?? '' };
}

/** An item's quantity input changed (or its item was checked): §5, clamped while checked. */
function takeItemQuantity(item: HTMLElement, input: HTMLInputElement): void {
  if (!readItem(item).checked) return;
  const value = clampQuantity(Number.parseFloat(input.value), limitsOf(input));
  if (String(value) !== input.value) input.value = String(value);
  item.setAttribute('data-qty', String(value));
}

/** The product's quantity: the main row's, and with sync-qty (optional off) each item's original × it (§9). */
function takeMainQuantity(bundle: Bundle): void {
  const input = mainQuantityInput(bundle);
  const qty = input ? Number.parseFloat(input.value) : Number.NaN;
  if (!Number.isFinite(qty)) return;
  bundle.thisItem?.setAttribute('data-qty', String(qty));
  const { products } = bundle;
  if (products.getAttribute('data-sync-qty') !== 'on' || products.getAttribute('data-optional') === 'on') return;
  for (const item of bundle.together) {
    const synced = readItem(item).oQty * qty;
    item.setAttribute('data-qty', String(synced));
    const shown = item.querySelector(BUNDLE_SELECTORS.qtyText);
    if (shown) shown.textContent = String(synced);
  }
}

function onCheckbox(bundle: Bundle, box: HTMLInputElement): void {
  // §4: in 'single' selection mode, checking one item unchecks the others.
  if (box.checked && bundle.wrap.getAttribute('data-selection') === 'single') {
    for (const other of bundle.wrap.querySelectorAll<HTMLInputElement>(BUNDLE_SELECTORS.checkbox)) {
      if (other !== box && !other.matches('.woobt-checkbox-this')) other.checked = false;
    }
  }
  const item = box.closest<HTMLElement>(BUNDLE_SELECTORS.item);
  const input = item?.querySelector<HTMLInputElement>(BUNDLE_SELECTORS.qtyInput);
  if (item && input) takeItemQuantity(item, input);
}

function onStep(target: Element): boolean {
  const control = target.closest(`${BUNDLE_SELECTORS.plus}, ${BUNDLE_SELECTORS.minus}`);
  const item = control?.closest<HTMLElement>(BUNDLE_SELECTORS.item);
  const input = item?.querySelector<HTMLInputElement>(BUNDLE_SELECTORS.qtyInput);
  if (!control || !item || !input || input.disabled) return false;
  const current = Number.parseFloat(input.value);
  const next = control.matches(BUNDLE_SELECTORS.plus) ? stepUp(current, limitsOf(input)) : stepDown(current, limitsOf(input));
  input.value = String(next);
  takeItemQuantity(item, input);
  return true;
}

/** The variation events of the items' nested forms and of the product's own form. */
function followVariations(bundle: Bundle, settings: BundleSettings, refresh: () => void): Array<() => void> {
  const itemOf = (source: EventTarget | null): HTMLElement | null =>
    source instanceof Element && source.matches(BUNDLE_SELECTORS.nestedForm) ? source.closest<HTMLElement>(BUNDLE_SELECTORS.item) : null;
  const offs = [
    on(
      VARIATION_EVENTS.found,
      ([raw], source) => {
        const item = itemOf(source);
        if (item && raw && typeof raw === 'object') itemFound(bundle, item, raw as Raw, settings);
        if (item) refresh();
      },
      bundle.wrap,
    ),
    on(
      VARIATION_EVENTS.resetData,
      (_args, source) => {
        const item = itemOf(source);
        if (item) itemReset(bundle, item, settings);
        if (item) refresh();
      },
      bundle.wrap,
    ),
  ];
  const form = bundle.mainForm;
  if (!form?.matches('.variations_form')) return offs;
  // The items' nested forms sit inside the product's form: only the form's own events are the product's.
  const own = (source: EventTarget | null): boolean => source === form;
  offs.push(
    on(
      VARIATION_EVENTS.found,
      ([raw], source) => {
        if (!own(source) || !raw || typeof raw !== 'object') return;
        productFound(bundle, raw as Raw);
        refresh();
      },
      form,
    ),
    on(
      VARIATION_EVENTS.resetData,
      (_args, source) => {
        if (!own(source)) return;
        productReset(bundle);
        refresh();
      },
      form,
    ),
  );
  return offs;
}

/** Whether `target` is in the product form's own button while the platform's variation form holds it disabled. */
function ownChoiceIncomplete(bundle: Bundle, target: Element): boolean {
  const button = bundle.mainButton;
  return !!button && button.contains(target) && button.classList.contains(BUTTON_STATE_CLASSES.disabled);
}

/** Holds a press of an add button back while an item still needs a variation (§4), before any add handler sees it. */
function holdBlocked(bundle: Bundle, isBlocked: () => boolean): Array<() => void> {
  const guard = (event: Event): void => {
    if (!isBlocked() || !(event.target instanceof Element)) return;
    if (event.type === 'click' && !addButtons(bundle).some((button) => button.contains(event.target as Node))) return;
    // The product's own choice is incomplete: the variation form explains that with the platform's alert (§5).
    if (event.type === 'click' && ownChoiceIncomplete(bundle, event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const areas = new Set<HTMLElement>([bundle.wrap, ...(bundle.mainForm ? [bundle.mainForm] : [])]);
  const undos = Array.from(areas, (area) => listen(area, 'click', guard, { capture: true }));
  // Enter in the quantity field submits the product form without a click.
  if (bundle.mainForm && addButtons(bundle).includes(bundle.mainButton!))
    undos.push(listen(bundle.mainForm, 'submit', guard, { capture: true }));
  return undos;
}

/** The controller over the section's current contents: its undo, and a render of what the section shows. */
interface SectionController {
  stop: Unmount;
  /** Derives prices, alert, badge and the saved ids from the section again. */
  refresh: () => void;
}

/**
 * The controller over the section's current contents; `found` is the product's variation already
 * chosen (the contents may be newer than the form's last found_variation). Throws without products.
 */
function start(wrap: HTMLElement, settings: BundleSettings, found: Raw | null): SectionController {
  const bundle = readBundle(wrap);
  if (!bundle) throw new Error('the bought-together section has no products');
  const config = readShopConfig();
  let blocked = false;
  let alive = true;
  const refresh = (): void => {
    blocked = renderBundle(bundle, settings);
  };
  const alert = wrap.querySelector(BUNDLE_SELECTORS.alert);
  if (alert && !alert.hasAttribute('role')) alert.setAttribute('role', 'alert');
  const feedback = bundle.separateButton
    ? attachAddFeedback(bundle.separateButton, config, { name: 'bought-together', element: wrap, startsEarly: true })
    : null;
  const onChange = (event: Event): void => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    const item = target.closest<HTMLElement>(BUNDLE_SELECTORS.item);
    if (target.matches(BUNDLE_SELECTORS.checkbox)) onCheckbox(bundle, target);
    else if (item && target.matches(BUNDLE_SELECTORS.qtyInput)) takeItemQuantity(item, target);
    else return;
    refresh();
  };
  const onClick = (event: MouseEvent): void => {
    if (!(event.target instanceof Element)) return;
    if (onStep(event.target)) {
      refresh();
      return;
    }
    if (!bundle.separateButton?.contains(event.target) || !feedback) return;
    event.preventDefault();
    // Coexistence: the add-on's or the theme's handlers must not add the same things again.
    event.stopPropagation();
    // The second click of a double-click is the same press (`detail` counts the clicks): one add, even when the
    // first one's answer came back between the two clicks (the busy guard only covers an add still under way).
    if (event.detail > 1) return;
    addAll({ bundle, settings, config, feedback, isAlive: () => alive });
  };
  const mainQty = mainQuantityInput(bundle);
  const onMainQty = (): void => {
    takeMainQuantity(bundle);
    refresh();
  };
  const undo = undoAll([
    listen(wrap, 'change', onChange),
    listen(wrap, 'input', onChange),
    listen(wrap, 'click', onClick),
    ...(mainQty ? [listen(mainQty, 'change', onMainQty), listen(mainQty, 'input', onMainQty)] : []),
    ...followVariations(bundle, settings, refresh),
    ...holdBlocked(bundle, () => blocked),
  ]);
  takeMainQuantity(bundle);
  if (found && bundle.mainForm?.matches('.variations_form')) productFound(bundle, found);
  refresh();
  const stop = (): void => {
    alive = false;
    undo();
    feedback?.remove();
  };
  return { stop, refresh };
}

/** Mounts the controller on a claimed `.woobt-wrap`, after putting it where the add-on's script would. */
export function mount(wrap: HTMLElement, _props: Record<string, never>): Promise<Unmount> {
  const settings = readBundleSettings();
  checkPosition(wrap, settings.variationSelector);
  // The product's own contents, shown again when a variation with a bundle of its own is left.
  const own = wrap.innerHTML;
  const form = readBundle(wrap)?.mainForm ?? null;
  let found: Raw | null = null;
  let controller: SectionController;
  try {
    controller = start(wrap, settings, found);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const swap: SectionSwap = {
    setFound: (variation) => {
      found = variation;
    },
    show: (html) => {
      const variation = html !== null;
      // The product's own contents stay (the shopper's choices in them too): rendered again, they
      // write back the saved ids a variation's call emptied, so the form adds what the section shows.
      if (!variation && !wrap.classList.contains(BUNDLE_CLASSES.variation)) return controller.refresh();
      controller.stop();
      wrap.innerHTML = html ?? own;
      wrap.classList.toggle(BUNDLE_CLASSES.variation, variation);
      try {
        controller = start(wrap, settings, found);
      } catch {
        // An answer that is not a section: the product's own contents again.
        wrap.innerHTML = own;
        wrap.classList.remove(BUNDLE_CLASSES.variation);
        controller = start(wrap, settings, found);
      }
    },
  };
  const offItems = form?.matches('.variations_form') ? followVariationItems(wrap, form, settings, swap) : () => {};
  return Promise.resolve(() => {
    offItems();
    controller.stop();
  });
}

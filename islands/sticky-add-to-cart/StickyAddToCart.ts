/**
 * The theme's sticky add-to-cart bar (§2 "Single product page"): shown once the page is
 * scrolled past the bar's configured offset; mirrors the main form's selection, price and
 * quantity; its button presses the main form's button, so the add goes through the main
 * form's own flow (variation checks, alerts, the theme call, the outcome).
 * Plain DOM: the bar is server markup kept in step with the form's events.
 */
import { STICKY_OFFSET_ATTR } from '../../dom-bridge/product-constants.ts';
import { PRODUCT_SELECTORS, VARIATION_EVENTS } from '../../dom-bridge/product-constants.ts';
import { onFrom } from '../../dom-bridge/events.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { queryFormControls } from '../../dom-bridge/scope.ts';
import type { Unmount } from '../../src/island.ts';

const STICKY = {
  visibleClass: 'is-visible',
  price: '.sticky-add-to-cart__price',
  selection: '.sticky-add-to-cart__selection',
  button: '.sticky-add-to-cart__button',
  quantityInput: 'input.qty',
} as const;

/** Button classes the bar mirrors from the main button, so the theme's CSS shows the same state. */
const MIRRORED_CLASSES = ['disabled', 'loading', 'added'];

/** The product's main cart form: the first `form.cart` of the bar's product that belongs to no add-on. */
export function mainForm(bar: HTMLElement): HTMLFormElement | null {
  const product = bar.closest(PRODUCT_SELECTORS.product) ?? document;
  return (
    Array.from(product.querySelectorAll<HTMLFormElement>('form.cart')).find((form) => !form.closest(PRODUCT_SELECTORS.addonArea)) ?? null
  );
}

/** The inner HTML of a variation's price_html (the platform wraps it in `span.price`). */
function priceInner(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const only = template.content.firstElementChild;
  return only && template.content.childElementCount === 1 && only.matches('span.price') ? only.innerHTML : html;
}

/** A select's label text ("Format"), else its attribute's name. */
function labelOf(select: HTMLSelectElement): string {
  return select.labels?.[0]?.textContent?.trim() || select.name.replace(/^attribute_(pa_)?/, '');
}

export function startStickyBar(bar: HTMLElement, offset: number): Unmount {
  const form = mainForm(bar);
  if (!form) throw new Error('no product form to mirror');
  const own = <E extends Element>(selector: string): E[] => queryFormControls<E>(form, selector);
  const mainButton = own<HTMLButtonElement>(PRODUCT_SELECTORS.addToCartButton)[0] ?? null;
  const mainQuantity = own<HTMLInputElement>(PRODUCT_SELECTORS.quantityInput)[0] ?? null;
  const selects = own<HTMLSelectElement>(PRODUCT_SELECTORS.attributeSelect);
  const price = bar.querySelector<HTMLElement>(STICKY.price);
  const selection = bar.querySelector<HTMLElement>(STICKY.selection);
  const button = bar.querySelector<HTMLElement>(STICKY.button);
  const quantity = bar.querySelector<HTMLInputElement>(STICKY.quantityInput);
  const originalPrice = price?.innerHTML ?? '';
  const labels = new Map(selects.map((select) => [select, labelOf(select)]));
  let shownPrice = originalPrice;
  let shownSelection = '';
  // Each write only when the text changed: the form fires these events on every selection change.
  const setPrice = (html: string): void => {
    if (!price || html === shownPrice) return;
    shownPrice = html;
    price.innerHTML = html;
  };
  const cleanups: Array<() => void> = [];

  // Shown past the offset: a passive scroll listener, read once per frame.
  let frame = 0;
  const update = (): void => {
    frame = 0;
    const visible = window.scrollY >= offset;
    bar.hidden = !visible;
    bar.classList.toggle(STICKY.visibleClass, visible);
  };
  cleanups.push(listen(window, 'scroll', () => (frame ||= requestAnimationFrame(update)), { passive: true }));
  cleanups.push(() => cancelAnimationFrame(frame));
  update();

  // Selection and price follow the main form's own events (not those bubbling from an add-on's nested form).
  // "Format: Lightroom, Licence: Personal" from the form's chosen options.
  const showSelection = (): void => {
    const text = selects
      .filter((select) => select.value)
      .map((select) => `${labels.get(select) ?? ''}: ${select.selectedOptions[0]?.text.trim() ?? select.value}`)
      .join(', ');
    if (!selection || text === shownSelection) return;
    shownSelection = text;
    selection.textContent = text;
  };
  cleanups.push(
    onFrom(
      VARIATION_EVENTS.found,
      (args, source) => {
        if (source !== form) return;
        const variation = args[0] as { price_html?: unknown } | undefined;
        setPrice(typeof variation?.price_html === 'string' && variation.price_html ? priceInner(variation.price_html) : originalPrice);
      },
      form,
    ),
    onFrom(
      VARIATION_EVENTS.resetData,
      (_, source) => {
        if (source === form) setPrice(originalPrice);
      },
      form,
    ),
    onFrom(
      VARIATION_EVENTS.hasChanged,
      (_, source) => {
        if (source === form) showSelection();
      },
      form,
    ),
  );
  showSelection();

  // Quantity both ways, with the main input's limits and visibility (sold individually hides it).
  if (mainQuantity && quantity) {
    const fromMain = (): void => {
      for (const name of ['min', 'max', 'step']) {
        const value = mainQuantity.getAttribute(name);
        if (value === null) quantity.removeAttribute(name);
        else quantity.setAttribute(name, value);
      }
      if (quantity.value !== mainQuantity.value) {
        quantity.value = mainQuantity.value;
        quantity.dispatchEvent(new Event('change', { bubbles: true }));
      }
      const box = quantity.closest<HTMLElement>(PRODUCT_SELECTORS.quantity) ?? quantity;
      const mainBox = mainQuantity.closest<HTMLElement>(PRODUCT_SELECTORS.quantity) ?? mainQuantity;
      box.style.display = mainBox.style.display === 'none' ? 'none' : '';
    };
    const toMain = (): void => {
      if (mainQuantity.value === quantity.value) return;
      mainQuantity.value = quantity.value;
      mainQuantity.dispatchEvent(new Event('input', { bubbles: true }));
      mainQuantity.dispatchEvent(new Event('change', { bubbles: true }));
    };
    cleanups.push(
      listen(mainQuantity, 'input', fromMain),
      listen(mainQuantity, 'change', fromMain),
      listen(quantity, 'input', toMain),
      listen(quantity, 'change', toMain),
    );
    fromMain();
  } else if (quantity) {
    (quantity.closest<HTMLElement>(PRODUCT_SELECTORS.quantity) ?? quantity).style.display = 'none';
  }

  // The bar's button shows the main button's state and presses it.
  if (button && mainButton) {
    const mirror = (): void => {
      for (const name of MIRRORED_CLASSES) button.classList.toggle(name, mainButton.classList.contains(name));
      const disabled = mainButton.getAttribute('aria-disabled') === 'true' || mainButton.disabled;
      if (disabled) button.setAttribute('aria-disabled', 'true');
      else button.removeAttribute('aria-disabled');
    };
    const observer = new MutationObserver(mirror);
    observer.observe(mainButton, { attributes: true, attributeFilter: ['class', 'aria-disabled', 'disabled'] });
    mirror();
    const onBarClick = (event: MouseEvent): void => {
      event.preventDefault();
      // The theme's own bar script (delegated on the document) must not press the main button again.
      event.stopPropagation();
      if (mainButton.disabled) return;
      mainButton.click();
      // An incomplete choice was just explained (§5 alert): take the shopper to the first missing option.
      const missing = selects.find((select) => !select.value);
      if (missing && mainButton.classList.contains('disabled')) {
        missing.scrollIntoView?.({ block: 'center' });
        missing.focus({ preventScroll: true });
      }
    };
    cleanups.push(() => observer.disconnect(), listen(button, 'click', onBarClick));
  }

  return () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}

export function mount(bar: HTMLElement): Promise<Unmount> {
  try {
    const offset = Number(bar.getAttribute(STICKY_OFFSET_ATTR));
    if (!(offset >= 0)) throw new Error(`${STICKY_OFFSET_ATTR} is not a number of pixels; the bar stays hidden.`);
    return Promise.resolve(startStickyBar(bar, offset));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * The sticky bar's selection line and price, following the main form's own variation events
 * (not those bubbling from an add-on's nested form). They follow after the frame that shows the
 * choice in the form itself (issue 10: the variation painted within 50 ms of the choice).
 */
import { latestAfterPaint } from '../../dom-bridge/after-paint.ts';
import { VARIATION_EVENTS } from '../../dom-bridge/product-constants.ts';
import { on } from '../../dom-bridge/events.ts';
import { undoAll } from '../../dom-bridge/listen.ts';

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

/** Shows the found variation's price in `price` (the printed price when none), until the returned undo. */
export function mirrorPrice(form: HTMLFormElement, price: HTMLElement | null): () => void {
  const originalPrice = price?.innerHTML ?? '';
  let shownPrice = originalPrice;
  // Each write only when the text changed: the form fires these events on every selection change.
  const later = latestAfterPaint();
  const setPrice = (html: () => string): void =>
    later.run(() => {
      const next = html();
      if (!price || next === shownPrice) return;
      shownPrice = next;
      price.innerHTML = next;
    });
  return undoAll([
    on(
      VARIATION_EVENTS.found,
      (args, source) => {
        if (source !== form) return;
        const variation = args[0] as { price_html?: unknown } | undefined;
        const html = variation?.price_html;
        setPrice(() => (typeof html === 'string' && html ? priceInner(html) : originalPrice));
      },
      form,
    ),
    on(
      VARIATION_EVENTS.resetData,
      (_, source) => {
        if (source === form) setPrice(() => originalPrice);
      },
      form,
    ),
    later.cancel,
  ]);
}

/** Shows "Format: Lightroom, Licence: Personal" from the form's chosen options in `selection`, until the returned undo. */
export function mirrorSelection(form: HTMLFormElement, selects: HTMLSelectElement[], selection: HTMLElement | null): () => void {
  const labels = new Map(selects.map((select) => [select, labelOf(select)]));
  let shownSelection = '';
  const showSelection = (): void => {
    const text = selects
      .filter((select) => select.value)
      .map((select) => `${labels.get(select) ?? ''}: ${select.selectedOptions[0]?.text.trim() ?? select.value}`)
      .join(', ');
    if (!selection || text === shownSelection) return;
    shownSelection = text;
    selection.textContent = text;
  };
  const later = latestAfterPaint();
  const stop = on(
    VARIATION_EVENTS.hasChanged,
    (_, source) => {
      if (source === form) later.run(showSelection);
    },
    form,
  );
  showSelection();
  return undoAll([stop, later.cancel]);
}

/**
 * Hydrates on the first of `names` reaching document.body (a DOM CustomEvent or a jQuery
 * trigger, through the event bus), or with `within`, the first fired inside markup matching it.
 * The element is marked with the event's name (`data-island-wake`), so the island knows what
 * woke it: the event itself fired before its listeners existed.
 */
import { ISLAND_WAKE_ATTR } from '../../dom-bridge/constants.ts';
import { on } from '../../dom-bridge/events.ts';

export function onEvent(hydrate: () => void, element: HTMLElement, names: readonly string[], within?: string): () => void {
  const stops = names.map((name) =>
    on(name, (_args, source) => {
      if (within && !(source instanceof Element && source.closest(within))) return;
      if (!element.hasAttribute(ISLAND_WAKE_ATTR)) element.setAttribute(ISLAND_WAKE_ATTR, name);
      hydrate();
    }),
  );
  return () => stops.forEach((stop) => stop());
}

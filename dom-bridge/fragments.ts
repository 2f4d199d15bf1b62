/**
 * Server HTML swapped into the page by selector (the platform's cart fragments, §3 "Add-to-cart
 * response"). Markup is parsed inert through a <template> and made inert (inert-markup.ts): scripts,
 * event handlers and script URLs are dropped, never run.
 * Islands inside a replaced region re-mount on their own: the runtime observes new nodes.
 */
import { ISLAND_PLATFORM_EVENTS, UPDATING_CLASS, UPDATING_OPACITY } from './island-constants.ts';
import { emit } from './emit.ts';
import { makeInert } from './inert-markup.ts';

/** A map from page-region selector to the region's new HTML. */
export type Fragments = Record<string, string>;

function select<E extends Element>(selector: string): E[] {
  try {
    return Array.from(document.querySelectorAll<E>(selector));
  } catch {
    return []; // A selector this browser cannot parse matches nothing, as in jQuery.
  }
}

/** Fragments parsed once (selector → inert markup without scripts), to read from and to clone into the page. */
export type ParsedFragments = ReadonlyMap<string, DocumentFragment>;

/** Parses each fragment's HTML inert, dropping what could run. */
export function parseFragments(fragments: Fragments): ParsedFragments {
  const parsed = new Map<string, DocumentFragment>();
  for (const [selector, html] of Object.entries(fragments)) {
    if (typeof html !== 'string') continue;
    const template = document.createElement('template');
    template.innerHTML = html;
    makeInert(template.content);
    parsed.set(selector, template.content);
  }
  return parsed;
}

/**
 * Replaces every element matching each selector with a copy of its parsed fragment. A region
 * already showing exactly that markup is left alone, so applying the same fragments twice costs
 * nothing. Returns how many elements were replaced.
 */
export function applyParsedFragments(parsed: ParsedFragments): number {
  let replaced = 0;
  for (const [selector, content] of parsed) {
    const targets = select(selector);
    const only = content.children.length === 1 ? content.firstElementChild : null;
    // Serialized once per fragment, not once per region; and only for a region whose text is the same
    // (a new count or a new row is not: no serializing the old regions on the add's way to the paint).
    let markup: string | undefined;
    for (const target of targets) {
      if (only && target.textContent === only.textContent && target.outerHTML === (markup ??= only.outerHTML)) continue;
      target.replaceWith(content.cloneNode(true));
      replaced++;
    }
  }
  return replaced;
}

/**
 * Parses and applies `fragments` (see `applyParsedFragments`), then fires `event` on
 * `document.body`: `wc_fragments_loaded` (default), `wc_fragments_refreshed`, or null for none.
 * The cart's fragments go through its store instead (src/cart/).
 */
export function applyFragments(fragments: Fragments, event: string | null = ISLAND_PLATFORM_EVENTS.fragmentsLoaded): number {
  const replaced = applyParsedFragments(parseFragments(fragments));
  if (event) emit(event);
  return replaced;
}

/**
 * §9: marks the regions `selectors` match as updating (class `updating`, opacity 0.6,
 * `aria-busy="true"`) while a request runs. Returns the undo, which restores what each
 * element had before; regions replaced in the meantime are already gone, so it is harmless.
 */
export function markUpdating(selectors: string[]): () => void {
  const undos: Array<() => void> = [];
  for (const selector of selectors) {
    for (const el of select<HTMLElement>(selector)) {
      const hadClass = el.classList.contains(UPDATING_CLASS);
      const opacity = el.style.opacity;
      const busy = el.getAttribute('aria-busy');
      el.classList.add(UPDATING_CLASS);
      el.style.opacity = UPDATING_OPACITY;
      el.setAttribute('aria-busy', 'true');
      undos.push(() => {
        el.classList.toggle(UPDATING_CLASS, hadClass);
        el.style.opacity = opacity;
        if (busy === null) el.removeAttribute('aria-busy');
        else el.setAttribute('aria-busy', busy);
      });
    }
  }
  let undone = false;
  return () => {
    if (undone) return;
    undone = true;
    // Reverse order: an element matched by two selectors gets its original state back last.
    for (const undo of undos.reverse()) undo();
  };
}

/**
 * Nesting helpers: an island's element may contain other islands (a product card inside a
 * carousel, an add-to-cart button inside a quick view). Each island only touches the nodes
 * that belong to it: those whose nearest island marker is its own element.
 */
import { ISLAND_ATTR } from './constants.ts';
import { PRODUCT_SELECTORS } from './product-constants.ts';

/**
 * True when `node` lies inside `root` (inclusive) and no other island marker (`data-island`)
 * sits between them, i.e. the nearest island owning `node` is `root`.
 */
export function ownedBy(root: Element, node: Node | null | undefined): boolean {
  for (let el = node instanceof Element ? node : (node?.parentElement ?? null); el; el = el.parentElement) {
    if (el === root) return true;
    if (el.hasAttribute(ISLAND_ATTR)) return false;
  }
  return false;
}

/** Every descendant of `root` matching `selector` that does not belong to a nested island. */
export function queryAllOwn<E extends Element = Element>(root: Element, selector: string): E[] {
  return Array.from(root.querySelectorAll<E>(selector)).filter((el) => ownedBy(root, el));
}

/** The first descendant of `root` matching `selector` that does not belong to a nested island. */
export function queryOwn<E extends Element = Element>(root: Element, selector: string): E | null {
  for (const el of Array.from(root.querySelectorAll<E>(selector))) if (ownedBy(root, el)) return el;
  return null;
}

/**
 * True when `control` is one of `form`'s own controls: the nearest form (or variation form)
 * around it is `form`, and it sits in the same add-on area as `form` (none, for the product's
 * form). So a product form never takes the bought-together add-on's nested selects or button as
 * its own, even when the add-on prints them inside it, while islands claiming single controls
 * (an add-to-cart button, a quantity stepper) stay the form's controls.
 */
export function formOwns(form: Element, control: Element): boolean {
  const { formScope, addonArea } = PRODUCT_SELECTORS;
  return control.closest(formScope) === form && control.closest(addonArea) === form.closest(addonArea);
}

/** `form`'s own controls matching `selector` (see `formOwns`). */
export function queryFormControls<E extends Element = Element>(form: Element, selector: string): E[] {
  return Array.from(form.querySelectorAll<E>(selector)).filter((el) => formOwns(form, el));
}

/**
 * The drawer's add-on panels (§2, §4 "Cart drawer"): a panel's template is fetched on its
 * first use (`template_lazyload`, context wc_cart), added once, and the panel is marked
 * loaded. A load in flight is shared; a failed one is tried again on the next use.
 * The markup is parsed inert and scripts are dropped, as for fragments; it is appended,
 * so anything already in the panel (a message) stays.
 */
import { CART_DRAWER } from '../../dom-bridge/cart-constants.ts';
import { loadAddonTemplate } from '../../protocol/cart-drawer.ts';
import { ProtocolError } from '../../protocol/errors.ts';
import { inertNodes } from './html.ts';

/** The add-on panel (modal) named `name` (the `data-template` its button and modal share). */
export function addonModal(root: ParentNode, name: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`${CART_DRAWER.addonModal}[data-template="${CSS.escape(name)}"]`);
}

const loading = new WeakMap<HTMLElement, Promise<boolean>>();

/** Resolves true when this call added the template, false when it was there already. */
export function loadPanel(modal: HTMLElement, name: string): Promise<boolean> {
  if (modal.classList.contains(CART_DRAWER.panelLoadedClass)) return Promise.resolve(false);
  let pending = loading.get(modal);
  if (!pending) {
    modal.setAttribute('aria-busy', 'true');
    pending = loadAddonTemplate(name)
      .then((html) => {
        if (html === null) throw new ProtocolError('unknown_error', { cause: `template_lazyload: no template ${name}` });
        modal.append(inertNodes(html));
        modal.classList.add(CART_DRAWER.panelLoadedClass);
        return true;
      })
      .finally(() => {
        loading.delete(modal);
        modal.removeAttribute('aria-busy');
      });
    loading.set(modal, pending);
  }
  return pending;
}

/**
 * The drawer's add-on panels (§2, §4 "Cart drawer"): a panel's template is fetched on its
 * first use (`template_lazyload`, context wc_cart) and shown once; PanelTemplatesView.tsx
 * renders it after anything already in the panel (a message) and marks the panel loaded.
 * A load in flight is shared; a failed one is tried again on the next use. Scripts are
 * dropped from the markup, as for fragments.
 */
import { CART_DRAWER } from '../../dom-bridge/cart-constants.ts';
import { loadAddonTemplate } from '../../protocol/cart-drawer.ts';
import { ProtocolError } from '../../protocol/errors.ts';
import { safeHtml } from './html.ts';

/** The add-on panel (modal) named `name` (the `data-template` its button and modal share). */
export function addonModal(root: ParentNode, name: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`${CART_DRAWER.addonModal}[data-template="${CSS.escape(name)}"]`);
}

/** A panel's template as loaded: the modal it goes in and its markup, scripts removed. */
export interface PanelTemplate {
  modal: HTMLElement;
  html: string;
}

/** Shows the template of the panel `name`; it is on the page once this returns. */
export type ShowTemplate = (name: string, template: PanelTemplate) => void;

const loading = new WeakMap<HTMLElement, Promise<boolean>>();

/** Resolves true when this call showed the template, false when it was there already. */
export function loadPanel(modal: HTMLElement, name: string, show: ShowTemplate): Promise<boolean> {
  if (modal.classList.contains(CART_DRAWER.panelLoadedClass)) return Promise.resolve(false);
  let pending = loading.get(modal);
  if (!pending) {
    modal.setAttribute('aria-busy', 'true');
    pending = loadAddonTemplate(name)
      .then((html) => {
        if (html === null) throw new ProtocolError('unknown_error', { cause: `template_lazyload: no template ${name}` });
        show(name, { modal, html: safeHtml(html) });
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

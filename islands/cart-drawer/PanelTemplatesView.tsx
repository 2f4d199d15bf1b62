/**
 * The add-on panels' templates on the page (§4 "Cart drawer"), each rendered through a portal at the
 * end of its panel (after a message already there); the panel is marked loaded while it shows one.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CART_DRAWER } from '../../dom-bridge/cart-constants.ts';
import type { PanelTemplate } from './panels.ts';

/** The loaded templates, by panel name. */
export type PanelTemplateMap = ReadonlyMap<string, PanelTemplate>;

/** One panel's template; its markup is set once, so what the shopper types in its fields stays. */
function TemplateInPanel({ modal, html }: PanelTemplate): ReactNode {
  useLayoutEffect(() => {
    modal.classList.add(CART_DRAWER.panelLoadedClass);
    return () => modal.classList.remove(CART_DRAWER.panelLoadedClass);
  }, [modal]);
  // The theme's template, scripts removed (panels.ts).
  return createPortal(<div dangerouslySetInnerHTML={{ __html: html }} />, modal);
}

/** The templates of the drawer's panels that have loaded. */
export function PanelTemplatesView({ templates }: { templates: PanelTemplateMap }): ReactNode {
  return [...templates].map(([name, template]) => <TemplateInPanel key={name} {...template} />);
}

/**
 * Order notes in the drawer (§4 "Cart drawer"): the notes panel's `order_comments` are saved
 * for the checkout; the panel closes once the server took them.
 */
import { saveOrderNotes } from '../../protocol/cart-drawer.ts';
import { submitPanelForm, type PanelContext } from './addon-panel.ts';

/** The notes panel's form was submitted. */
export function saveNotes(context: PanelContext, form: HTMLFormElement, name: string): void {
  const notes = form.querySelector<HTMLTextAreaElement>('textarea[name="order_comments"]')?.value ?? '';
  submitPanelForm(context, form, name, () => saveOrderNotes(notes));
}

/**
 * An add-on panel's round trip (§4 "Cart drawer"): opening it (its template loaded on first use,
 * then its first field focused), sending its form (one request per form at a time) and settling
 * the theme's answer: the fragments are committed; a success closes the panel and its notices are
 * read out, a refusal shows them in the panel.
 */
import { announce } from '../../dom-bridge/announce.ts';
import type { ThemeCartAnswer } from '../../protocol/cart-drawer.ts';
import { failureText, isAbort, PROTOCOL_MESSAGES } from '../../protocol/errors.ts';
import { commitCart } from '../../src/cart/cart-commit.ts';
import { safeHtml, textOf } from './html.ts';
import type { DrawerDialog } from './open-close.ts';
import type { PanelMessages } from './panel-messages.ts';
import { loadPanel, type ShowTemplate } from './panels.ts';

/** What a panel's flows share: the drawer's dialog, the panels' templates and messages, the forms being sent, and whether the island still runs. */
export interface PanelContext {
  dialog: DrawerDialog;
  showTemplate: ShowTemplate;
  messages: PanelMessages;
  sending: WeakSet<HTMLFormElement>;
  alive(): boolean;
}

/** Opens the panel `button` controls; §4: its template is loaded once, on first use. */
export function openAddonPanel(context: PanelContext, button: HTMLElement): void {
  const { dialog, messages, alive, showTemplate } = context;
  const modal = dialog.showPanel(button);
  if (!modal) return;
  const name = button.getAttribute('data-template') ?? '';
  messages.set(name, null);
  loadPanel(modal, name, showTemplate)
    .then((first) => {
      if (alive() && dialog.activeModal() === modal && first)
        (modal.querySelector<HTMLElement>('input, textarea, select') ?? modal).focus();
    })
    .catch((error: unknown) => {
      if (alive() && !isAbort(error)) messages.set(name, { error: failureText(error) });
    });
}

/** Applies a theme answer's fragments; shows its notices in the panel, or closes the panel on success. */
function settle(context: PanelContext, name: string, answer: ThemeCartAnswer): void {
  if (answer.cart) commitCart(answer.cart);
  if (answer.ok) {
    context.dialog.closePanel();
    if (answer.notices) announce(textOf(answer.notices));
    return;
  }
  context.messages.set(name, {
    html: safeHtml(answer.notices) || `<ul class="woocommerce-error" role="alert"><li>${PROTOCOL_MESSAGES.unknown_error}</li></ul>`,
  });
}

/** Sends a panel's form through `request`; `after` runs once the server took it. */
export function submitPanelForm(
  context: PanelContext,
  form: HTMLFormElement,
  name: string,
  request: () => Promise<ThemeCartAnswer>,
  after?: () => void,
): void {
  // No double submits: one request per form at a time.
  const { sending } = context;
  if (sending.has(form)) return;
  sending.add(form);
  form.setAttribute('aria-busy', 'true');
  context.messages.set(name, null);
  request()
    .then((answer) => {
      if (!context.alive()) return;
      settle(context, name, answer);
      if (answer.ok) after?.();
    })
    .catch((error: unknown) => {
      if (context.alive() && !isAbort(error)) context.messages.set(name, { error: failureText(error) });
    })
    .finally(() => {
      sending.delete(form);
      form.removeAttribute('aria-busy');
    });
}

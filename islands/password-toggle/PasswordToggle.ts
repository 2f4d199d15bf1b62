/**
 * The show/hide password button (§2 "Account", §9 labels): a real button after the input, in the
 * platform's wrapper and with its class (`show-password-input`, which themes style); pressed shows the
 * password (`aria-pressed="true"`, label 'Hide password'), pressed again hides it. The labels are the
 * page's own (`woocommerce_params.i18n_password_show` / `_hide`) when it prints them.
 */
import { PASSWORD_INPUT_CLASS, PASSWORD_INPUT_WRAPPER } from '../../dom-bridge/form-claims.ts';
import { PASSWORD_TEXTS, PASSWORD_TOGGLE_CLASS } from '../../dom-bridge/account-constants.ts';
import { globalRecord, str } from '../../dom-bridge/globals.ts';
import { listen } from '../../dom-bridge/listen.ts';
import type { Unmount } from '../../src/island.ts';

let counter = 0;

function labels(): { show: string; hide: string } {
  const params = globalRecord('woocommerce_params');
  return { show: str(params, 'i18n_password_show', PASSWORD_TEXTS.show), hide: str(params, 'i18n_password_hide', PASSWORD_TEXTS.hide) };
}

/**
 * The wrapper the button goes in: the claimed wrapper itself; for a bare input, its lone span parent
 * (given the class, as the platform's script did on the checkout) or a new span around it.
 */
function wrapperOf(element: HTMLElement): HTMLElement | null {
  if (!(element instanceof HTMLInputElement)) return element;
  // A wrapped input is its wrapper's claim.
  if (element.closest(PASSWORD_INPUT_WRAPPER)) return null;
  const parent = element.parentElement;
  if (parent?.tagName === 'SPAN' && parent.children.length === 1) {
    parent.classList.add(PASSWORD_INPUT_CLASS);
    return parent;
  }
  const span = document.createElement('span');
  span.className = PASSWORD_INPUT_CLASS;
  // Moving a field blurs it: a shopper already typing in it (the field shows, then this loads) would type into nothing.
  const typing = document.activeElement === element;
  const { selectionStart, selectionEnd } = element;
  element.before(span);
  span.append(element);
  if (typing) {
    element.focus({ preventScroll: true });
    if (selectionStart !== null && selectionEnd !== null) element.setSelectionRange(selectionStart, selectionEnd);
  }
  return span;
}

export function mount(element: HTMLElement): Promise<Unmount> {
  const wrapper = wrapperOf(element);
  const input = wrapper?.querySelector<HTMLInputElement>('input[type="password"]');
  if (!wrapper || !input || wrapper.querySelector(`.${PASSWORD_TOGGLE_CLASS}`)) return Promise.resolve(() => {});
  if (!input.id) input.id = `shop-islands-password-${(counter += 1)}`;
  const text = labels();
  const button = document.createElement('button');
  button.type = 'button';
  button.className = PASSWORD_TOGGLE_CLASS;
  button.setAttribute('aria-controls', input.id);
  const render = (shown: boolean): void => {
    input.type = shown ? 'text' : 'password';
    button.setAttribute('aria-pressed', String(shown));
    button.setAttribute('aria-label', shown ? text.hide : text.show);
    button.classList.toggle('display-password', shown);
  };
  render(false);
  input.after(button);
  const undo = listen(button, 'click', (event) => {
    event.preventDefault();
    render(input.type === 'password');
  });
  return Promise.resolve(() => {
    undo();
    render(false);
    button.remove();
  });
}

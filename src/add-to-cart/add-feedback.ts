/**
 * What every add-to-cart control shows (§4 "Add to cart"), shared by the listing button, the
 * product form and card swatches, as plain DOM (the money path never waits for React): the
 * platform's `loading` / `added` classes and `aria-busy` on the button (the theme's CSS styles
 * them), the one 'View cart' link after the button and an inline error (role alert).
 */
import type { ShopConfig } from '../../dom-bridge/config.ts';
import { CART_PARTS } from '../../dom-bridge/cart-constants.ts';
import type { AddFlowResult } from './add-flow.ts';
import { holdLeavingWhileCartChanges } from '../cart/leave-guard.ts';

export interface AddFeedback {
  /** An add started: the button shows `loading` (and `aria-busy`); the last error and `added` go. */
  begin(): void;
  /** An add ended; returns true when the button now shows `added` with nothing pending. */
  end(flow: AddFlowResult): boolean;
  /** What the button adds changed (a card's new choice): `added` and the last error go; pending adds stay. */
  clear(): void;
  /** Takes back what the feedback put on the page. */
  remove(): void;
}

type FeedbackConfig = Pick<ShopConfig, 'cartUrl' | 'i18nViewCart' | 'isCart'>;

/** The platform puts one 'View cart' link after the button, unless one is there already or this is the cart page. */
function wantsViewCartLink(button: HTMLElement, config: FeedbackConfig): boolean {
  return !config.isCart && button.parentElement?.querySelector(CART_PARTS.addedToCartLink) == null;
}

function viewCartLink(config: FeedbackConfig): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = config.cartUrl;
  link.className = 'added_to_cart wc-forward';
  link.title = config.i18nViewCart;
  link.textContent = config.i18nViewCart;
  return link;
}

function errorNotice(message: string): HTMLElement {
  const notice = document.createElement('span');
  notice.className = 'shop-islands-notice shop-islands-notice--error';
  notice.setAttribute('role', 'alert');
  notice.textContent = message;
  return notice;
}

/** A `display: contents` holder right after the button for the link and the error, as the platform places them. */
function createHolder(button: HTMLElement): HTMLElement {
  const holder = document.createElement('span');
  holder.dataset.islandRoot = '';
  holder.style.display = 'contents';
  button.after(holder);
  return holder;
}

/** Attaches the feedback of one add-to-cart button. */
export function attachAddFeedback(button: HTMLElement, config: FeedbackConfig): AddFeedback {
  // Where a shopper adds, a link followed at once waits for the add (src/cart/leave-guard.ts).
  holdLeavingWhileCartChanges();
  const holder = createHolder(button);
  let pending = 0;
  let added = false;
  let link: HTMLAnchorElement | null = null;
  let error: HTMLElement | null = null;

  const paint = (): void => {
    button.classList.toggle('loading', pending > 0);
    button.classList.toggle('added', added && pending === 0);
    if (pending > 0) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  };
  const showError = (message: string): void => {
    error?.remove();
    error = message ? errorNotice(message) : null;
    if (error) holder.append(error);
  };

  return {
    begin() {
      pending += 1;
      added = false;
      showError('');
      paint();
    },
    end(flow) {
      pending = Math.max(0, pending - 1);
      if (flow.kind === 'failed') showError(flow.message);
      if (flow.kind === 'added' || (flow.kind === 'leaving' && flow.added)) added = true;
      // Once shown, the link stays, like the platform's.
      if (flow.kind === 'added' && !link && wantsViewCartLink(button, config)) {
        link = viewCartLink(config);
        holder.prepend(link);
      }
      paint();
      return added && pending === 0;
    },
    clear() {
      added = false;
      showError('');
      paint();
    },
    remove() {
      holder.remove();
      pending = 0;
      added = false;
      paint();
      button.classList.remove('added');
    },
  };
}

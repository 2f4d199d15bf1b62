/**
 * What every add-to-cart control shows (§4 "Add to cart"), shared by the listing button, the
 * product form, card swatches and the bundle's own button. The state is a store: the platform's
 * `loading` / `added` classes and `aria-busy` on its button follow it as plain DOM (the money path
 * never waits for React; the theme's CSS styles them), and AddFeedbackView renders what the island
 * creates, the one 'View cart' link after the button and an inline error, in a React root that
 * wakes on the shopper's intent: the press or click that mounted the island, or for an island that
 * starts earlier a press or focus on its button (or an add).
 */
import { atom, type WritableAtom } from 'nanostores';
import type { ShopConfig } from '../../dom-bridge/config.ts';
import { CART_PARTS } from '../../dom-bridge/cart-constants.ts';
import type { AddFlowResult } from './add-flow.ts';
import { holdLeavingWhileCartChanges } from '../cart/leave-guard.ts';
import { warn } from '../../dom-bridge/warn.ts';
import type { WakeableView } from '../react-island.ts';

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

export interface AddFeedbackState {
  pending: number;
  added: boolean;
  /** The 'View cart' link shows (once shown, it stays, like the platform's). */
  link: boolean;
  /** The last add's failure, '' when none. */
  error: string;
}

export type FeedbackConfig = Pick<ShopConfig, 'cartUrl' | 'i18nViewCart' | 'isCart'>;

/** What AddFeedbackView renders from: the state, the config and where it goes. */
export interface AddFeedbackViewProps {
  $feedback: WritableAtom<AddFeedbackState>;
  config: FeedbackConfig;
  /** A `display: contents` holder right after the button, where the platform places the link and the error. */
  holder: HTMLElement;
}

/** The island the feedback belongs to: its view's root is on the claimed element. */
export interface FeedbackOwner {
  name: string;
  element: HTMLElement;
  /**
   * The island starts before any intent (in view, at idle): its view waits for a press or focus on the
   * button. Otherwise the island mounted on the shopper's press or click, and its view wakes at once.
   */
  startsEarly?: true;
}

/** The platform puts one 'View cart' link after the button, unless one is there already or this is the cart page. */
function wantsViewCartLink(button: HTMLElement, config: FeedbackConfig): boolean {
  return !config.isCart && button.parentElement?.querySelector(CART_PARTS.addedToCartLink) == null;
}

function createHolder(button: HTMLElement): HTMLElement {
  const holder = document.createElement('span');
  holder.dataset.islandRoot = '';
  holder.style.display = 'contents';
  button.after(holder);
  return holder;
}

function paintButton(button: HTMLElement, { pending, added }: AddFeedbackState): void {
  button.classList.toggle('loading', pending > 0);
  button.classList.toggle('added', added && pending === 0);
  if (pending > 0) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
}

/**
 * The feedback's view, in a React root on `owner`'s element: React's loader itself comes with the first
 * wake, so the money path carries none of it and a page nobody touches fetches nothing for it.
 */
function feedbackView(owner: FeedbackOwner, props: AddFeedbackViewProps): WakeableView {
  let loading: Promise<WakeableView> | undefined;
  let view: WakeableView | undefined;
  let gone = false;
  return {
    wake() {
      if (view) return view.wake();
      loading ??= import('../react-island.ts').then(({ reactView }) =>
        reactView(owner.name, owner.element, () => import('./AddFeedbackView.tsx'), props),
      );
      loading.then(
        (loaded) => {
          view = loaded;
          if (!gone) loaded.wake();
        },
        (error: unknown) => {
          loading = undefined;
          warn(`${owner.name}: its view could not start.`, error);
        },
      );
    },
    unmount() {
      gone = true;
      view?.unmount();
    },
  };
}

/** Wakes `view` on the shopper's intent on `button`: a press or focus (the add itself wakes it too). */
function wakeOnIntent(button: HTMLElement, wake: () => void): () => void {
  const types = ['pointerdown', 'focus'] as const;
  for (const type of types) button.addEventListener(type, wake, { once: true });
  return () => types.forEach((type) => button.removeEventListener(type, wake));
}

/** Attaches the feedback of one add-to-cart `button` of the island `owner`. */
export function attachAddFeedback(button: HTMLElement, config: FeedbackConfig, owner: FeedbackOwner): AddFeedback {
  // Where a shopper adds, a link followed at once waits for the add (src/cart/leave-guard.ts).
  holdLeavingWhileCartChanges();
  const holder = createHolder(button);
  const $feedback = atom<AddFeedbackState>({ pending: 0, added: false, link: false, error: '' });
  const stopPainting = $feedback.subscribe((state) => paintButton(button, state));
  const view = feedbackView(owner, { $feedback, config, holder });
  let stopWaking = (): void => {};
  if (owner.startsEarly) stopWaking = wakeOnIntent(button, view.wake);
  else view.wake();

  return {
    begin() {
      view.wake();
      $feedback.set({ ...$feedback.get(), pending: $feedback.get().pending + 1, added: false, error: '' });
    },
    end(flow) {
      const state = $feedback.get();
      const added = state.added || flow.kind === 'added' || (flow.kind === 'leaving' && flow.added);
      const link = state.link || (flow.kind === 'added' && wantsViewCartLink(button, config));
      const pending = Math.max(0, state.pending - 1);
      $feedback.set({ pending, added, link, error: flow.kind === 'failed' ? flow.message : state.error });
      return added && pending === 0;
    },
    clear() {
      $feedback.set({ ...$feedback.get(), added: false, error: '' });
    },
    remove() {
      stopWaking();
      view.unmount();
      stopPainting();
      holder.remove();
      paintButton(button, { pending: 0, added: false, link: false, error: '' });
    },
  };
}

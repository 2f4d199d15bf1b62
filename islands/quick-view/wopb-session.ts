/**
 * ProductX's quick view (issue 25, §2 "Quick view modal"): the dialog opens at once with ProductX's
 * loader, asks for the product's modal and fills with it; its previous/next arrows ask for the
 * neighbour in the same dialog (a newer ask aborts the older). A stale nonce is renewed and the ask
 * sent again, once; any other failure shows §8's message and the way to the product page. Inside,
 * the platform's cart form is the product page's (the runtime hydrates the same islands, so an add
 * goes through the cart flow and the header count follows), the quantity buttons and "Buy now" are
 * ProductX's. It closes on Esc, its close button, a click outside, the wishlist button and, unless
 * the modal says otherwise, an add to cart; focus goes back to the trigger.
 */
import { listen } from '../../dom-bridge/listen.ts';
import { loadStylesheet } from '../../dom-bridge/stylesheet.ts';
import { warn } from '../../dom-bridge/warn.ts';
import { BLOCK_FAILURE_TEXT } from '../../dom-bridge/discovery-constants.ts';
import {
  QUICK_VIEW,
  QUICK_VIEW_TEXTS,
  WOPB_CLOSE_AFTER_CART_DEFAULT,
  WOPB_QUICK_VIEW as W,
  WOPB_QUICK_VIEW_CLASSES as C,
} from '../../dom-bridge/quick-view-constants.ts';
import { isAbort, failureText } from '../../protocol/errors.ts';
import { fetchWopbQuickView } from '../../protocol/wopb-quick-view.ts';
import { withFreshNonce } from '../../src/discovery/block-call.ts';
import { failureContent, parseTemplate } from './modal.ts';
import { cancelAsking, closeQuickView, showAsQuickView } from './session.ts';
import { buyNow, stepQuantity } from './wopb-cart.ts';
import { startWopbGallery } from './wopb-gallery.ts';
import { bareHeader, buildWopbModal, fillWopbModal, focusTarget, setLoading, showWopbFailure, type WopbModal } from './wopb-modal.ts';
import wopbQuickViewCss from './wopb-quick-view.css?url';

/** What a quick view asks for: the product, the listing's ids (for the arrows) and its page (for a failure). */
export interface WopbAsk {
  postid: number;
  postList: string;
  productUrl: string;
}

/** The open ProductX quick view: its frame, the ask on its way and what its content set up. */
interface Open {
  modal: WopbModal;
  asking?: AbortController;
  undoContent: () => void;
  closesOnAdd: boolean;
}

/** Enter and Space press a control ProductX printed without button semantics. */
function pressOnKey(event: KeyboardEvent): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (!target?.classList.contains(C.pressable)) return;
  event.preventDefault();
  target.click();
}

/** Runs `change` on the frame's content; focus that was on a control it removed goes to the new close button. */
function replacing(modal: WopbModal, change: () => void): void {
  const hadFocus = modal.dialog.contains(document.activeElement);
  change();
  if (hadFocus && !modal.dialog.contains(document.activeElement)) focusTarget(modal)?.focus();
}

async function fill(open: Open, ask: WopbAsk): Promise<void> {
  open.asking?.abort();
  const asking = new AbortController();
  open.asking = asking;
  const { modal } = open;
  setLoading(modal, true);
  try {
    const markup = await withFreshNonce(() =>
      fetchWopbQuickView({ postid: ask.postid, postList: ask.postList }, { signal: asking.signal }),
    );
    if (asking.signal.aborted) return;
    replacing(modal, () => {
      open.undoContent();
      const label = fillWopbModal(modal, parseTemplate(markup));
      modal.dialog.setAttribute('aria-label', label || QUICK_VIEW_TEXTS.dialogLabel);
      const closeAfterCart = modal.content.querySelector(W.body)?.getAttribute(W.closeAfterCartAttr);
      open.closesOnAdd = (closeAfterCart ?? WOPB_CLOSE_AFTER_CART_DEFAULT) === WOPB_CLOSE_AFTER_CART_DEFAULT;
      open.undoContent = startWopbGallery(modal.content);
    });
  } catch (error) {
    if (isAbort(error) || asking.signal.aborted) return;
    // §8: ProductX's console line; the shopper is told too (the add-on leaves an empty box).
    warn(BLOCK_FAILURE_TEXT, error);
    replacing(modal, () => {
      open.undoContent();
      open.undoContent = () => {};
      showWopbFailure(modal, failureContent(failureText(error), ask.productUrl));
    });
  } finally {
    if (open.asking === asking) {
      open.asking = undefined;
      setLoading(modal, false);
    }
  }
}

/** A click inside the frame: close, outside the content, arrows, quantity, "Buy now", the wishlist button. */
function frameClicks(open: Open, later: (run: () => void) => void): (event: MouseEvent) => void {
  const { modal } = open;
  return (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    // ProductX's own handlers (still on the page during a switch-over) must not answer these clicks too.
    const handled = (): void => {
      event.preventDefault();
      event.stopPropagation();
    };
    if (target.closest(W.close) || !(target.closest(`.${C.content}`) || target.closest(`.${C.after}`))) {
      handled();
      return closeQuickView();
    }
    const arrow = target.closest<HTMLElement>(`${W.navArrow}[${W.postidAttr}]`);
    if (arrow) {
      handled();
      const postid = Number(arrow.getAttribute(W.postidAttr));
      if (Number.isInteger(postid) && postid > 0)
        void fill(open, { postid, postList: arrow.getAttribute(W.listAttr) ?? '', productUrl: '' });
      return;
    }
    const step = target.closest<HTMLElement>(`${W.minus}, ${W.plus}`);
    if (step) {
      handled();
      return stepQuantity(step, step.matches(W.plus) ? 1 : -1);
    }
    const buy = target.closest<HTMLElement>(W.buyNow);
    if (buy) {
      handled();
      return void buyNow(buy, modal.content);
    }
    // §2: the wishlist button closes the quick view, once its own handler (later on the page) has seen the click.
    if (target.closest(QUICK_VIEW.wishlistButton)) later(closeQuickView);
  };
}

/** Opens ProductX's quick view of `ask.postid` for `trigger`: at once, with the loader, then its content. */
export async function openWopbQuickView(trigger: HTMLElement, ask: WopbAsk): Promise<void> {
  cancelAsking();
  closeQuickView();
  const modal = buildWopbModal(trigger);
  modal.content.append(bareHeader());
  const open: Open = { modal, undoContent: () => {}, closesOnAdd: true };
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (run: () => void): void => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, 0);
    timers.add(timer);
  };
  showAsQuickView(
    modal.dialog,
    trigger,
    [
      listen(modal.dialog, 'click', frameClicks(open, later)),
      listen(modal.dialog, 'keydown', pressOnKey),
      () => {
        open.asking?.abort();
        open.undoContent();
        timers.forEach((timer) => clearTimeout(timer));
      },
    ],
    () => open.closesOnAdd,
  );
  // The ask leaves now; the dialog opens (with the loader) once its stylesheet is there.
  const styled = loadStylesheet(wopbQuickViewCss);
  const filled = fill(open, ask);
  await styled;
  if (modal.dialog.isConnected) {
    modal.dialog.showModal();
    // What is there to press while it loads (or what came already): its close button.
    focusTarget(modal)?.focus();
  }
  await filled;
}

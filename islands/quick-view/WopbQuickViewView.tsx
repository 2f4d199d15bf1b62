/**
 * ProductX's quick-view trigger (issue 25, §2 "Quick view modal"): a `div`/`span` on its grid cards
 * and the platform's archive cards, made a named button; a click opens ProductX's quick view of its
 * product instead of reaching ProductX's own script (a trigger naming no product is left alone).
 *
 * While it is open the component renders its dialog, portalled to the end of the body: a native
 * `<dialog>` (showModal() makes the rest of the page inert and closes on Esc) holding ProductX's frame
 * (overlay, content, loader, the area beside the content for its arrows). It opens at once with the
 * loader, asks for the product's modal and fills with it; the arrows ask for the neighbour in the same
 * dialog (a newer ask aborts the older). A stale nonce is renewed and the ask sent again, once; any
 * other failure shows §8's message and the way to the product page. The answer goes in as the server
 * printed it (React never renders it): its cart form is the product page's (the runtime hydrates the
 * same islands, so an add goes through the cart flow), the quantity buttons and "Buy now" are
 * ProductX's, driven through a listener. It closes on Esc, its close button, a click outside, the
 * wishlist button and, unless the answer says otherwise, an add to cart; focus goes back to the trigger.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { asButton } from '../../dom-bridge/as-button.ts';
import { BLOCK_FAILURE_TEXT } from '../../dom-bridge/discovery-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import {
  QUICK_VIEW,
  QUICK_VIEW_TEXTS,
  WOPB_QUICK_VIEW as W,
  WOPB_QUICK_VIEW_CLASSES as C,
  WOPB_QUICK_VIEW_TEXTS as T,
} from '../../dom-bridge/quick-view-constants.ts';
import { loadStylesheet } from '../../dom-bridge/stylesheet.ts';
import { warn } from '../../dom-bridge/warn.ts';
import { failureText, isAbort } from '../../protocol/errors.ts';
import type { IslandProps } from '../../src/react-root.tsx';
import { QuickViewFailure, useFocusBackOnClose, useQuickViewDialog, useTimers } from './quick-view-dialog.tsx';
import { $quickView, closeQuickView, forgetQuickView, showQuickView, type WopbAsk } from './session.ts';
import { buyNow, stepQuantity } from './wopb-cart.ts';
import { startWopbGallery } from './wopb-gallery.ts';
import { askWopbAnswer, focusTarget, loaderNameOf, printedLoader, wrapClassName, type WopbAnswer } from './wopb-modal.ts';
import wopbQuickViewCss from './wopb-quick-view.css?url';

/** What the frame's content shows once an ask was answered; `refocus`: focus was inside the dialog when it came. */
type Shown =
  { kind: 'answer'; answer: WopbAnswer; refocus: boolean } | { kind: 'failure'; message: string; productUrl: string; refocus: boolean };

/** The product the trigger names (`data-postid`); null when none is readable. */
function wopbPostId(trigger: Element): number | null {
  const postid = Number(trigger.getAttribute(W.postidAttr));
  return Number.isInteger(postid) && postid > 0 ? postid : null;
}

/** The trigger's card: its product's name and page. */
function card(trigger: Element): { name: string; url: string } {
  const box = trigger.closest<HTMLElement>(W.card);
  return {
    name: box?.querySelector(W.cardTitle)?.textContent?.trim() ?? '',
    url: box?.querySelector<HTMLAnchorElement>(W.cardLink)?.href ?? '',
  };
}

/** Enter and Space press a control ProductX printed without button semantics. */
function pressOnKey(event: KeyboardEvent): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (!target?.classList.contains(C.pressable)) return;
  event.preventDefault();
  target.click();
}

interface WopbAsks {
  loading: boolean;
  shown: Shown | null;
  ask(next: WopbAsk): Promise<void>;
}

/** The asks of one dialog: the latest one's answer shown, `loading` while one is on its way. */
function useWopbAsks(first: WopbAsk, dialog: RefObject<HTMLDialogElement | null>): WopbAsks {
  const [loading, setLoading] = useState(true);
  const [shown, setShown] = useState<Shown | null>(null);
  const asking = useRef<AbortController | null>(null);
  const ask = useCallback(
    async (next: WopbAsk): Promise<void> => {
      asking.current?.abort();
      const mine = new AbortController();
      asking.current = mine;
      setLoading(true);
      const refocus = (): boolean => !!dialog.current?.contains(document.activeElement);
      try {
        const answer = await askWopbAnswer(next, mine.signal);
        if (!mine.signal.aborted) setShown({ kind: 'answer', answer, refocus: refocus() });
      } catch (error) {
        if (isAbort(error) || mine.signal.aborted) return;
        // §8: ProductX's console line; the shopper is told too (the add-on leaves an empty box).
        warn(BLOCK_FAILURE_TEXT, error);
        setShown({ kind: 'failure', message: failureText(error), productUrl: next.productUrl, refocus: refocus() });
      } finally {
        if (asking.current === mine) {
          asking.current = null;
          setLoading(false);
        }
      }
    },
    [dialog],
  );
  useEffect(() => {
    void ask(first);
    return () => asking.current?.abort();
  }, [ask, first]);
  return { loading, shown, ask };
}

/** A click inside the frame: close, outside the content, arrows, quantity, "Buy now", the wishlist button. */
function frameClick(
  event: MouseEvent,
  content: HTMLElement,
  ask: (next: WopbAsk) => void,
  later: (run: () => void, ms: number) => void,
): void {
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
    if (Number.isInteger(postid) && postid > 0) ask({ postid, postList: arrow.getAttribute(W.listAttr) ?? '', productUrl: '' });
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
    return void buyNow(buy, content);
  }
  // §2: the wishlist button closes the quick view, once its own handler (later on the page) has seen the click.
  if (target.closest(QUICK_VIEW.wishlistButton)) later(closeQuickView, 0);
}

/** A header with only a close button in ProductX's look (its header styles `.wopb-modal-close`), with our own icon. */
function BareHeader(): ReactNode {
  return (
    <div className={C.header}>
      <button type="button" className={C.close} aria-label={QUICK_VIEW_TEXTS.close}>
        <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/** The loader: the page's own markup when it printed one (copied in by an effect), else a plain one; its status line says why. */
function Loader({ trigger, loading }: { trigger: HTMLElement; loading: boolean }): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [name] = useState(() => loaderNameOf(trigger));
  const [printed] = useState(() => printedLoader(name));
  useLayoutEffect(() => {
    if (printed) box.current!.prepend(...printed.nodes);
  }, [printed]);
  return (
    <div ref={box} className={`${printed?.className ?? C.loading}${loading ? ` ${C.active}` : ''}`} role="status">
      {printed ? null : (
        <div className={C.loaderBox}>
          <span className={`wopb-loader ${name}`} />
        </div>
      )}
      <span className={C.screenReader}>{loading ? T.loading : ''}</span>
    </div>
  );
}

/** The answer's nodes in the content and beside it while it is shown; its gallery driven. Returns the undo. */
function placeAnswer(answer: WopbAnswer, content: HTMLElement, after: HTMLElement): () => void {
  content.append(...answer.content);
  after.append(...answer.beside);
  const stopGallery = startWopbGallery(content);
  return () => {
    stopGallery();
    for (const node of [...answer.content, ...answer.beside]) node.parentNode?.removeChild(node);
  };
}

/** ProductX's quick view of `first` for `trigger`: the dialog opens at once with the loader, then shows the answer. */
function WopbDialog({ trigger, first }: { trigger: HTMLElement; first: WopbAsk }): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const after = useRef<HTMLDivElement>(null);
  const later = useTimers();
  const { loading, shown, ask } = useWopbAsks(first, dialog);
  const closesOnAdd = useRef(true);
  useQuickViewDialog(dialog, () => closesOnAdd.current);

  useLayoutEffect(() => {
    const frame = dialog.current!;
    return undoAll([
      listen(frame, 'click', (event) => frameClick(event, content.current!, (next) => void ask(next), later)),
      listen(frame, 'keydown', pressOnKey),
    ]);
  }, [ask, later]);

  useEffect(() => {
    let gone = false;
    // The dialog opens (with the loader) once its stylesheet is there; the ask left already.
    void loadStylesheet(wopbQuickViewCss).then(() => {
      if (gone || !dialog.current?.isConnected) return;
      dialog.current.showModal();
      // What is there to press while it loads (or what came already): its close button.
      focusTarget(content.current!)?.focus();
    });
    return () => {
      gone = true;
    };
  }, []);

  useLayoutEffect(() => {
    if (!shown) return;
    const undo = shown.kind === 'answer' ? placeAnswer(shown.answer, content.current!, after.current!) : () => {};
    if (shown.kind === 'answer') closesOnAdd.current = shown.answer.closesOnAdd;
    // Focus that was on a control the change removed goes to the new close button.
    if (shown.refocus && !dialog.current!.contains(document.activeElement)) focusTarget(content.current!)?.focus();
    return undo;
  }, [shown]);

  const label = (shown?.kind === 'answer' && shown.answer.label) || QUICK_VIEW_TEXTS.dialogLabel;
  return createPortal(
    <dialog ref={dialog} className={C.dialog} aria-label={label} aria-busy={loading || undefined}>
      <div className={wrapClassName(trigger)}>
        <div className={C.overlay} />
        <div ref={content} className={C.content}>
          {shown?.kind === 'answer' ? null : <BareHeader />}
          {shown?.kind === 'failure' ? (
            <div className={C.body}>
              <QuickViewFailure message={shown.message} productUrl={shown.productUrl} />
            </div>
          ) : null}
        </div>
        <Loader trigger={trigger} loading={loading} />
        <div ref={after} className={C.after} />
      </div>
    </dialog>,
    document.body,
  );
}

/** ProductX's quick-view island on its trigger; the dialog while the open quick view is this trigger's. */
export default function WopbQuickViewView({ element: trigger }: IslandProps): ReactNode {
  const open = useStore($quickView);
  const ask = open?.opener === trigger && open.shows.kind === 'wopb' ? open.shows.ask : null;
  useFocusBackOnClose(trigger, ask !== null);

  useEffect(() => {
    const { name } = card(trigger);
    // Its visible text ("Quick View") starts the name; the product tells one card's trigger from the next.
    const unlabelled = !trigger.hasAttribute('aria-label');
    if (unlabelled && name) trigger.setAttribute('aria-label', `${T.trigger}: ${name}`);
    trigger.setAttribute('aria-haspopup', 'dialog');
    // ProductX shows a grid card's trigger on hover only: focus in the card shows it too, so Tab can reach it.
    const box = trigger.closest<HTMLElement>(W.card);
    const meta = trigger.closest(W.meta);
    const reveal = (shown: boolean): void => {
      meta?.classList.toggle(W.metaVisible, shown);
    };
    // The focus that woke the island came before these listeners.
    if (box?.contains(document.activeElement)) reveal(true);
    return undoAll([
      listen(trigger, 'click', (event) => {
        const postid = wopbPostId(trigger);
        if (postid === null) return;
        event.preventDefault();
        // ProductX's own handler (delegated on the document) must not open its modal as well.
        event.stopPropagation();
        // Shown while its quick view is open, so focus can come back to it (the pointer will have left the card).
        reveal(true);
        showQuickView(trigger, {
          kind: 'wopb',
          ask: { postid, postList: trigger.getAttribute(W.listAttr) ?? '', productUrl: card(trigger).url },
        });
      }),
      ...(box && meta
        ? [
            listen(box, 'focusin', () => reveal(true)),
            listen(box, 'focusout', (event) => reveal(event.relatedTarget instanceof Node && box.contains(event.relatedTarget))),
          ]
        : []),
      () => reveal(false),
      asButton(trigger, T.trigger),
      () => {
        forgetQuickView(trigger);
        trigger.removeAttribute('aria-haspopup');
        if (unlabelled) trigger.removeAttribute('aria-label');
      },
    ]);
  }, [trigger]);

  return open && ask ? <WopbDialog key={open.id} trigger={trigger} first={ask} /> : null;
}

/**
 * ProductX's quick-view trigger (issue 25): a `div`/`span` on its grid cards and the platform's
 * archive cards, made a named button; a click opens ProductX's quick view of its product
 * (wopb-session.ts) instead of reaching ProductX's own script. A trigger naming no product is left alone.
 */
import { asButton } from '../../dom-bridge/as-button.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { WOPB_QUICK_VIEW as W, WOPB_QUICK_VIEW_TEXTS as T } from '../../dom-bridge/quick-view-constants.ts';
import type { Unmount } from '../../src/island.ts';
import { openWopbQuickView } from './wopb-session.ts';

/** The product the trigger names (`data-postid`); null when none is readable. */
export function wopbPostId(trigger: Element): number | null {
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

export async function mount(trigger: HTMLElement): Promise<Unmount> {
  const { name } = card(trigger);
  // Its visible text ("Quick View") starts the name; the product tells one card's trigger from the next.
  const unlabelled = !trigger.hasAttribute('aria-label');
  if (unlabelled && name) trigger.setAttribute('aria-label', `${T.trigger}: ${name}`);
  const undoButton = asButton(trigger, T.trigger);
  trigger.setAttribute('aria-haspopup', 'dialog');
  // ProductX shows a grid card's trigger on hover only: focus in the card shows it too, so Tab can reach it.
  const box = trigger.closest<HTMLElement>(W.card);
  const meta = trigger.closest(W.meta);
  const reveal = (shown: boolean): void => {
    meta?.classList.toggle(W.metaVisible, shown);
  };
  const focusIn = (): boolean => !!box && box.contains(document.activeElement);
  const stops =
    box && meta
      ? [
          listen(box, 'focusin', () => reveal(true)),
          listen(box, 'focusout', (event) => reveal(event.relatedTarget instanceof Node && box.contains(event.relatedTarget))),
        ]
      : [];
  // The focus that woke the island came before these listeners.
  if (focusIn()) reveal(true);
  const stop = listen(trigger, 'click', (event) => {
    const postid = wopbPostId(trigger);
    if (postid === null) return;
    event.preventDefault();
    // ProductX's own handler (delegated on the document) must not open its modal as well.
    event.stopPropagation();
    // Shown while its quick view is open, so focus can come back to it (the pointer will have left the card).
    reveal(true);
    void openWopbQuickView(trigger, { postid, postList: trigger.getAttribute(W.listAttr) ?? '', productUrl: card(trigger).url });
  });
  return undoAll([
    stop,
    ...stops,
    () => reveal(false),
    undoButton,
    () => {
      trigger.removeAttribute('aria-haspopup');
      if (unlabelled) trigger.removeAttribute('aria-label');
    },
  ]);
}

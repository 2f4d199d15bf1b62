/**
 * The tabs' "More" menu (ProductX's flexmenu, §9 "Overflow menu: threshold 2, cutoff 2, labels
 * 'More' / 'Menu'"): when the tabs do not fit on one line, the last ones move into a popup opened by
 * a "More" button beside the list; when no more than 2 would stay outside, all of them move and the
 * button says 'Menu'; with 2 tabs or fewer nothing moves (the list may wrap). The popup is a second
 * tablist for the same panel (a button inside the first would break the tablist's children), so a
 * moved tab keeps its role, and the arrow keys still reach it (the caller opens the popup for it).
 * Measured again when the list's width changes; undone in full.
 */
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { TABS_OVERFLOW as O } from '../../dom-bridge/discovery-constants.ts';

export interface Overflow {
  /** Shows the popup when `tab` sits in it (a keyboard user arrowed onto it), hides it otherwise. */
  reveal(tab: HTMLElement): void;
  /** After a choice in the popup: closes it and puts focus on its button (the chosen tab is hidden now). */
  chosen(tab: HTMLElement): void;
  undo(): void;
}

function sameLine(a: Element, b: Element): boolean {
  return Math.abs(a.getBoundingClientRect().top - b.getBoundingClientRect().top) < 2;
}

/** Builds the "More" control after `list`: a button and its popup list, both empty until needed. */
function moreControl(list: HTMLElement, label: string): { box: HTMLElement; button: HTMLButtonElement; popup: HTMLElement } {
  const box = document.createElement('div');
  box.className = O.viewMore;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = O.button;
  button.textContent = label;
  button.setAttribute('aria-expanded', 'false');
  const popup = document.createElement('ul');
  popup.className = O.popup;
  popup.id = `${list.id || 'wopb-tabs'}-more`;
  popup.setAttribute('role', 'tablist');
  popup.setAttribute('aria-label', label);
  popup.hidden = true;
  button.setAttribute('aria-controls', popup.id);
  box.append(button, popup);
  return { box, button, popup };
}

/** Puts the list's items back in order, then moves the last ones to the popup until the rest and the button fit on one line. */
function layout(
  list: HTMLElement,
  items: HTMLElement[],
  control: ReturnType<typeof moreControl>,
  labels: { more: string; all: string },
): void {
  list.append(...items);
  control.box.remove();
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last || items.length <= O.threshold || sameLine(first, last)) return;
  list.after(control.box);
  let keep = items.length;
  while (keep > 1 && (!sameLine(first, items[keep - 1]!) || !sameLine(first, control.button))) {
    keep -= 1;
    control.popup.prepend(items[keep]!);
  }
  const all = keep <= O.cutoff;
  if (all) control.popup.prepend(...items.slice(0, keep));
  control.button.textContent = all ? labels.all : labels.more;
  control.popup.setAttribute('aria-label', control.button.textContent);
}

export function overflowMenu(list: HTMLElement): Overflow {
  const items = [...list.children].filter((el): el is HTMLElement => el instanceof HTMLElement);
  const labels = { more: list.getAttribute(O.nameAttr) || O.more, all: O.all };
  const control = moreControl(list, labels.more);
  const setOpen = (open: boolean): void => {
    control.popup.hidden = !open;
    control.button.setAttribute('aria-expanded', String(open));
  };
  const relayout = (): void => {
    setOpen(false);
    layout(list, items, control, labels);
  };
  relayout();
  let width = list.parentElement?.clientWidth ?? 0;
  const resize = new ResizeObserver(() => {
    const now = list.parentElement?.clientWidth ?? 0;
    if (now !== width) relayout();
    width = now;
  });
  if (list.parentElement) resize.observe(list.parentElement);
  const undo = undoAll([
    listen(control.button, 'click', () => setOpen(control.popup.hidden)),
    listen(control.box, 'keydown', (event) => {
      if (event.key !== 'Escape' || control.popup.hidden) return;
      setOpen(false);
      control.button.focus();
    }),
    listen(document, 'click', (event) => {
      if (event.target instanceof Node && !control.box.contains(event.target)) setOpen(false);
    }),
  ]);
  return {
    reveal: (tab) => setOpen(control.popup.contains(tab)),
    chosen: (tab) => {
      if (!control.popup.contains(tab)) return;
      setOpen(false);
      control.button.focus();
    },
    undo: () => {
      undo();
      resize.disconnect();
      list.append(...items);
      control.box.remove();
    },
  };
}

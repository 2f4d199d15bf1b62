/**
 * §2/§9 overflow menu over the markup: the bar's items that do not fit move under a 'More' item
 * ('Menu' when every item goes). Widths are read once, in the first ResizeObserver callback that
 * sees the bar laid out (after layout, so the reads force nothing); every resize after that is
 * arithmetic over them (src/chrome/overflow.ts) and DOM moves only: no layout read while resizing.
 */
import { CHROME_CLASSES, OVERFLOW } from '../../dom-bridge/chrome-constants.ts';
import { computeOverflow, type OverflowLayout } from '../../src/chrome/overflow.ts';

function overflowItem(): { item: HTMLLIElement; toggle: HTMLButtonElement; list: HTMLUListElement } {
  const item = document.createElement('li');
  item.className = `menu-item menu-item-has-children ${CHROME_CLASSES.overflowItem}`;
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'menu-overflow-toggle';
  toggle.setAttribute('aria-expanded', 'false');
  toggle.textContent = OVERFLOW.more;
  const list = document.createElement('ul');
  list.className = 'sub-menu';
  item.append(toggle, list);
  return { item, toggle, list };
}

/** Keeps `bar`'s top-level items fitting the width of `nav`; returns the undo (items back in order). */
export function manageOverflow(nav: HTMLElement, bar: HTMLElement): () => void {
  const items = [...bar.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
  const more = overflowItem();
  let widths: number[] | undefined;
  let moreWidth = 0;
  let applied: OverflowLayout | undefined;

  const apply = (layout: OverflowLayout): void => {
    if (applied && applied.visible === layout.visible && applied.entry === layout.entry) return;
    applied = layout;
    for (const [index, item] of items.entries()) {
      if (index < layout.visible) bar.insertBefore(item, more.item);
      else more.list.append(item);
    }
    more.item.hidden = layout.entry === 'none';
    more.toggle.textContent = layout.entry === 'all' ? OVERFLOW.all : OVERFLOW.more;
    // The item above a current link is current too (§2), wherever the overflow put that link.
    more.item.classList.toggle(CHROME_CLASSES.currentAncestor, more.list.querySelector('[aria-current="page"]') !== null);
  };

  const observer = new ResizeObserver((entries) => {
    const available = entries[entries.length - 1]!.contentRect.width;
    if (available === 0) return; // Hidden (the mobile drawer's widths): nothing to measure or fit.
    if (!widths) {
      bar.append(more.item);
      widths = items.map((item) => item.getBoundingClientRect().width);
      moreWidth = more.item.getBoundingClientRect().width;
    }
    apply(computeOverflow({ itemWidths: widths, available, moreWidth, threshold: OVERFLOW.threshold, cutoff: OVERFLOW.cutoff }));
  });
  observer.observe(nav);

  return () => {
    observer.disconnect();
    for (const item of items) bar.insertBefore(item, more.item.isConnected ? more.item : null);
    more.item.remove();
  };
}

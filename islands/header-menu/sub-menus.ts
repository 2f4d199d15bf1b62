/**
 * §2/§9 menus: a sub-menu (or mega-menu) opens with no delay on mouse hover, on keyboard focus and
 * on a tap, and closes 150 ms after the pointer or focus leaves it; Esc closes it at once and puts
 * focus back on its link; a tap outside the menu closes every open one after 350 ms. The opener's
 * `aria-expanded` follows the state. A mega-menu's columns are always shown while it is open.
 */
import { CHROME, CHROME_CLASSES, CHROME_TIMING } from '../../dom-bridge/chrome-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';

const OPENER = ':scope > a, :scope > button';

/** The item whose sub-menu this menu opens and closes (a mega-menu column is not one). */
function parentItemOf(target: EventTarget | null, nav: HTMLElement): HTMLElement | undefined {
  let item = target instanceof Element ? target.closest<HTMLElement>(CHROME.parentItem) : null;
  while (item && nav.contains(item)) {
    if (!item.parentElement?.closest(CHROME.megaMenu)) return item;
    item = item.parentElement.closest<HTMLElement>(CHROME.parentItem);
  }
  return undefined;
}

function openerOf(item: Element): HTMLElement | null {
  return item.querySelector<HTMLElement>(OPENER);
}

function setOpen(item: HTMLElement, open: boolean): void {
  item.classList.toggle(CHROME_CLASSES.open, open);
  openerOf(item)?.setAttribute('aria-expanded', String(open));
}

/** Whether a click on a parent item's link should open it rather than follow the link. */
function clickOpens(opener: Element, lastPointer: string): boolean {
  if (opener instanceof HTMLButtonElement || opener.getAttribute('href') === '#') return true;
  return lastPointer === 'touch' || lastPointer === 'pen' || !window.matchMedia('(hover: hover)').matches;
}

/** Which items of one menu are open, and their pending closes (§9: hide delay 150 ms). */
class OpenItems {
  private readonly closing = new Map<HTMLElement, ReturnType<typeof setTimeout>>();

  constructor(private readonly nav: HTMLElement) {}

  all(): HTMLElement[] {
    return [...this.nav.querySelectorAll<HTMLElement>(`.${CHROME_CLASSES.open}`)];
  }

  private cancelClose(item: HTMLElement): void {
    clearTimeout(this.closing.get(item));
    this.closing.delete(item);
  }

  close(item: HTMLElement): void {
    this.cancelClose(item);
    setOpen(item, false);
    for (const inner of item.querySelectorAll<HTMLElement>(`.${CHROME_CLASSES.open}`)) this.close(inner);
  }

  closeLater(item: HTMLElement, ms: number = CHROME_TIMING.menuHideMs): void {
    if (!this.closing.has(item))
      this.closing.set(
        item,
        setTimeout(() => this.close(item), ms),
      );
  }

  /** Opens `item` and the items above it at once; another branch closes at once (one open path). */
  open(item: HTMLElement): void {
    for (const other of this.all()) if (!other.contains(item)) this.close(other);
    for (let at: HTMLElement | undefined = item; at; at = parentItemOf(at.parentElement, this.nav)) {
      this.cancelClose(at);
      setOpen(at, true);
    }
  }

  /** Closes, after the hide delay, every open item that does not hold `keep`. */
  closeAllBut(keep: Node | null): void {
    for (const item of this.all()) if (!keep || !item.contains(keep)) this.closeLater(item);
  }

  dispose(): void {
    for (const timer of this.closing.values()) clearTimeout(timer);
  }
}

/** Drives every sub-menu of `nav` by delegation (items added later, such as 'More', included). */
export function driveSubMenus(nav: HTMLElement): () => void {
  const items = new OpenItems(nav);
  let tapOutside: ReturnType<typeof setTimeout> | undefined;
  let lastPointer = 'mouse';
  let pressedItem: HTMLElement | undefined;
  let pressedWasOpen = false;
  /** An Esc put focus back on this opener: that focus must not open its item again. */
  let refocused: HTMLElement | null = null;
  /** A press outside is closing the menu after 350 ms: the focus it takes away must not close it sooner. */
  let pressedOutside = false;

  for (const parent of nav.querySelectorAll<HTMLElement>(CHROME.parentItem))
    if (parentItemOf(parent, nav) === parent) setOpen(parent, false);

  const onKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    const focused = document.activeElement;
    const inner = items.all().filter((item) => focused && item.contains(focused));
    const item = inner[inner.length - 1] ?? items.all()[0];
    if (!item) return;
    items.close(item);
    refocused = openerOf(item);
    refocused?.focus();
    refocused = null;
  };
  const onClick = (event: MouseEvent): void => {
    const item = parentItemOf(event.target, nav);
    const opener = item && openerOf(item);
    if (!item || !opener || !(event.target instanceof Node) || !opener.contains(event.target)) return;
    if (!clickOpens(opener, lastPointer)) return;
    // A tap focuses the link (which opens its item) before its click: what counts is the state at the press.
    const isOpen = item === pressedItem ? pressedWasOpen : item.classList.contains(CHROME_CLASSES.open);
    pressedItem = undefined;
    // A tapped link whose sub-menu is open goes on to its page; a button or '#' link toggles.
    if (isOpen && !(opener instanceof HTMLButtonElement) && opener.getAttribute('href') !== '#') return;
    event.preventDefault();
    if (isOpen) items.close(item);
    else items.open(item);
  };
  const onPress = (event: PointerEvent): void => {
    lastPointer = event.pointerType;
    pressedItem = parentItemOf(event.target, nav);
    pressedWasOpen = pressedItem?.classList.contains(CHROME_CLASSES.open) ?? false;
    if (!(event.target instanceof Node) || nav.contains(event.target) || items.all().length === 0) return;
    clearTimeout(tapOutside);
    pressedOutside = true;
    tapOutside = setTimeout(() => {
      pressedOutside = false;
      items.all().forEach((item) => items.close(item));
    }, CHROME_TIMING.tapOutsideCloseMs);
  };

  return undoAll([
    listen(nav, 'pointerover', (event) => {
      const item = event.pointerType === 'mouse' ? parentItemOf(event.target, nav) : undefined;
      if (item) items.open(item);
    }),
    listen(nav, 'pointerout', (event) => {
      if (event.pointerType !== 'mouse') return;
      const to = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      items.closeAllBut(to);
    }),
    listen(nav, 'focusin', (event) => {
      if (event.target === refocused) return;
      const item = parentItemOf(event.target, nav);
      items.closeAllBut(event.target instanceof Node ? event.target : null);
      if (item) items.open(item);
    }),
    listen(nav, 'focusout', (event) => {
      const to = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      if (!pressedOutside && (!to || !nav.contains(to))) items.closeAllBut(to);
    }),
    listen(nav, 'keydown', onKey),
    listen(nav, 'click', onClick),
    listen(document, 'pointerdown', onPress, { capture: true }),
    () => {
      clearTimeout(tapOutside);
      items.dispose();
    },
  ]);
}

/**
 * A language or currency switcher (§2): its button opens a drop-down list of choices, positioned
 * by @floating-ui (fixed, so the collapsed top bar never clips it; flipped and shifted to stay on
 * screen, and kept in place while open). Keyboard: the button opens it (ArrowDown too) with focus on
 * the first choice, arrows, Home and End move, Esc closes with focus back on the button, Tab out
 * closes. The spec does not show what a choice does, so it follows the link it holds (the platform's
 * switchers are links). A click outside closes it. No React.
 */
import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import { CHROME_CLAIMS } from '../../dom-bridge/chrome-claims.ts';
import { CHROME, CHROME_CLASSES } from '../../dom-bridge/chrome-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import type { Unmount } from '../../src/island.ts';

/** Where a key moves focus among `count` choices from `index`, or undefined for another key. */
function moveTo(key: string, index: number, count: number): number | undefined {
  const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: count - 1 };
  const to = moves[key];
  return to === undefined ? undefined : (to + count) % count;
}

export function mount(switcher: HTMLElement): Promise<Unmount> {
  const toggle = switcher.querySelector<HTMLElement>(CHROME_CLAIMS.switcherToggle);
  const list = switcher.querySelector<HTMLElement>(CHROME.switcherList);
  if (!toggle || !list) return Promise.resolve(() => {});
  const choices = (): HTMLElement[] => [...list.querySelectorAll<HTMLElement>('a[href]')];
  let stopFollowing: (() => void) | undefined;

  const place = (): void => {
    void computePosition(toggle, list, {
      strategy: 'fixed',
      placement: 'bottom-end',
      middleware: [offset(4), flip(), shift({ padding: 8 })],
    }).then(({ x, y }) => Object.assign(list.style, { left: `${x}px`, top: `${y}px` }));
  };
  const isOpen = (): boolean => !list.hidden;
  const open = (focusFirst: boolean): void => {
    if (!isOpen()) {
      list.hidden = false;
      switcher.classList.add(CHROME_CLASSES.switcherOpen);
      toggle.setAttribute('aria-expanded', 'true');
      stopFollowing = autoUpdate(toggle, list, place);
    }
    if (focusFirst) choices()[0]?.focus();
  };
  const close = (refocus: boolean): void => {
    if (!isOpen()) return;
    list.hidden = true;
    switcher.classList.remove(CHROME_CLASSES.switcherOpen);
    toggle.setAttribute('aria-expanded', 'false');
    stopFollowing?.();
    stopFollowing = undefined;
    if (refocus) toggle.focus();
  };

  const onClick = (event: MouseEvent): void => {
    if (!(event.target instanceof Node) || !toggle.contains(event.target)) return;
    // A keyboard press (a click with no pointer: detail 0) takes focus into the list.
    if (isOpen()) close(false);
    else open(event.detail === 0);
  };
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && isOpen()) {
      event.preventDefault();
      return close(true);
    }
    const items = choices();
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.target === toggle && event.key === 'ArrowDown') {
      event.preventDefault();
      return open(true);
    }
    const to = index < 0 ? undefined : moveTo(event.key, index, items.length);
    if (to === undefined) return;
    event.preventDefault();
    items[to]?.focus();
  };
  const onOutside = (event: Event): void => {
    if (event.target instanceof Node && !switcher.contains(event.target) && !list.contains(event.target)) close(false);
  };

  return Promise.resolve(
    undoAll([
      listen(switcher, 'click', onClick),
      listen(switcher, 'keydown', onKey),
      listen(document, 'pointerdown', onOutside),
      listen(document, 'focusin', onOutside),
      () => close(false),
    ]),
  );
}

/**
 * §2/§9 sticky header: pinned (fixed at the top) when the shopper scrolls up past the header,
 * unpinned on scrolling down or back at the header's own place; a change takes effect 200 ms
 * after the scroll that asked for it (a change of mind within that time cancels it). The scroll
 * listener is passive and only asks for a frame; the frame reads `scrollY` once and writes a class
 * and the placeholder's height, so scrolling has no long task and no forced layout. The header's
 * size is read in a ResizeObserver callback (after layout), never while scrolling. The centred-logo layout
 * is the stylesheet's: the placeholder keeps the full header's height either way. No React.
 */
import { CHROME, CHROME_CLASSES, CHROME_TIMING } from '../../dom-bridge/chrome-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import type { Unmount } from '../../src/island.ts';

export function mount(header: HTMLElement): Promise<Unmount> {
  const placeholder = header.querySelector<HTMLElement>(CHROME.headerPlaceholder);
  let bottom = 0;
  let height = 0;
  let lastY = window.scrollY;
  let frame = 0;
  let pinned = false;
  let wanted = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const measure = (): void => {
    if (pinned) return; // Pinned, the header is out of the flow: its place is the placeholder's.
    const box = header.getBoundingClientRect();
    height = box.height;
    bottom = box.bottom + window.scrollY;
  };
  const apply = (): void => {
    pinned = wanted;
    header.classList.toggle(CHROME_CLASSES.pinned, pinned);
    if (placeholder) placeholder.style.height = pinned ? `${height}px` : '';
  };
  const decide = (): void => {
    frame = 0;
    const y = window.scrollY;
    if (y === lastY) return;
    const next = y < lastY && y > bottom;
    lastY = y;
    if (next === wanted) return;
    wanted = next;
    clearTimeout(timer);
    timer = next === pinned ? undefined : setTimeout(apply, CHROME_TIMING.stickyToggleMs);
  };
  const onScroll = (): void => {
    if (frame === 0) frame = requestAnimationFrame(decide);
  };
  // Its size is read when it changes (the menu settling, a resize), after layout: free, never while scrolling.
  const observer = new ResizeObserver(measure);
  observer.observe(header);

  return Promise.resolve(
    undoAll([
      listen(window, 'scroll', onScroll, { passive: true }),
      () => {
        observer.disconnect();
        cancelAnimationFrame(frame);
        clearTimeout(timer);
        header.classList.remove(CHROME_CLASSES.pinned);
        if (placeholder) placeholder.style.height = '';
      },
    ]),
  );
}

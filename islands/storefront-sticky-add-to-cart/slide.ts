/**
 * The bar slides in once the trigger (the product summary, `trigger_class`) has scrolled above the
 * top of the screen, and out again when it comes back (sticky-add-to-cart.js), through the classes
 * the stylesheet animates. An IntersectionObserver tells when the trigger crosses that edge, where the
 * theme measured it on every scroll event. Beyond the theme: while out of sight the bar is inert, so
 * Tab and a screen reader no longer reach its button parked above the screen.
 */
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { STICKY_CLASSES } from './selectors.ts';

/**
 * The observed area: the screen and everything below it. The trigger leaves it only across the top
 * edge, so a jump from below the screen to above it (the End key, a link) is a crossing too, which
 * against the screen alone it would not be.
 */
const SCREEN_AND_BELOW = '0px 0px 1000000px 0px';

/** Whether the bar belongs on screen: the trigger's bottom edge is above the top of the viewport. */
export function isPast(triggerBox: { bottom: number }): boolean {
  return triggerBox.bottom < 0;
}

/** Slides the bar in when `past`; out only when it had slid in (a page opening above the trigger shows nothing). */
export function slide(bar: HTMLElement, past: boolean): void {
  if (past === bar.classList.contains(STICKY_CLASSES.slideIn)) return;
  bar.classList.toggle(STICKY_CLASSES.slideIn, past);
  bar.classList.toggle(STICKY_CLASSES.slideOut, !past);
}

/** Keeps `bar` sliding with `trigger`'s place on screen; returns the undo. */
export function slideWithTrigger(bar: HTMLElement, trigger: Element): () => void {
  const shown = (): boolean => bar.classList.contains(STICKY_CLASSES.slideIn);
  // A bar sliding out while it holds focus stays reachable until focus leaves it.
  const syncInert = (focusInside = bar.contains(document.activeElement)): void => {
    bar.inert = !shown() && !focusInside;
  };
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      slide(bar, isPast(entry.boundingClientRect));
      syncInert();
    },
    { rootMargin: SCREEN_AND_BELOW },
  );
  observer.observe(trigger);
  syncInert();
  return undoAll([
    () => observer.disconnect(),
    listen(bar, 'focusout', (event) => syncInert(event.relatedTarget instanceof Node && bar.contains(event.relatedTarget))),
    () => {
      bar.inert = false;
    },
  ]);
}

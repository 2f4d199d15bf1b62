/**
 * The theme's height slide (§9 "Timing and layout": sub-menus 250–300 ms; the top bar's collapse), as
 * a CSS transition on `height`. The caller's state (classes, `aria-expanded`, `hidden`) changes at
 * once in `apply`; only the height follows. One forced layout per slide (the content's height, read
 * after `apply`); the inline height and transition are removed when the transition ends, so the
 * stylesheet owns the final height again (`auto` follows later content and window changes). A slide
 * that cannot run (reduced motion, an element that is not rendered, nothing to move) ends at once;
 * one whose `transitionend` never comes ends on a timer.
 */

export interface Slide {
  /** The height to end at: the element's content (`'content'`), or pixels. */
  to: 'content' | number;
  ms: number;
  /** The state change itself, run at once (before any height is read back). */
  apply: () => void;
  /** Runs when the slide has ended (at once when it cannot run), e.g. to hide a closed sub-menu. */
  done?: () => void;
}

/** Slides in progress, by element: a new slide on the same element takes over from the current height. */
const running = new WeakMap<HTMLElement, { cancel: () => void; finish: () => void }>();

/** §9 honours the shopper's setting: no movement with `prefers-reduced-motion: reduce`. */
function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const px = (value: string): number => parseFloat(value) || 0;

function clearInline(element: HTMLElement): void {
  element.style.removeProperty('height');
  element.style.removeProperty('overflow');
  element.style.removeProperty('transition');
}

/** Changes `element`'s state with `slide.apply` and slides its height to `slide.to`. */
export function slideHeight(element: HTMLElement, slide: Slide): void {
  running.get(element)?.cancel(); // Taken over: the previous slide's `done` no longer applies.
  if (reducedMotion()) {
    slide.apply();
    clearInline(element);
    slide.done?.();
    return;
  }
  // Read before `apply` (the layout is clean then, so the reads are free): where the height starts,
  // mid-way through an earlier slide included, in the units `height` takes for this box.
  const box = getComputedStyle(element);
  const padding = px(box.paddingTop) + px(box.paddingBottom);
  const border = px(box.borderTopWidth) + px(box.borderBottomWidth);
  const borderBox = box.boxSizing === 'border-box';
  const from = element.getBoundingClientRect().height - (borderBox ? 0 : padding + border);
  slide.apply();
  element.style.transition = 'none';
  element.style.overflow = 'hidden';
  element.style.height = `${from}px`;
  // The one forced layout (it also fixes the starting height); scrollHeight counts the padding.
  const content = element.scrollHeight + (borderBox ? border : -padding);
  const to = slide.to === 'content' ? content : slide.to;
  let timer = 0;
  const cancel = (): void => {
    window.clearTimeout(timer);
    element.removeEventListener('transitionend', onEnd);
    running.delete(element);
  };
  const finish = (): void => {
    cancel();
    clearInline(element);
    slide.done?.();
  };
  const onEnd = (event: TransitionEvent): void => {
    if (event.target === element && event.propertyName === 'height') finish();
  };
  if (Math.abs(to - from) < 0.5 || element.getClientRects().length === 0) return finish();
  element.style.transition = `height ${slide.ms}ms ease`;
  element.style.height = `${to}px`;
  element.addEventListener('transitionend', onEnd);
  // No `transitionend` when the element stops being rendered mid-way or the transition is cancelled.
  timer = window.setTimeout(finish, slide.ms + 50);
  running.set(element, { cancel, finish });
}

/** Ends `element`'s slide in progress now, as if its transition had ended (an island's unmount). */
export function settleSlide(element: HTMLElement): void {
  running.get(element)?.finish();
}

/**
 * Autoplay that waits for the shopper: it stops while the pointer or the focus is inside the carousel
 * and while `prefers-reduced-motion` is set, and starts again when none of these holds (WCAG 2.2.2
 * "Pause, Stop, Hide": moving content must not run on while someone reads or operates it).
 */

/** The part of Swiper's autoplay this needs (kept small so tests can stand in for it). */
export interface AutoplayControl {
  autoplay?: { start(): boolean; stop(): boolean; running: boolean };
  params?: { autoplay?: unknown };
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Holds `swiper`'s autoplay while hovered, focused or with reduced motion inside `area`; until the returned
 * undo. `hover: false` for a carousel whose settings turn pausing on hover off (focus and motion still hold it).
 */
export function holdAutoplay(swiper: AutoplayControl, area: HTMLElement, { hover = true } = {}): () => void {
  if (!swiper.autoplay || !swiper.params?.autoplay) return () => {};
  const autoplay = swiper.autoplay;
  const reasons = new Set<string>();
  const apply = (): void => {
    if (reasons.size > 0 && autoplay.running) autoplay.stop();
    else if (reasons.size === 0 && !autoplay.running) autoplay.start();
  };
  const set = (reason: string, on: boolean): void => {
    if (on) reasons.add(reason);
    else reasons.delete(reason);
    apply();
  };
  const motion = typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION) : null;
  if (motion?.matches) set('motion', true);
  const enter = (): void => set('hover', hover);
  const leave = (): void => set('hover', false);
  const focusIn = (): void => set('focus', true);
  const focusOut = (event: FocusEvent): void => {
    if (!(event.relatedTarget instanceof Node) || !area.contains(event.relatedTarget)) set('focus', false);
  };
  const motionChange = (): void => set('motion', Boolean(motion?.matches));
  // Plain listeners, not dom-bridge/listen.ts: that module rides in the money-path chunk, which a content page need not fetch.
  area.addEventListener('pointerenter', enter);
  area.addEventListener('pointerleave', leave);
  area.addEventListener('focusin', focusIn);
  area.addEventListener('focusout', focusOut);
  motion?.addEventListener('change', motionChange);
  return () => {
    area.removeEventListener('pointerenter', enter);
    area.removeEventListener('pointerleave', leave);
    area.removeEventListener('focusin', focusIn);
    area.removeEventListener('focusout', focusOut);
    motion?.removeEventListener('change', motionChange);
  };
}

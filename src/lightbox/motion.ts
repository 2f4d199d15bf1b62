/**
 * The lightbox under `prefers-reduced-motion: reduce` (issue 16 "Keyboard (arrows, Esc), focus returned
 * to the link, prefers-reduced-motion honoured"): no open/close animation, no zoom animation, and a
 * released swipe lands on its slide at once instead of springing there. Read at every open: a shopper
 * may change the setting while the page is open. PhotoSwipe's own check covers only the first two; the
 * fades of its bar, arrows and caption last `showAnimationDuration` / `hideAnimationDuration` (its
 * `--pswp-transition-duration`), which it leaves at 333 ms.
 */
import type PhotoSwipe from 'photoswipe';
import type { PhotoSwipeOptions } from 'photoswipe';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;
}

type MotionOptions = Pick<
  PhotoSwipeOptions,
  'showHideAnimationType' | 'showAnimationDuration' | 'hideAnimationDuration' | 'zoomAnimationDuration'
>;

/** PhotoSwipe's animation options for one open; the platform and the builder never zoom in from the thumbnail. */
export function motionOptions(reduced: boolean): MotionOptions {
  if (!reduced)
    return { showHideAnimationType: 'none', showAnimationDuration: 333, hideAnimationDuration: 333, zoomAnimationDuration: 333 };
  return { showHideAnimationType: 'none', showAnimationDuration: 0, hideAnimationDuration: 0, zoomAnimationDuration: 0 };
}

/** The part of PhotoSwipe's main scroll a swipe's release goes through (`moveIndexBy(diff, animate, velocity)`). */
type MainScroll = Pick<PhotoSwipe['mainScroll'], 'moveIndexBy'>;

/**
 * A swipe still follows the finger (that is the shopper's own movement); its release moves to the slide
 * without PhotoSwipe's spring. There is no option for it: the one call that animates it is wrapped.
 */
export function settleWithoutSpring(scroll: MainScroll): void {
  const move = scroll.moveIndexBy.bind(scroll);
  scroll.moveIndexBy = (diff, _animate, velocityX) => move(diff, false, velocityX);
}

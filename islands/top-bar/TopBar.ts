/**
 * §2/§9 top bar: its toggle expands it to its full height and collapses it back to 26 px, sliding
 * as the theme's does (its state and `aria-expanded` change at once; with reduced motion it does not
 * move). The part that does not show when collapsed is inert then, so keyboard and screen reader
 * users meet only what is visible. No React.
 */
import { CHROME_CLAIMS } from '../../dom-bridge/chrome-claims.ts';
import { CHROME, CHROME_CLASSES, CHROME_TIMING, TOP_BAR_COLLAPSED_PX } from '../../dom-bridge/chrome-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { settleSlide, slideHeight } from '../../dom-bridge/slide-height.ts';
import type { Unmount } from '../../src/island.ts';

export function mount(bar: HTMLElement): Promise<Unmount> {
  const rest = bar.querySelector<HTMLElement>(CHROME.topBarMore);
  const setExpanded = (toggle: Element, expanded: boolean): void => {
    slideHeight(bar, {
      to: expanded ? 'content' : TOP_BAR_COLLAPSED_PX,
      ms: CHROME_TIMING.topBarSlideMs,
      apply: () => {
        // The stylesheet's heights: 26 px collapsed, `auto` expanded.
        bar.classList.toggle(CHROME_CLASSES.topBarExpanded, expanded);
        toggle.setAttribute('aria-expanded', String(expanded));
        if (rest) rest.inert = !expanded;
      },
    });
  };
  const onClick = (event: MouseEvent): void => {
    const toggle = event.target instanceof Element ? event.target.closest(CHROME_CLAIMS.topBarToggle) : null;
    if (!toggle || !bar.contains(toggle)) return;
    setExpanded(toggle, toggle.getAttribute('aria-expanded') !== 'true');
  };
  return Promise.resolve(undoAll([listen(bar, 'click', onClick), () => settleSlide(bar)]));
}

/**
 * §2/§9 top bar: its toggle expands it to its full height and collapses it back to 26 px. The part
 * that does not show when collapsed is inert then, so keyboard and screen reader users meet only
 * what is visible. No React.
 */
import { CHROME_CLAIMS } from '../../dom-bridge/chrome-claims.ts';
import { CHROME, CHROME_CLASSES, TOP_BAR_COLLAPSED_PX } from '../../dom-bridge/chrome-constants.ts';
import { listen } from '../../dom-bridge/listen.ts';
import type { Unmount } from '../../src/island.ts';

export function mount(bar: HTMLElement): Promise<Unmount> {
  const rest = bar.querySelector<HTMLElement>(CHROME.topBarMore);
  const setExpanded = (toggle: Element, expanded: boolean): void => {
    bar.classList.toggle(CHROME_CLASSES.topBarExpanded, expanded);
    bar.style.height = expanded ? 'auto' : `${TOP_BAR_COLLAPSED_PX}px`;
    toggle.setAttribute('aria-expanded', String(expanded));
    if (rest) rest.inert = !expanded;
  };
  const onClick = (event: MouseEvent): void => {
    const toggle = event.target instanceof Element ? event.target.closest(CHROME_CLAIMS.topBarToggle) : null;
    if (!toggle || !bar.contains(toggle)) return;
    setExpanded(toggle, toggle.getAttribute('aria-expanded') !== 'true');
  };
  return Promise.resolve(listen(bar, 'click', onClick));
}

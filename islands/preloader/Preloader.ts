/**
 * §2/§9 preloader: removed 2 s after the page's load event. The island may arrive after load
 * (it hydrates when idle), so the 2 s count from the load event's time, not from the mount.
 */
import { CHROME_TIMING } from '../../dom-bridge/chrome-constants.ts';
import { listen } from '../../dom-bridge/listen.ts';
import type { Unmount } from '../../src/island.ts';

/** When the load event fired, on the performance clock (now, when its time is not known). */
function loadTime(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation && navigation.loadEventStart > 0 ? navigation.loadEventStart : performance.now();
}

export function mount(preloader: HTMLElement): Promise<Unmount> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const removeAfterLoad = (): void => {
    const wait = Math.max(0, loadTime() + CHROME_TIMING.preloaderMs - performance.now());
    timer = setTimeout(() => preloader.remove(), wait);
  };
  let stopWaiting = (): void => {};
  if (document.readyState === 'complete') removeAfterLoad();
  else stopWaiting = listen(window, 'load', removeAfterLoad, { once: true });
  return Promise.resolve(() => {
    stopWaiting();
    clearTimeout(timer);
  });
}

/**
 * The sales notification popup (§4, §7, §9): unless the `sales_notification` cookie says closed,
 * fetches the snippets (REST `sales/v1/notification`) and rotates them (schedule.ts). The snippet
 * sits in a polite status region, so it is announced without taking focus; hover or focus inside
 * pauses it; close stops it and sets `sales_notification=closed` for 1 day. A failed fetch is only
 * logged (§8). A plain controller: the snippets are the server's HTML.
 */
import {
  SALES_NOTIFICATION_CLOSE,
  SALES_NOTIFICATION_CLOSED,
  SALES_NOTIFICATION_COOKIE,
  SALES_NOTIFICATION_COOKIE_DAYS,
  SALES_NOTIFICATION_ITEM,
  SALES_NOTIFICATION_SHOW_CLASS,
} from '../../dom-bridge/notice-constants.ts';
import { readCookie, writeCookie } from '../../dom-bridge/cookies.ts';
import { WOPB_FAILURE_LOG } from '../../dom-bridge/island-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { warn } from '../../dom-bridge/warn.ts';
import { fetchSalesNotifications } from '../../protocol/account.ts';
import { isAbort } from '../../protocol/errors.ts';
import type { Unmount } from '../../src/island.ts';
import { firstDelay, readTiming, startRotation, type Rotation, type RotationView } from './schedule.ts';

const FADING_CLASS = 'fading';

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function itemOf(popup: HTMLElement): HTMLElement {
  let item = popup.querySelector<HTMLElement>(SALES_NOTIFICATION_ITEM);
  if (!item) {
    item = document.createElement('div');
    item.className = SALES_NOTIFICATION_ITEM.slice(1);
    popup.prepend(item);
  }
  item.setAttribute('role', 'status');
  item.setAttribute('aria-live', 'polite');
  return item;
}

function viewOf(popup: HTMLElement, snippets: readonly string[]): RotationView {
  const item = itemOf(popup);
  return {
    show(index) {
      popup.classList.remove(FADING_CLASS);
      popup.classList.add(SALES_NOTIFICATION_SHOW_CLASS);
      item.innerHTML = snippets[index] ?? '';
    },
    fade: () => popup.classList.add(FADING_CLASS),
    hide() {
      popup.classList.remove(SALES_NOTIFICATION_SHOW_CLASS, FADING_CLASS);
      item.textContent = '';
    },
  };
}

/**
 * When the load event fired, on the performance clock, as the navigation's timing reports it; 0 (the
 * navigation's start) where it cannot be read (no navigation timing, or a faked clock behind it).
 */
function loadTime(): number {
  const at = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart ?? 0;
  return at <= performance.now() ? at : 0;
}

/** Starts the rotation with the timing the popup's and the page's marks give, the first snippet 2 s after `loadedAt`. */
function run(popup: HTMLElement, snippets: readonly string[], loadedAt: number): Rotation {
  const classes = [...Array.from(popup.classList), ...Array.from(document.body.classList)];
  // §4 "The first snippet shows 2 s after load": counted from the load event, not from the navigation's start.
  const delay = firstDelay(performance.now() - loadedAt);
  return startRotation(snippets.length, readTiming(classes, reducedMotion()), delay, viewOf(popup, snippets));
}

export function mount(popup: HTMLElement): Promise<Unmount> {
  if (readCookie(SALES_NOTIFICATION_COOKIE) === SALES_NOTIFICATION_CLOSED) {
    popup.hidden = true;
    return Promise.resolve(() => {});
  }
  popup.hidden = false;
  const controller = new AbortController();
  let rotation: Rotation | undefined;
  const onClose = (event: MouseEvent): void => {
    if (!(event.target instanceof Element) || !event.target.closest(SALES_NOTIFICATION_CLOSE)) return;
    event.preventDefault();
    rotation?.stop();
    controller.abort();
    writeCookie(SALES_NOTIFICATION_COOKIE, SALES_NOTIFICATION_CLOSED, SALES_NOTIFICATION_COOKIE_DAYS);
    const hadFocus = popup.contains(document.activeElement);
    popup.hidden = true;
    if (hadFocus) (document.getElementById('content') ?? document.body).focus();
  };
  const pause = (): void => rotation?.pause();
  const resume = (event: Event): void => {
    // Focus moving within the popup, or the pointer leaving while focus stays in it, keeps it paused.
    const related = event instanceof FocusEvent ? event.relatedTarget : null;
    if (related instanceof Node && popup.contains(related)) return;
    if (event.type === 'mouseleave' && popup.contains(document.activeElement)) return;
    rotation?.resume();
  };
  // §4: the count starts at the load event; the island may be live before it (it hydrates at idle).
  const loaded = new Promise<number>((resolve) => {
    if (document.readyState === 'complete') resolve(loadTime());
    else addEventListener('load', () => resolve(performance.now()), { once: true, signal: controller.signal });
  });
  Promise.all([fetchSalesNotifications({ signal: controller.signal }), loaded])
    .then(([snippets, loadedAt]) => {
      if (!controller.signal.aborted) rotation = run(popup, snippets, loadedAt);
    })
    .catch((error: unknown) => {
      if (!isAbort(error)) warn(WOPB_FAILURE_LOG, error);
    });
  const undo = undoAll([
    listen(popup, 'click', onClose),
    listen(popup, 'mouseenter', pause),
    listen(popup, 'mouseleave', resume),
    listen(popup, 'focusin', pause),
    listen(popup, 'focusout', resume),
  ]);
  return Promise.resolve(() => {
    undo();
    controller.abort();
    rotation?.stop();
  });
}

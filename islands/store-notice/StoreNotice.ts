/**
 * The store notice (§4 "Store notice", §9): dismissing it sets the cookie
 * `store_notice{id}` = `hidden` (path /) and hides it; focus moves on to the content so it
 * is not lost with the link. A notice whose cookie already says hidden (a page from a cache
 * that ignored the cookie) hides at once. No React.
 */
import { STORE_NOTICE_DISMISS } from '../../dom-bridge/constants.ts';
import { STORE_NOTICE_COOKIE_PREFIX, STORE_NOTICE_HIDDEN } from '../../dom-bridge/cart-constants.ts';
import { readCookie, writeCookie } from '../../dom-bridge/cookies.ts';
import { listen } from '../../dom-bridge/listen.ts';
import type { Unmount } from '../../src/island.ts';

function hide(notice: HTMLElement): void {
  notice.style.display = 'none';
}

export function mount(notice: HTMLElement): Promise<Unmount> {
  const cookie = `${STORE_NOTICE_COOKIE_PREFIX}${notice.getAttribute('data-notice-id') ?? ''}`;
  if (readCookie(cookie) === STORE_NOTICE_HIDDEN) hide(notice);
  const onClick = (event: MouseEvent): void => {
    const link = event.target instanceof Element ? event.target.closest(STORE_NOTICE_DISMISS) : null;
    if (!link) return;
    event.preventDefault();
    writeCookie(cookie, STORE_NOTICE_HIDDEN);
    const hadFocus = notice.contains(document.activeElement);
    hide(notice);
    if (hadFocus) (document.getElementById('content') ?? document.body).focus();
  };
  return Promise.resolve(listen(notice, 'click', onClick));
}

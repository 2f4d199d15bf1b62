/**
 * The cookie notice (§4, §7): shown unless local storage holds `{theme}_cookie_accepted = yes`.
 * Accept posts admin-ajax `{theme}_cookie_accepted`; only once the server says it worked is the
 * acceptance stored and the notice hidden, never to show again. A failed call (error, offline)
 * leaves the notice and its button as they were, with the §8 text beside the button.
 */
import {
  COOKIE_ACCEPTED_SUFFIX,
  COOKIE_ACCEPTED_VALUE,
  COOKIE_NOTICE_ACCEPT,
  COOKIE_NOTICE_SHOW_CLASS,
} from '../../dom-bridge/account-constants.ts';
import { readShopConfig } from '../../dom-bridge/config.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { readStorage } from '../../dom-bridge/storage.ts';
import { writeStorage } from '../../dom-bridge/storage-write.ts';
import { acceptCookies } from '../../protocol/account.ts';
import { failureText, isAbort, PROTOCOL_MESSAGES } from '../../protocol/errors.ts';
import type { Unmount } from '../../src/island.ts';
import { noteIn } from '../../src/account/note.ts';

function setShown(notice: HTMLElement, shown: boolean): void {
  notice.hidden = !shown;
  notice.classList.toggle(COOKIE_NOTICE_SHOW_CLASS, shown);
}

export function mount(notice: HTMLElement): Promise<Unmount> {
  const key = `${readShopConfig().vendors.theme}${COOKIE_ACCEPTED_SUFFIX}`;
  if (readStorage('localStorage', key) === COOKIE_ACCEPTED_VALUE) {
    setShown(notice, false);
    return Promise.resolve(() => {});
  }
  setShown(notice, true);
  let controller: AbortController | undefined;
  const onClick = (event: MouseEvent): void => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(COOKIE_NOTICE_ACCEPT) : null;
    if (!button) return;
    event.preventDefault();
    controller?.abort();
    controller = new AbortController();
    button.setAttribute('aria-busy', 'true');
    acceptCookies({ signal: controller.signal })
      .then((accepted) => {
        if (!accepted) throw new Error('the server did not accept');
        writeStorage('localStorage', key, COOKIE_ACCEPTED_VALUE);
        const hadFocus = notice.contains(document.activeElement);
        setShown(notice, false);
        if (hadFocus) (document.getElementById('content') ?? document.body).focus();
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) noteIn(notice, failureText(error, PROTOCOL_MESSAGES.unknown_error));
      })
      .finally(() => button.removeAttribute('aria-busy'));
  };
  return Promise.resolve(listen(notice, 'click', onClick));
}

/**
 * The cookie notice (§4, §7): shown unless local storage holds `{theme}_cookie_accepted = yes`, and
 * then never again. Accept hands over to accept.ts (loaded with the press: its call needs the money
 * path's client, too heavy for every page at idle).
 */
import {
  COOKIE_ACCEPTED_SUFFIX,
  COOKIE_ACCEPTED_VALUE,
  COOKIE_NOTICE_ACCEPT,
  COOKIE_NOTICE_SHOW_CLASS,
} from '../../dom-bridge/notice-constants.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { readStorage } from '../../dom-bridge/storage.ts';
import { noteIn } from '../../src/account/note.ts';
import { themeToken } from '../../src/account/theme-token.ts';
import type { Unmount } from '../../src/island.ts';

/**
 * §8's offline sentence (protocol/errors.ts PROTOCOL_MESSAGES.fetch_error, kept equal by a test): not
 * imported, since that module is the HTTP client's chunk (9 KB gz) and this island starts at idle on every page.
 */
export const OFFLINE_TEXT = 'You are probably offline.';

function setShown(notice: HTMLElement, shown: boolean): void {
  notice.hidden = !shown;
  notice.classList.toggle(COOKIE_NOTICE_SHOW_CLASS, shown);
}

export function mount(notice: HTMLElement): Promise<Unmount> {
  const key = `${themeToken()}${COOKIE_ACCEPTED_SUFFIX}`;
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
    const current = (controller = new AbortController());
    button.setAttribute('aria-busy', 'true');
    import('./accept.ts')
      .then((m) => m.accept(notice, key, current.signal))
      // Its code could not load (offline since the page came): say so, as a failed call would.
      .catch(() => noteIn(notice, OFFLINE_TEXT))
      .finally(() => button.removeAttribute('aria-busy'));
  };
  const undo = listen(notice, 'click', onClick);
  return Promise.resolve(() => {
    undo();
    controller?.abort();
  });
}

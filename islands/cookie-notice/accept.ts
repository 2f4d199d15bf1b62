/**
 * The cookie notice's accept call (§4, §7), apart from the notice's own chunk: the call's client is
 * the money path's chunk group (≈15 KB), so it loads with the first press of Accept, not at idle on
 * every page. Only once the server says yes is the acceptance stored and the notice hidden; a failed
 * call leaves it shown and usable, with the §8 text.
 */
import { COOKIE_ACCEPTED_VALUE, COOKIE_NOTICE_SHOW_CLASS } from '../../dom-bridge/notice-constants.ts';
import { writeStorage } from '../../dom-bridge/storage-write.ts';
import { acceptCookies } from '../../protocol/account.ts';
import { failureText, isAbort } from '../../protocol/errors.ts';
import { noteIn } from '../../src/account/note.ts';

/** Sends the acceptance for `notice`, storing it under `key` on success. */
export async function accept(notice: HTMLElement, key: string, signal: AbortSignal): Promise<void> {
  try {
    if (!(await acceptCookies({ signal }))) throw new Error('the server did not accept');
    writeStorage('localStorage', key, COOKIE_ACCEPTED_VALUE);
    const hadFocus = notice.contains(document.activeElement);
    notice.hidden = true;
    notice.classList.remove(COOKIE_NOTICE_SHOW_CLASS);
    if (hadFocus) (document.getElementById('content') ?? document.body).focus();
  } catch (error) {
    if (!isAbort(error)) noteIn(notice, failureText(error));
  }
}

/**
 * The coming-soon footer banner (§4, §6, §7): its dismiss link POSTs the REST address it carries
 * with `{platform}_meta.coming_soon_banner_dismissed = 'yes'` and the REST nonce in X-WP-Nonce; once
 * that request completes the banner is hidden (focus, if it was on the link, moves on to the content).
 * A failed request (refused, offline) leaves the banner and its link, with the §8 text in it.
 */
import { COMING_SOON_DISMISS } from '../../dom-bridge/account-claims.ts';
import { COMING_SOON_REST_URL_ATTR } from '../../dom-bridge/notice-constants.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { dismissComingSoon } from '../../protocol/account.ts';
import { failureText, isAbort } from '../../protocol/errors.ts';
import type { Unmount } from '../../src/island.ts';
import { noteIn } from '../../src/account/note.ts';

export function mount(banner: HTMLElement): Promise<Unmount> {
  let controller: AbortController | undefined;
  const onClick = (event: MouseEvent): void => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>(COMING_SOON_DISMISS) : null;
    const url = link?.getAttribute(COMING_SOON_REST_URL_ATTR);
    if (!link || !url) return;
    event.preventDefault();
    controller?.abort();
    controller = new AbortController();
    link.setAttribute('aria-busy', 'true');
    dismissComingSoon(url, { signal: controller.signal })
      .then(() => {
        const hadFocus = banner.contains(document.activeElement);
        banner.hidden = true;
        if (hadFocus) (document.getElementById('content') ?? document.body).focus();
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) noteIn(banner, failureText(error));
      })
      .finally(() => link.removeAttribute('aria-busy'));
  };
  return Promise.resolve(listen(banner, 'click', onClick));
}

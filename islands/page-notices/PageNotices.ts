/**
 * §4 Other: a notice with role alert receives focus after 500 ms (the shared helper in
 * dom-bridge/announce.ts, which the cart and checkout use too); only the page's first one, so
 * several notices do not pull focus in turn.
 */
import { focusNotice } from '../../dom-bridge/announce.ts';
import { PAGE_ALERTS } from '../../dom-bridge/form-claims.ts';
import type { Unmount } from '../../src/island.ts';

export function mount(notice: HTMLElement): Promise<Unmount> {
  if (document.querySelector(PAGE_ALERTS) !== notice) return Promise.resolve(() => {});
  return Promise.resolve(focusNotice(notice));
}

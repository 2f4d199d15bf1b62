/**
 * What pages need from the cart work (issue 4): the per-visitor regions a committed
 * fixture page gets swapped in (body marks, store notice, the cart config globals),
 * and whether this request's store notice cookie says it was dismissed.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { bodyTag, cartScriptsRegion, storeNoticeRegion } from '../render/cart-regions.ts';
import { STORE_NOTICE_COOKIE } from '../render/store-notice.ts';
import type { PageSpec, VisitorState } from '../views.ts';

/** The cart's visitor regions of a page: [name, renderer]. */
export function cartRegions(spec: PageSpec): Array<[string, (visitor: VisitorState) => string]> {
  return [
    ['body cart marks', (visitor) => bodyTag(spec, visitor)],
    ['store notice', storeNoticeRegion],
    ['cart config globals', (visitor) => cartScriptsRegion(spec, visitor)],
  ];
}

/** §9: the notice stays hidden once its cookie `store_notice{id}` is `hidden`. */
export function storeNoticeHidden(c: Context): boolean {
  return getCookie(c, STORE_NOTICE_COOKIE) === 'hidden';
}

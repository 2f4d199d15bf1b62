/**
 * The platform's store notice (`woocommerce_demo_store()`): a site-wide banner with a
 * dismiss link, identified by the md5 of its text. Dismissing it sets the cookie
 * `store_notice{id}` = `hidden` (path /, §9).
 *
 * The platform prints it with `display:none` and shows it from script after reading that
 * cookie. This server reads the same cookie from the page request and prints the notice
 * shown or hidden, so the page is right before any script runs and no script is needed
 * until the shopper dismisses it.
 */
import { escAttr } from '../formatting/escape.ts';
import { createHash } from 'node:crypto';

export const STORE_NOTICE_TEXT = 'Free shipping on physical orders of $100 or more. Presets download instantly after checkout.';

/** The notice id: md5 of its text, as the platform derives it. */
export const STORE_NOTICE_ID = createHash('md5').update(STORE_NOTICE_TEXT).digest('hex');

/** The cookie that hides it once dismissed. */
export const STORE_NOTICE_COOKIE = `store_notice${STORE_NOTICE_ID}`;

export function storeNotice(hidden: boolean): string {
  return (
    `<p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="${escAttr(STORE_NOTICE_ID)}"${hidden ? ' style="display:none;"' : ''}>` +
    `${escAttr(STORE_NOTICE_TEXT)} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>\n`
  );
}

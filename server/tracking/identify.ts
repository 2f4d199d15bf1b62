/**
 * The marketing add-on's identify action (`admin-ajax.php?action={marketing}_identify&email=…&_wpnonce=…`,
 * captured in woocommerce-9.9-addons/omnisend_identify-*.txt): an empty 200 when the nonce holds,
 * check_ajax_referer()'s 403 `-1` when it does not. Every call is recorded for the tests.
 */
import type { Context } from 'hono';
import { wpDie } from '../http.ts';
import { createNonce, verifyNonce } from '../nonce.ts';
import { readSessionId } from '../session.ts';
import type { Shop } from '../shop.ts';
import { IDENTIFY_NONCE_ACTION } from '../render/tracking-snippets.ts';
import { recorder, trackingRun } from './recorder.ts';

/** The identify nonce for the visitor `sessionId` (printed in the page's tracking settings). */
export function identifyNonce(shop: Shop, sessionId: string | null): string {
  return createNonce(shop.store.secret(), IDENTIFY_NONCE_ACTION, sessionId ?? '');
}

export function marketingIdentify(c: Context, shop: Shop): Response {
  const query = c.req.query();
  const run = trackingRun(c);
  const valid = verifyNonce(shop.store.secret(), IDENTIFY_NONCE_ACTION, readSessionId(c, shop.store) ?? '', query._wpnonce);
  if (run) {
    const { email = '', contact_id: contactId } = query;
    recorder.add(run, {
      kind: 'identify',
      page: c.req.header('referer') ?? '',
      command: { method: c.req.method, email, contactId: contactId ?? null, accept: c.req.header('accept') ?? '', valid },
    });
  }
  return valid ? wpDie(c, '') : wpDie(c, '-1', 403);
}

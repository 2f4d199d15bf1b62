/**
 * Nonces: deterministic per (action, visitor session, server secret), 10 hex
 * characters like WordPress's. A visitor without a session uses the empty
 * session id, as WordPress does for logged-out users. Unlike WordPress they do
 * not expire with a time tick, so static fixture pages stay reproducible.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The secret the generated fixture pages are printed with; the server swaps in the visitor's own. */
export const FIXTURE_SECRET = 'shop-islands-fixtures';

export function createNonce(secret: string, action: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`${action}|${sessionId}`).digest('hex').slice(0, 10);
}

export function verifyNonce(secret: string, action: string, sessionId: string, nonce: string | null | undefined): boolean {
  if (!nonce) return false;
  const expected = Buffer.from(createNonce(secret, action, sessionId));
  const given = Buffer.from(nonce);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

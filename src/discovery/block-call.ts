/**
 * How every ProductX block call fails (§8): a stale nonce (ProductX's empty 200) is met once
 * with a fresh nonce and a retry; any other failure keeps §8's console line, clears the
 * loading state (the caller's `finally`) and shows the shopper a short retry message next to
 * the control — the add-on shows nothing, leaving a shopper to wonder why the click did nothing.
 */
import { BLOCK_FAILURE_TEXT, DISCOVERY_CLASSES } from '../../dom-bridge/discovery-constants.ts';
import { setWopbNonce } from '../../dom-bridge/wopb-nonce.ts';
import { warn } from '../../dom-bridge/warn.ts';
import { isAbort } from '../../protocol/errors.ts';
import { freshWopbNonce, StaleNonce } from '../../protocol/wopb-listing.ts';

/** Runs `request`; on a stale nonce fetches a fresh one (written to the page's config) and runs it once more. */
export async function withFreshNonce<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof StaleNonce)) throw error;
    setWopbNonce(await freshWopbNonce());
    return request();
  }
}

/** The retry message after `anchor` (made once per anchor); `null` text removes it. */
export function showRetry(anchor: Element, text: string | null): void {
  const next = anchor.nextElementSibling;
  const existing = next?.classList.contains(DISCOVERY_CLASSES.retry) ? next : null;
  if (text === null) {
    existing?.remove();
    return;
  }
  const message = existing ?? document.createElement('p');
  message.className = DISCOVERY_CLASSES.retry;
  message.setAttribute('role', 'status');
  message.textContent = text;
  if (!existing) anchor.after(message);
}

/** Reports a failed call (an abort is no failure: a newer call took its place). Returns whether it was one. */
export function reportFailure(anchor: Element, error: unknown): boolean {
  if (isAbort(error)) return false;
  warn(BLOCK_FAILURE_TEXT, error);
  showRetry(anchor, BLOCK_FAILURE_TEXT);
  return true;
}

/** Parses server HTML into nodes (never executed: a template's content is inert). */
export function parseHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

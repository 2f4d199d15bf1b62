/**
 * The drawer's dialog mechanics beyond the shared ones (dom-bridge/focus-trap.ts: Tab kept inside,
 * the page inert while it is open): where focus goes back when it closes.
 */

/** Focuses `preferred` if it is still on the page, else `fallback`. */
export function focusBack(preferred: HTMLElement | null, fallback: HTMLElement | null): void {
  const target = preferred?.isConnected && !preferred.closest('[inert]') ? preferred : fallback;
  target?.focus();
}

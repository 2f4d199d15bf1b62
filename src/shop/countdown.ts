/**
 * One cart reservation, one remaining time, one format: the cart page's reservation bar
 * (§4 "Cart reservation timer") and the cart drawer's countdown (§4 "Cart countdown") both
 * count to the end of ProductX's reservation and say the time left the same way (§9). Pure.
 *
 * Where the spec is silent, the choices made here:
 * - a part second left rounds up, so the last second reads "00m 01s" until it is over;
 * - minutes past 59 carry into hours ("01h 30m 00s", never "90m 00s"), as §9's units imply;
 * - a start in the future (the server's clock ahead of the shopper's) leaves the full length,
 *   never more;
 * - the cookie may hold seconds as well as milliseconds.
 */

const MINUTE_MS = 60_000;

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * §9: days, hours, minutes and seconds, zero-padded, with the units d/h/m/s; days and hours
 * only when non-zero. 3 723 000 ms → "01h 02m 03s"; 65 000 → "01m 05s".
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [days > 0 ? `${pad(days)}d` : '', hours > 0 ? `${pad(hours)}h` : '', `${pad(minutes)}m`, `${pad(seconds)}s`]
    .filter(Boolean)
    .join(' ');
}

/**
 * §4: when the running reservation started, from the `wopb_cart_reserved_timer` cookie, in epoch
 * milliseconds; null when none runs (missing, 0 after an earlier expiry, or unreadable).
 */
export function reservationStart(cookie: string): number | null {
  const value = Number(cookie);
  if (!Number.isFinite(value) || value <= 0) return null;
  return value < 1e12 ? value * 1000 : value;
}

/** Milliseconds left at `nowMs` of a countdown of `minutes` that started at `startMs`: between 0 and its length. */
export function remainingMs(startMs: number, minutes: number, nowMs: number): number {
  const lengthMs = Math.max(0, minutes) * MINUTE_MS;
  return Math.min(lengthMs, Math.max(0, startMs + lengthMs - nowMs));
}

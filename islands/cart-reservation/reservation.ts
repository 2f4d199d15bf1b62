/**
 * ProductX's cart reservation (§4 "Cart reservation timer", §9): the reservation started at
 * the time in the `wopb_cart_reserved_timer` cookie and lasts the bar's expiry minutes. Pure.
 */

export interface ReservationState {
  remainingMs: number;
  expired: boolean;
  /** "mm:ss" (minutes are not capped at 59). */
  text: string;
}

/**
 * The cookie's start time in epoch milliseconds; null when there is none running (missing,
 * 0 after an earlier expiry, or unreadable). A value in seconds is accepted too.
 */
export function reservationStart(cookie: string): number | null {
  const value = Number(cookie);
  if (!Number.isFinite(value) || value <= 0) return null;
  return value < 1e12 ? value * 1000 : value;
}

export function reservationState(startMs: number, expiryMinutes: number, nowMs: number): ReservationState {
  const remainingMs = Math.max(0, startMs + expiryMinutes * 60_000 - nowMs);
  const seconds = Math.ceil(remainingMs / 1000);
  const text = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return { remainingMs, expired: remainingMs === 0, text };
}

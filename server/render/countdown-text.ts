/**
 * How the shop prints a countdown's full length before script ticks it: §9's format (units
 * d/h/m/s, zero-padded, days and hours only when non-zero), the same the client ticks in.
 * The backend stands in for WordPress and never imports client code, so it spells it itself.
 */

const pad = (n: number): string => String(n).padStart(2, '0');

/** A whole number of minutes: 15 → "15m 00s", 90 → "01h 30m 00s". */
export function countdownText(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return [days > 0 ? `${pad(days)}d` : '', hours > 0 ? `${pad(hours)}h` : '', `${pad(minutes % 60)}m`, '00s'].filter(Boolean).join(' ');
}

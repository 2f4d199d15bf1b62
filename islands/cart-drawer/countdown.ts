/**
 * The cart countdown (§3 settings, §4 "Cart countdown", §9 format): pure functions,
 * so the ticking component only asks "what does it say now?".
 */

export interface CountdownSettings {
  /** Length in minutes. */
  minutes: number;
  /** Restart at zero instead of showing the expired message. */
  loop: boolean;
  /** The text around the time; `{timer}` is replaced (the whole text is the time when absent). */
  formatter: string;
  expiredMessage: string;
}

export interface CountdownState {
  /** What the countdown says. */
  text: string;
  /** Milliseconds left (0 once expired or for an empty cart). */
  remainingMs: number;
  expired: boolean;
}

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
  return [days > 0 ? `${pad(days)}d` : '', hours > 0 ? `${pad(hours)}h` : '', `${pad(minutes)}m`, `${pad(seconds)}s`].filter(Boolean).join(' ');
}

function say(settings: CountdownSettings, ms: number): string {
  const timer = formatCountdown(ms);
  return settings.formatter.includes('{timer}') ? settings.formatter.replace('{timer}', timer) : timer;
}

/**
 * The countdown `elapsedMs` after it started: counting down from the configured minutes; at
 * zero the expired message, or — with loop — the next round. An empty cart shows zero (§4).
 */
export function countdownState(settings: CountdownSettings, elapsedMs: number, cartEmpty: boolean): CountdownState {
  const lengthMs = Math.max(0, settings.minutes) * 60_000;
  if (cartEmpty || lengthMs === 0) return { text: say(settings, 0), remainingMs: 0, expired: false };
  const elapsed = Math.max(0, elapsedMs);
  if (elapsed >= lengthMs && !settings.loop) return { text: settings.expiredMessage, remainingMs: 0, expired: true };
  const remainingMs = lengthMs - (elapsed % lengthMs);
  return { text: say(settings, remainingMs), remainingMs, expired: false };
}

/** The settings printed on `.cart-countdown` (data-length, data-loop, data-formatter, data-expired_message). */
export function readCountdownSettings(el: Element): CountdownSettings | null {
  const minutes = Number(el.getAttribute('data-length'));
  if (!Number.isFinite(minutes) || minutes <= 0) return null;
  const loop = ['yes', '1', 'true', 'on'].includes((el.getAttribute('data-loop') ?? '').toLowerCase());
  return {
    minutes,
    loop,
    formatter: el.getAttribute('data-formatter') ?? '{timer}',
    expiredMessage: el.getAttribute('data-expired_message') ?? '',
  };
}

/**
 * The cart countdown (§3 settings, §4 "Cart countdown"): pure functions, so the ticking
 * view (countdown-view.ts) only asks "what does it say now?". The time left and its §9 format are the
 * shared reservation countdown's (src/shop/countdown.ts), so the drawer and the cart page's
 * reservation bar say the same.
 */
import { formatCountdown, remainingMs } from '../../src/shop/countdown.ts';

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

function say(settings: CountdownSettings, ms: number): string {
  const timer = formatCountdown(ms);
  return settings.formatter.includes('{timer}') ? settings.formatter.replace('{timer}', timer) : timer;
}

/**
 * The countdown at `nowMs` for a start at `startMs`: counting down from the configured minutes; at
 * zero the expired message, or — with loop — the next round. An empty cart shows zero (§4).
 */
export function countdownState(settings: CountdownSettings, startMs: number, nowMs: number, cartEmpty: boolean): CountdownState {
  const lengthMs = Math.max(0, settings.minutes) * 60_000;
  if (cartEmpty || lengthMs === 0) return { text: say(settings, 0), remainingMs: 0, expired: false };
  // With loop, each finished round starts the next where it ended.
  const rounds = settings.loop ? Math.floor(Math.max(0, nowMs - startMs) / lengthMs) : 0;
  const left = remainingMs(startMs + rounds * lengthMs, settings.minutes, nowMs);
  if (left === 0) return { text: settings.expiredMessage, remainingMs: 0, expired: true };
  return { text: say(settings, left), remainingMs: left, expired: false };
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

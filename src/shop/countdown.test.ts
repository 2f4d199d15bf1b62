import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingMs, reservationStart } from './countdown.ts';

describe('§9 countdown format', () => {
  it('pads every unit to two digits with d/h/m/s; days and hours only when non-zero', () => {
    expect(formatCountdown(893_000)).toBe('14m 53s');
    expect(formatCountdown(65_000)).toBe('01m 05s');
    expect(formatCountdown(3_723_000)).toBe('01h 02m 03s');
    expect(formatCountdown(90_061_000)).toBe('01d 01h 01m 01s');
    expect(formatCountdown(86_400_000 + 5 * 60_000)).toBe('01d 05m 00s');
    expect(formatCountdown(0)).toBe('00m 00s');
    expect(formatCountdown(-5)).toBe('00m 00s');
  });

  it('carries minutes past 59 into hours', () => {
    expect(formatCountdown(90 * 60_000)).toBe('01h 30m 00s');
  });

  it('rounds a part second up, so the last second shows 1 until it is over', () => {
    expect(formatCountdown(500)).toBe('00m 01s');
    expect(formatCountdown(59_001)).toBe('01m 00s');
  });
});

describe('§4 the reservation’s start, from the wopb_cart_reserved_timer cookie', () => {
  it('is the cookie’s time in milliseconds; seconds are accepted', () => {
    expect(reservationStart('1779400000000')).toBe(1779400000000);
    expect(reservationStart('1779400000')).toBe(1779400000000);
  });

  it('is none for a missing cookie, 0 (an earlier reservation ran out) or junk', () => {
    expect(reservationStart('0')).toBeNull();
    expect(reservationStart('')).toBeNull();
    expect(reservationStart('abc')).toBeNull();
    expect(reservationStart('-5')).toBeNull();
  });
});

describe('time left of a countdown', () => {
  const start = 1_000_000;

  it('is the length at the start, counts down, and stops at zero', () => {
    expect(remainingMs(start, 15, start)).toBe(900_000);
    expect(remainingMs(start, 15, start + 7_000)).toBe(893_000);
    expect(remainingMs(start, 15, start + 900_000)).toBe(0);
    expect(remainingMs(start, 15, start + 5_000_000)).toBe(0);
  });

  it('never exceeds the length when the start lies ahead of the clock', () => {
    expect(remainingMs(start, 15, start - 60_000)).toBe(900_000);
  });

  it('is zero for a length of zero or less', () => {
    expect(remainingMs(start, 0, start)).toBe(0);
    expect(remainingMs(start, -3, start)).toBe(0);
  });
});

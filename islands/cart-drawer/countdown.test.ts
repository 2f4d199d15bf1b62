import { describe, expect, it } from 'vitest';
import { countdownState, formatCountdown, readCountdownSettings, type CountdownSettings } from './countdown.ts';

const settings: CountdownSettings = { minutes: 10, loop: false, formatter: 'Reserved for {timer}', expiredMessage: 'Time is up.' };

describe('§9 countdown format', () => {
  it('pads every unit to two digits with d/h/m/s; days and hours only when non-zero', () => {
    expect(formatCountdown(65_000)).toBe('01m 05s');
    expect(formatCountdown(3_723_000)).toBe('01h 02m 03s');
    expect(formatCountdown(90_061_000)).toBe('01d 01h 01m 01s');
    expect(formatCountdown(86_400_000 + 5 * 60_000)).toBe('01d 05m 00s');
    expect(formatCountdown(0)).toBe('00m 00s');
    expect(formatCountdown(-5)).toBe('00m 00s');
  });

  it('rounds a part second up, so the last second shows 1 until it is over', () => {
    expect(formatCountdown(500)).toBe('00m 01s');
  });
});

describe('§4 cart countdown', () => {
  it('counts down from the configured minutes inside the formatter', () => {
    expect(countdownState(settings, 0, false)).toEqual({ text: 'Reserved for 10m 00s', remainingMs: 600_000, expired: false });
    expect(countdownState(settings, 61_000, false).text).toBe('Reserved for 08m 59s');
  });

  it('shows the expired message at zero, or starts over with loop', () => {
    expect(countdownState(settings, 600_000, false)).toEqual({ text: 'Time is up.', remainingMs: 0, expired: true });
    expect(countdownState({ ...settings, loop: true }, 600_000, false).text).toBe('Reserved for 10m 00s');
    expect(countdownState({ ...settings, loop: true }, 601_000, false).text).toBe('Reserved for 09m 59s');
  });

  it('shows zero for an empty cart', () => {
    expect(countdownState(settings, 5_000, true)).toEqual({ text: 'Reserved for 00m 00s', remainingMs: 0, expired: false });
  });

  it('is the time alone without a {timer} in the formatter', () => {
    expect(countdownState({ ...settings, formatter: '' }, 0, false).text).toBe('10m 00s');
  });
});

describe('countdown settings from the markup', () => {
  it('reads length, loop, formatter and expired message; refuses a missing length', () => {
    const el = document.createElement('div');
    el.innerHTML = '<div data-length="5" data-loop="yes" data-formatter="{timer} left" data-expired_message="Gone"></div>';
    expect(readCountdownSettings(el.firstElementChild!)).toEqual({ minutes: 5, loop: true, formatter: '{timer} left', expiredMessage: 'Gone' });
    expect(readCountdownSettings(document.createElement('div'))).toBeNull();
  });
});

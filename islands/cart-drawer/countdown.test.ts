import { describe, expect, it } from 'vitest';
import { countdownState, readCountdownSettings, type CountdownSettings } from './countdown.ts';

const settings: CountdownSettings = { minutes: 10, loop: false, formatter: 'Reserved for {timer}', expiredMessage: 'Time is up.' };
const start = 5_000_000;

describe('§4 cart countdown', () => {
  it('counts down from the configured minutes inside the formatter, in the §9 format', () => {
    expect(countdownState(settings, start, start, false)).toEqual({ text: 'Reserved for 10m 00s', remainingMs: 600_000, expired: false });
    expect(countdownState(settings, start, start + 61_000, false).text).toBe('Reserved for 08m 59s');
  });

  it('counts to the end of a reservation that started earlier', () => {
    expect(countdownState({ ...settings, minutes: 15 }, start - 7_000, start, false).text).toBe('Reserved for 14m 53s');
  });

  it('shows the expired message at zero, or starts over with loop', () => {
    expect(countdownState(settings, start, start + 600_000, false)).toEqual({ text: 'Time is up.', remainingMs: 0, expired: true });
    expect(countdownState({ ...settings, loop: true }, start, start + 600_000, false).text).toBe('Reserved for 10m 00s');
    expect(countdownState({ ...settings, loop: true }, start, start + 601_000, false).text).toBe('Reserved for 09m 59s');
    expect(countdownState({ ...settings, loop: true }, start, start + 1_801_000, false).text).toBe('Reserved for 09m 59s');
  });

  it('shows zero for an empty cart', () => {
    expect(countdownState(settings, start, start + 5_000, true)).toEqual({ text: 'Reserved for 00m 00s', remainingMs: 0, expired: false });
  });

  it('is the time alone without a {timer} in the formatter', () => {
    expect(countdownState({ ...settings, formatter: '' }, start, start, false).text).toBe('10m 00s');
  });
});

describe('countdown settings from the markup', () => {
  it('reads length, loop, formatter and expired message; refuses a missing length', () => {
    const el = document.createElement('div');
    el.innerHTML = '<div data-length="5" data-loop="yes" data-formatter="{timer} left" data-expired_message="Gone"></div>';
    expect(readCountdownSettings(el.firstElementChild!)).toEqual({
      minutes: 5,
      loop: true,
      formatter: '{timer} left',
      expiredMessage: 'Gone',
    });
    expect(readCountdownSettings(document.createElement('div'))).toBeNull();
  });
});

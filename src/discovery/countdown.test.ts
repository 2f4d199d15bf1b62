import { describe, expect, it } from 'vitest';
import { countdownParts, twoDigits } from './countdown.ts';

const END = Date.UTC(2030, 0, 1);

describe('deal countdown', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    expect(countdownParts(END, END - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(END, END - 999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
  it('shows zeros for a deal already past', () => {
    expect(countdownParts(END, END + 60_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
  it('prints two digits', () => {
    expect([7, 12, 0, 123].map(twoDigits)).toEqual(['07', '12', '00', '123']);
  });
});

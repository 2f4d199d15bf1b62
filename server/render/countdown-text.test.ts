// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCountdown } from '../../src/shop/countdown.ts';
import { countdownText } from './countdown-text.ts';

describe('a countdown’s full length as the server prints it', () => {
  it('is §9’s format, the one the client ticks in', () => {
    for (const minutes of [1, 10, 15, 59, 60, 90, 1440, 1500]) expect(countdownText(minutes)).toBe(formatCountdown(minutes * 60_000));
    expect(countdownText(15)).toBe('15m 00s');
    expect(countdownText(90)).toBe('01h 30m 00s');
  });
});

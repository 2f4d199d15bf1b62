import { describe, expect, it } from 'vitest';
import { readBreakpoints, SPEC_BREAKPOINTS } from './builder-config.ts';
import { deviceMode, type Breakpoint } from './device-mode.ts';

/** The capture's `responsive` block (§9): mobile ≤ 767 and tablet ≤ 1024 enabled, the rest disabled. */
const CAPTURED = {
  breakpoints: {
    mobile: { value: 767, direction: 'max', is_enabled: true },
    mobile_extra: { value: 880, direction: 'max', is_enabled: false },
    tablet: { value: 1024, direction: 'max', is_enabled: true },
    tablet_extra: { value: 1200, direction: 'max', is_enabled: false },
    laptop: { value: 1366, direction: 'max', is_enabled: false },
    widescreen: { value: 2400, direction: 'min', is_enabled: false },
  },
};

describe('deviceMode', () => {
  it.each([
    [320, 'mobile'],
    [390, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [800, 'tablet'],
    [880, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [1280, 'desktop'],
    [2600, 'desktop'],
  ])('maps %i px to %s with the captured breakpoints (disabled ones ignored)', (width, mode) => {
    expect(deviceMode(width, readBreakpoints(CAPTURED))).toBe(mode);
  });

  it('uses every enabled breakpoint, the smallest that holds the width first, widescreen from its minimum', () => {
    const all: Breakpoint[] = SPEC_BREAKPOINTS.map((b) => ({ ...b, enabled: true }));
    expect(deviceMode(800, all)).toBe('mobile_extra');
    expect(deviceMode(1100, all)).toBe('tablet_extra');
    expect(deviceMode(1300, all)).toBe('laptop');
    expect(deviceMode(2000, all)).toBe('desktop');
    expect(deviceMode(2400, all)).toBe('widescreen');
  });

  it('reads configured values, and falls back to the spec’s breakpoints when the page prints none', () => {
    const custom = {
      breakpoints: { mobile: { value: 600, direction: 'max', is_enabled: true }, tablet: { value: 900, is_enabled: true } },
    };
    expect(deviceMode(700, readBreakpoints(custom))).toBe('tablet');
    expect(deviceMode(950, readBreakpoints(custom))).toBe('desktop');
    expect(readBreakpoints(undefined)).toBe(SPEC_BREAKPOINTS);
    expect(readBreakpoints({ breakpoints: { mobile: 'x' } })).toBe(SPEC_BREAKPOINTS);
  });
});

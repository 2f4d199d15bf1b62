import { afterEach, describe, expect, it, vi } from 'vitest';
import { motionOptions, prefersReducedMotion, settleWithoutSpring } from './motion.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the lightbox under prefers-reduced-motion', () => {
  it('opens, closes and zooms without animation when the shopper asks for reduced motion', () => {
    expect(motionOptions(true)).toEqual({
      showHideAnimationType: 'none',
      showAnimationDuration: 0,
      hideAnimationDuration: 0,
      zoomAnimationDuration: 0,
    });
  });

  it('keeps PhotoSwipe’s zoom animation otherwise (and never zooms in from the thumbnail)', () => {
    expect(motionOptions(false)).toMatchObject({ showHideAnimationType: 'none', zoomAnimationDuration: 333 });
  });

  it('reads the media query each time it is asked', () => {
    let matches = true;
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' && matches }));
    expect(prefersReducedMotion()).toBe(true);
    matches = false;
    expect(prefersReducedMotion()).toBe(false);
  });

  it('lands a released swipe on its slide at once, keeping the direction and the speed', () => {
    const calls: unknown[][] = [];
    const scroll = {
      moveIndexBy(diff: number, animate?: boolean, velocityX?: number): boolean {
        calls.push([diff, animate, velocityX]);
        return true;
      },
    };
    settleWithoutSpring(scroll);
    expect(scroll.moveIndexBy(1, true, -0.8)).toBe(true);
    scroll.moveIndexBy(-1, true);
    expect(calls).toEqual([
      [1, false, -0.8],
      [-1, false, undefined],
    ]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAutoplay } from './autoplay-hold.ts';

function fakeSwiper() {
  const autoplay = { running: true, start: vi.fn(() => (autoplay.running = true)), stop: vi.fn(() => !(autoplay.running = false)) };
  return { autoplay, params: { autoplay: { delay: 3000 } } };
}

function reducedMotion(matches: boolean): { fire(next: boolean): void } {
  const listeners = new Set<() => void>();
  const list = {
    matches,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    fire(next) {
      list.matches = next;
      for (const fn of listeners) fn();
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('autoplay held for the shopper (WCAG 2.2.2)', () => {
  it('stops while hovered or focused, starts again when neither holds', () => {
    reducedMotion(false);
    const swiper = fakeSwiper();
    const area = document.createElement('div');
    const inside = document.createElement('button');
    area.append(inside);
    document.body.append(area);
    const undo = holdAutoplay(swiper, area);
    area.dispatchEvent(new Event('pointerenter'));
    expect(swiper.autoplay.running).toBe(false);
    area.dispatchEvent(new FocusEvent('focusin'));
    area.dispatchEvent(new Event('pointerleave'));
    expect(swiper.autoplay.running).toBe(false);
    area.dispatchEvent(new FocusEvent('focusout', { relatedTarget: inside }));
    expect(swiper.autoplay.running).toBe(false);
    area.dispatchEvent(new FocusEvent('focusout', { relatedTarget: null }));
    expect(swiper.autoplay.running).toBe(true);
    undo();
    area.dispatchEvent(new Event('pointerenter'));
    expect(swiper.autoplay.running).toBe(true);
  });

  it('does not run with prefers-reduced-motion, and follows a change of the setting', () => {
    const media = reducedMotion(true);
    const swiper = fakeSwiper();
    holdAutoplay(swiper, document.createElement('div'));
    expect(swiper.autoplay.running).toBe(false);
    media.fire(false);
    expect(swiper.autoplay.running).toBe(true);
  });

  it('leaves hover alone when the carousel’s settings say so (focus still holds)', () => {
    reducedMotion(false);
    const swiper = fakeSwiper();
    const area = document.createElement('div');
    holdAutoplay(swiper, area, { hover: false });
    area.dispatchEvent(new Event('pointerenter'));
    expect(swiper.autoplay.running).toBe(true);
    area.dispatchEvent(new FocusEvent('focusin'));
    expect(swiper.autoplay.running).toBe(false);
  });

  it('does nothing for a carousel without autoplay', () => {
    const swiper = { ...fakeSwiper(), params: {} };
    holdAutoplay(swiper, document.createElement('div'));
    expect(swiper.autoplay.start).not.toHaveBeenCalled();
  });
});

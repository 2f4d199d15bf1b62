import { describe, expect, it, vi } from 'vitest';
import type { Swiper } from 'swiper/types';
import { fitVerticalHeight, trackHeights } from './heights.ts';
import { trackStates } from './states.ts';

type Handler = () => void;

/** A stand-in Swiper over slides of the given heights (happy-dom lays nothing out: each slide reports its own). */
function fakeSwiper(heights: number[], params: Record<string, unknown> = {}) {
  document.body.innerHTML = `<div class="swiper"><div class="swiper-wrapper">${heights
    .map((h, i) => `<div class="swiper-slide swiper-slide-visible" data-h="${h}"><div class="inner">${i + 1}</div></div>`)
    .join('')}</div></div>`;
  const el = document.querySelector<HTMLElement>('.swiper')!;
  const slides = [...el.querySelectorAll<HTMLElement>('.swiper-slide')];
  for (const slide of slides) {
    const h = Number(slide.dataset.h);
    slide.getBoundingClientRect = () => ({ height: h, width: 100, left: 0, right: 100 }) as DOMRect;
    Object.defineProperty(slide.firstElementChild, 'offsetHeight', { configurable: true, value: h - 10 });
  }
  const handlers = new Map<string, Handler[]>();
  const swiper = {
    el,
    slides,
    activeIndex: 0,
    params: { slidesPerView: 1, spaceBetween: 0, ...params },
    snapGrid: [0, 1],
    wrapperEl: el.firstElementChild as HTMLElement,
    update: vi.fn(),
    on: (name: string, handler: Handler) => handlers.set(name, [...(handlers.get(name) ?? []), handler]),
    off: (name: string, handler: Handler) =>
      handlers.set(
        name,
        (handlers.get(name) ?? []).filter((h) => h !== handler),
      ),
    emit: (name: string) => {
      for (const handler of handlers.get(name) ?? []) handler();
    },
  };
  return { swiper, asSwiper: swiper as unknown as Swiper, slides };
}

describe('verticalAutoHeight', () => {
  it('sizes a vertical carousel to the shown slide: every slide as tall, the carousel as tall as the slides in view and their gaps', () => {
    const { asSwiper, swiper, slides } = fakeSwiper([120, 200, 80], { slidesPerView: 2, spaceBetween: 10 });
    fitVerticalHeight(asSwiper);
    expect(swiper.el.style.height).toBe('250px');
    expect(slides.map((s) => s.style.height)).toEqual(['120px', '120px', '120px']);
    expect(swiper.update).toHaveBeenCalledOnce();
  });

  it('follows the shown slide after a change and on resize; unmount takes the heights off', () => {
    const { asSwiper, swiper, slides } = fakeSwiper([120, 200, 80]);
    const undo = trackHeights(asSwiper, { verticalAutoHeight: true, centeredHighlight: '' });
    expect(swiper.el.style.height).toBe('120px');
    swiper.activeIndex = 1;
    swiper.emit('transitionEnd');
    expect(swiper.el.style.height).toBe('200px');
    swiper.activeIndex = 2;
    swiper.emit('resize');
    expect(swiper.el.style.height).toBe('80px');
    undo();
    expect(swiper.el.style.height).toBe('');
    expect(slides.map((s) => s.style.height)).toEqual(['', '', '']);
    swiper.activeIndex = 0;
    swiper.emit('transitionEnd');
    expect(swiper.el.style.height).toBe('');
  });

  it('a fit that makes Swiper end a transition does not fit again inside itself', () => {
    const { asSwiper, swiper } = fakeSwiper([120, 200]);
    trackHeights(asSwiper, { verticalAutoHeight: true, centeredHighlight: '' });
    swiper.update.mockClear();
    swiper.update.mockImplementation(() => swiper.emit('transitionEnd'));
    swiper.emit('transitionEnd');
    expect(swiper.update).toHaveBeenCalledOnce();
  });

  it('leaves the carousel alone when the block does not ask', () => {
    const { asSwiper, swiper } = fakeSwiper([120, 200]);
    trackHeights(asSwiper, { verticalAutoHeight: false, centeredHighlight: '' });
    swiper.emit('transitionEnd');
    expect(swiper.el.style.height).toBe('');
    expect(swiper.update).not.toHaveBeenCalled();
  });
});

describe("centeredHightlight 'scale'", () => {
  it('keeps each slide’s content height in --placeholder-height, again on resize; unmount takes it off', () => {
    const { asSwiper, swiper, slides } = fakeSwiper([120, 200]);
    const undo = trackHeights(asSwiper, { verticalAutoHeight: false, centeredHighlight: 'scale' });
    expect(slides.map((s) => s.style.getPropertyValue('--placeholder-height'))).toEqual(['110px', '190px']);
    Object.defineProperty(slides[0]!.firstElementChild, 'offsetHeight', { configurable: true, value: 60 });
    swiper.emit('resize');
    expect(slides[0]!.style.getPropertyValue('--placeholder-height')).toBe('60px');
    undo();
    expect(slides.map((s) => s.style.getPropertyValue('--placeholder-height'))).toEqual(['', '']);
  });

  it('sets nothing for another highlight', () => {
    const { asSwiper, slides } = fakeSwiper([120]);
    trackHeights(asSwiper, { verticalAutoHeight: false, centeredHighlight: 'opacity' });
    expect(slides[0]!.style.getPropertyValue('--placeholder-height')).toBe('');
  });
});

describe('layerTransition', () => {
  const classesAfterAChange = (layerTransition: boolean): string[] => {
    const { asSwiper, swiper, slides } = fakeSwiper([120, 120]);
    const block = document.createElement('div');
    trackStates(asSwiper, block, { centered: false, layerTransition });
    const atStart = [...slides[0]!.classList];
    swiper.emit('slideChangeTransitionStart');
    swiper.emit('slideChangeTransitionEnd');
    return [...atStart, '|', ...slides[0]!.classList];
  };

  it('on: the shown slides are animated at the start and get the Ken Burns state after a change', () => {
    expect(classesAfterAChange(true)).toEqual([
      'swiper-slide',
      'swiper-slide-visible',
      'animated',
      'minimog-slide-active',
      '|',
      'swiper-slide',
      'swiper-slide-visible',
      'minimog-slide-active',
      'animated',
      'swiper-ken-burn-active',
    ]);
  });

  it('turned off by the block: the slides’ layers never get the animated or Ken Burns state', () => {
    const classes = classesAfterAChange(false);
    expect(classes).not.toContain('animated');
    expect(classes).not.toContain('swiper-ken-burn-active');
    expect(classes).toContain('minimog-slide-active');
  });
});

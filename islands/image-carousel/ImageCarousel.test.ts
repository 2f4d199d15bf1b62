import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const made: Array<{ options: Record<string, unknown>; destroy: ReturnType<typeof vi.fn> }> = [];

vi.mock('../../src/carousel/swiper.ts', () => ({
  swiperStyles: () => Promise.resolve(),
  contentCarouselStyles: () => Promise.resolve(),
  Swiper: class {
    params: Record<string, unknown>;
    autoplay = { running: true, start: vi.fn(), stop: vi.fn() };
    destroy = vi.fn();
    constructor(_el: HTMLElement, options: Record<string, unknown>) {
      this.params = options;
      made.push({ options, destroy: this.destroy });
    }
  },
}));
vi.mock('../../src/carousel/modules.ts', () => ({
  A11y: 'A11y',
  Autoplay: 'Autoplay',
  Navigation: 'Navigation',
  Pagination: 'Pagination',
}));
vi.mock('../../src/carousel/extra-modules.ts', () => ({ EffectFade: 'EffectFade' }));

const { mount } = await import('./ImageCarousel.ts');

function widget(settings: string, slides = 4): HTMLElement {
  const items = Array.from({ length: slides }, (_, i) => `<div class="swiper-slide"><img alt="${i}" src="x.svg"></div>`).join('');
  document.body.innerHTML =
    `<div class="elementor-widget-image-carousel" data-settings='${settings}'><div class="elementor-widget-container">` +
    `<div class="elementor-image-carousel-wrapper swiper"><div class="elementor-image-carousel swiper-wrapper">${items}</div>` +
    '<div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0"></div>' +
    '<div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0"></div></div></div></div>';
  return document.querySelector('.elementor-widget-image-carousel') as HTMLElement;
}

beforeEach(() => {
  made.length = 0;
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => vi.unstubAllGlobals());

describe("the builder's image carousel island", () => {
  it('adds the dots the server left out, drives the server’s arrows, and puts everything back on unmount', async () => {
    const root = widget('{"slides_to_show":"3","navigation":"both","autoplay":"yes","autoplay_speed":5000,"infinite":"yes","speed":500}');
    const before = root.outerHTML;
    const unmount = await mount(root);
    const options = made[0]?.options as {
      navigation: { prevEl: Element };
      pagination: { el: Element; bulletElement: string };
      autoplay: unknown;
    };
    expect(options).toMatchObject({ loop: true, speed: 500, autoplay: { delay: 5000, disableOnInteraction: false } });
    expect(options.navigation.prevEl.classList.contains('elementor-swiper-button-prev')).toBe(true);
    expect(options.pagination.bulletElement).toBe('button');
    expect(root.querySelector('.swiper-pagination')).toBe(options.pagination.el);
    unmount();
    expect(made[0]?.destroy).toHaveBeenCalled();
    expect(root.outerHTML).toBe(before);
  });

  it('arrows only: no dots; unreadable settings: the builder’s defaults', async () => {
    await mount(widget('{"navigation":"arrows"}'));
    expect(made[0]?.options.pagination).toBeUndefined();
    expect(document.querySelector('.swiper-pagination')).toBeNull();
    made.length = 0;
    await mount(widget('{broken'));
    expect(made[0]?.options).toMatchObject({
      speed: 300,
      slidesPerView: 1,
      breakpoints: { 768: { slidesPerView: 2 }, 1025: { slidesPerView: 3 } },
    });
  });

  it('leaves a carousel of one slide alone, as the builder does', async () => {
    await mount(widget('{}', 1));
    expect(made).toHaveLength(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface Made {
  el: HTMLElement;
  options: Record<string, unknown>;
  destroy: ReturnType<typeof vi.fn>;
}
const made: Made[] = [];

vi.mock('../../src/carousel/swiper.ts', () => ({
  swiperStyles: () => Promise.resolve(),
  contentCarouselStyles: () => Promise.resolve(),
  Swiper: class {
    el: HTMLElement;
    params: Record<string, unknown>;
    slides: HTMLElement[];
    snapGrid = [0, 1, 2];
    isLocked = false;
    wrapperEl: HTMLElement;
    autoplay = { running: true, start: vi.fn(), stop: vi.fn() };
    destroy = vi.fn();
    on = vi.fn();
    off = vi.fn();
    slideNext = vi.fn();
    slidePrev = vi.fn();
    constructor(el: HTMLElement, options: Record<string, unknown>) {
      this.el = el;
      this.params = options;
      this.wrapperEl = el.querySelector('.swiper-wrapper') as HTMLElement;
      this.slides = [...this.wrapperEl.children] as HTMLElement[];
      made.push({ el, options, destroy: this.destroy });
    }
  },
}));
vi.mock('../../src/carousel/modules.ts', () => ({
  A11y: 'A11y',
  Autoplay: 'Autoplay',
  Navigation: 'Navigation',
  Pagination: 'Pagination',
}));
vi.mock('../../src/carousel/extra-modules.ts', () => ({
  EffectFade: 'EffectFade',
  FreeMode: 'FreeMode',
  Grid: 'Grid',
  Mousewheel: 'Mousewheel',
}));

const { mount } = await import('./ThemeCarousel.ts');

function block(classes: string, data: string): HTMLElement {
  document.body.innerHTML =
    `<div class="tm-swiper ${classes}" ${data}><div class="swiper-inner"><div class="swiper-container"><div class="swiper-wrapper">` +
    '<div class="swiper-slide">1</div><div class="swiper-slide">2</div><div class="swiper-slide">3</div></div></div></div></div>';
  return document.querySelector('.tm-swiper') as HTMLElement;
}

beforeEach(() => {
  made.length = 0;
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => vi.unstubAllGlobals());

describe('theme carousel island', () => {
  it('starts Swiper on the container with the block’s settings, its arrows and its pagination style; unmount puts the markup back', async () => {
    const root = block(
      'pagination-style-04',
      'data-lg-items="2" data-items-mobile="1" data-nav="1" data-pagination="1" data-pagination-text="Look" data-speed="700"',
    );
    const before = root.outerHTML;
    const unmount = await mount(root);
    const options = made[0]?.options ?? {};
    expect(made[0]?.el.classList.contains('swiper-container')).toBe(true);
    expect(options).toMatchObject({
      speed: 700,
      slidesPerView: 1,
      watchOverflow: true,
      modules: ['Navigation', 'Pagination', 'Autoplay', 'A11y'],
    });
    expect(Object.keys(options.breakpoints as object)).toEqual(['361', '576', '768', '992', '1200', '1600']);
    expect([...root.querySelectorAll('.swiper-nav-button')].map((b) => b.textContent)).toEqual(['Prev', 'Next']);
    expect(root.querySelectorAll('.swiper-alt-arrow-button')).toHaveLength(2);
    const pagination = options.pagination as { type: string; renderCustom: (s: unknown, c: number, t: number) => string };
    expect(pagination.type).toBe('custom');
    expect(pagination.renderCustom(null, 2, 3)).toContain('Look');
    expect(root.querySelector('.swiper-slide')?.classList.contains('animated')).toBe(false);
    unmount();
    expect(made[0]?.destroy).toHaveBeenCalled();
    expect(root.outerHTML).toBe(before);
  });

  it('uses the builder’s breakpoints when the page prints its config', async () => {
    vi.stubGlobal('elementorFrontendConfig', {
      responsive: { breakpoints: { mobile: { value: 767, is_enabled: true }, tablet: { value: 1024, is_enabled: true } } },
    });
    await mount(block('', 'data-lg-items="3"'));
    expect(Object.keys(made[0]?.options.breakpoints as object)).toEqual(['768', '1025']);
  });

  it('loads the rarer modules only for a block that asks (fade)', async () => {
    await mount(block('', 'data-lg-items="1" data-effect="fade" data-fade-effect="custom"'));
    expect(made[0]?.options).toMatchObject({ effect: 'fade', fadeEffect: { crossFade: false } });
    expect(made[0]?.options.modules).toContain('EffectFade');
  });

  it('uses the external navigation named by id (style-02 fraction with its text)', async () => {
    const root = block('', 'data-lg-items="1" data-nav="1" data-custom-nav="nav"');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="nav" class="style-02" data-text="Preset"><div class="slider-prev-btn"></div><div class="pagination-wrapper"></div><div class="slider-next-btn"></div></div>',
    );
    await mount(root);
    const options = made[0]?.options as {
      navigation: { prevEl: Element };
      pagination: { el: Element; renderCustom: (s: unknown, c: number, t: number) => string };
    };
    expect(options.navigation.prevEl.className).toBe('slider-prev-btn');
    expect(options.pagination.el.className).toBe('pagination-wrapper');
    expect(options.pagination.renderCustom(null, 1, 5)).toContain('Preset');
    expect(root.querySelectorAll('.swiper-nav-button')).toHaveLength(0);
  });

  it('§9: slide-to-clicked sets a drag ratio of 0.2; autoplay never stops on interaction; a product carousel autoplays every 3 s at 500 ms', async () => {
    await mount(block('', 'data-lg-items="3" data-slide-to-clicked-slide="1" data-autoplay="5000"'));
    expect(made[0]?.options).toMatchObject({
      slideToClickedSlide: true,
      touchRatio: 0.2,
      autoplay: { delay: 5000, disableOnInteraction: false },
    });
    made.length = 0;
    await mount(block('minimog-product', 'data-lg-items="2"'));
    expect(made[0]?.options).toMatchObject({ speed: 500, autoplay: { delay: 3000, disableOnInteraction: false } });
  });
});

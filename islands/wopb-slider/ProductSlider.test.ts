import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const made: Array<{ options: Record<string, unknown>; destroy: ReturnType<typeof vi.fn> }> = [];
const instances: Array<{ autoplay: { running: boolean } }> = [];
vi.mock('swiper', () => ({
  default: class {
    autoplay = { running: true, start: vi.fn(() => (this.autoplay.running = true)), stop: vi.fn(() => !(this.autoplay.running = false)) };
    destroy = vi.fn();
    params: Record<string, unknown>;
    constructor(_el: Element, options: Record<string, unknown>) {
      this.params = options;
      made.push({ options, destroy: this.destroy });
      instances.push(this);
    }
  },
}));
vi.mock('swiper/modules', () => ({ A11y: 'A11y', Autoplay: 'Autoplay', Navigation: 'Navigation', Pagination: 'Pagination' }));
vi.mock('swiper/css?url', () => ({ default: '/swiper.css' }));
vi.mock('../../dom-bridge/stylesheet.ts', () => ({ loadStylesheet: () => Promise.resolve() }));

const { mount } = await import('./ProductSlider.ts');

function slider(): HTMLElement {
  document.body.innerHTML =
    '<div class="wopb-block-wrapper"><div class="wopb-product-blocks-slide" data-slidestoshow=\'{"lg":3,"sm":2,"xs":1}\' data-autoplay="true" data-slidespeed="">' +
    '<div class="wopb-block-item">a</div><div class="wopb-block-item">b</div></div><div class="wopb-slick-nav"><span>Previous</span></div></div>';
  return document.querySelector('.wopb-product-blocks-slide') as HTMLElement;
}

beforeEach(() => {
  made.length = 0;
  instances.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('product slider', () => {
  it('starts Swiper with the add-on’s settings: breakpoints 992 and 768, speed 500, autoplay 3000 ms held on hover', async () => {
    const root = slider();
    Object.defineProperty(root, 'clientWidth', { value: 900 });
    await mount(root);
    const options = made[0]?.options ?? {};
    expect(options.speed).toBe(500);
    expect(Object.keys(options.breakpoints as object)).toEqual(['768', '992']);
    expect(options.autoplay).toMatchObject({ delay: 3000, disableOnInteraction: false });
    root.parentElement?.dispatchEvent(new Event('pointerenter'));
    expect(instances[0]?.autoplay.running).toBe(false);
    root.parentElement?.dispatchEvent(new Event('pointerleave'));
    expect(instances[0]?.autoplay.running).toBe(true);
    expect(options.modules).toEqual(['Navigation', 'Pagination', 'Autoplay', 'A11y']);
    expect([...document.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual(['Previous slide', 'Next slide']);
    expect(root.querySelectorAll('.swiper-wrapper > .swiper-slide')).toHaveLength(2);
  });

  it('tries again once after 10 s when it could not start (no width), and undoes everything on unmount', async () => {
    const root = slider();
    const unmount = await mount(root);
    expect(made).toHaveLength(1);
    expect(made[0]?.destroy).toHaveBeenCalled();
    vi.advanceTimersByTime(9999);
    expect(made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(made).toHaveLength(2);
    vi.advanceTimersByTime(20_000);
    expect(made).toHaveLength(2);
    unmount();
    expect(root.querySelector('.swiper-wrapper')).toBeNull();
    expect(root.querySelectorAll(':scope > .wopb-block-item')).toHaveLength(2);
    expect(document.querySelectorAll('button')).toHaveLength(0);
  });
});

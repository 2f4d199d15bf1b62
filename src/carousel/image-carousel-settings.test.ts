import { describe, expect, it } from 'vitest';
import { activeBreakpoints, readImageCarouselSettings } from './image-carousel-settings.ts';

describe("the builder's image carousel settings", () => {
  it('slides to show / scroll per breakpoint (mobile ≤ 767, tablet ≤ 1024): base mobile, then tablet, then desktop', () => {
    const s = readImageCarouselSettings({
      slides_to_show: '4',
      slides_to_show_tablet: '3',
      slides_to_scroll: '2',
      slides_to_scroll_mobile: '1',
    });
    expect(s.slidesPerView).toBe(1);
    expect(s.breakpoints).toEqual({ 768: { slidesPerView: 3, slidesPerGroup: 1 }, 1025: { slidesPerView: 4, slidesPerGroup: 2 } });
  });

  const cases: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
    [
      'defaults: 3 slides, tablet 2, mobile 1, arrows and dots, slider speed 300, no autoplay',
      {},
      { slidesPerView: 1, arrows: true, dots: true, speed: 300, autoplay: 0, loop: false },
    ],
    ['arrows only', { navigation: 'arrows' }, { arrows: true, dots: false }],
    ['dots only', { navigation: 'dots' }, { arrows: false, dots: true }],
    ['none', { navigation: 'none' }, { arrows: false, dots: false }],
    ['autoplay with its speed', { autoplay: 'yes', autoplay_speed: 5000 }, { autoplay: 5000 }],
    ['autoplay without a speed: the slider default 3000', { autoplay: 'yes' }, { autoplay: 3000 }],
    [
      'pause on hover and on interaction',
      { pause_on_hover: 'yes', pause_on_interaction: 'yes' },
      { pauseOnHover: true, stopOnInteraction: true },
    ],
    ['infinite loop', { infinite: 'yes' }, { loop: true }],
    ['transition speed', { speed: 800 }, { speed: 800 }],
    ['fade only with one slide shown', { slides_to_show: '1', effect: 'fade' }, { effect: 'fade' }],
    ['no fade with several slides shown', { slides_to_show: '3', effect: 'fade' }, { effect: 'slide' }],
    ['spacing', { image_spacing_custom: { unit: 'px', size: 12 } }, { spaceBetween: 12 }],
  ];
  for (const [name, settings, expected] of cases) {
    it(name, () => expect(readImageCarouselSettings(settings)).toMatchObject(expected));
  }

  it('reads the enabled max breakpoints of the page config, narrowest first', () => {
    const responsive = {
      breakpoints: {
        tablet: { value: 1024, direction: 'max', is_enabled: true },
        mobile: { value: 767, direction: 'max', is_enabled: true },
        laptop: { value: 1366, direction: 'max', is_enabled: false },
        widescreen: { value: 2400, direction: 'min', is_enabled: true },
      },
    };
    expect(activeBreakpoints(responsive)).toEqual([
      { name: 'mobile', value: 767 },
      { name: 'tablet', value: 1024 },
    ]);
    expect(activeBreakpoints(undefined)).toHaveLength(2);
  });
});

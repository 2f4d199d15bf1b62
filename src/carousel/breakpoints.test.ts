import { describe, expect, it } from 'vitest';
import { THEME_BREAKPOINTS } from '../../dom-bridge/carousel-constants.ts';
import { builderBreakpoints, carouselBreakpoints, swiperBreakpoints } from './breakpoints.ts';
import { readThemeSettings } from './theme-settings.ts';

const bp = (value: number, enabled: boolean, direction = 'max') => ({ value, is_enabled: enabled, direction });
/** The captured builder config: mobile ≤ 767 and tablet ≤ 1024 enabled, the others defined but disabled. */
const CAPTURED = {
  breakpoints: {
    mobile: bp(767, true),
    mobile_extra: bp(880, false),
    tablet: bp(1024, true),
    tablet_extra: bp(1200, false),
    laptop: bp(1366, false),
    widescreen: bp(2400, false, 'min'),
  },
};

describe('§9 breakpoints', () => {
  const cases: Array<[string, unknown, Array<[number, string]>]> = [
    [
      'the captured builder config: tablet from 768, desktop from 1025',
      CAPTURED,
      [
        [768, 'tablet'],
        [1025, 'desktop'],
      ],
    ],
    [
      'every builder breakpoint enabled',
      {
        breakpoints: {
          ...CAPTURED.breakpoints,
          mobile_extra: bp(880, true),
          tablet_extra: bp(1200, true),
          laptop: bp(1366, true),
          widescreen: bp(2400, true, 'min'),
        },
      },
      [
        [768, 'mobile_extra'],
        [881, 'tablet'],
        [1025, 'tablet_extra'],
        [1201, 'laptop'],
        [1367, 'desktop'],
        [2400, 'widescreen'],
      ],
    ],
    ['no builder config: none', undefined, []],
  ];
  for (const [name, responsive, expected] of cases) {
    it(name, () => expect(builderBreakpoints(responsive) ?? []).toEqual(expected));
  }

  it("the theme's own (361, 576, 768, 992, 1200, 1600) without a builder config", () => {
    expect(carouselBreakpoints({})).toBe(THEME_BREAKPOINTS);
    expect(THEME_BREAKPOINTS.map(([width]) => width)).toEqual([361, 576, 768, 992, 1200, 1600]);
    expect(carouselBreakpoints({ responsive: CAPTURED })).toEqual([
      [768, 'tablet'],
      [1025, 'desktop'],
    ]);
  });

  it('gives Swiper each width with its device’s sizes (mobile’s are the base, below 361)', () => {
    const settings = readThemeSettings({ itemsDesktop: '4', itemsTablet: '2', itemsMobile: '1', gutterDesktop: '30', gutterMobile: '10' });
    expect(swiperBreakpoints(settings, THEME_BREAKPOINTS)).toEqual({
      361: { slidesPerView: 2, slidesPerGroup: 2, spaceBetween: 30 },
      576: { slidesPerView: 2, slidesPerGroup: 2, spaceBetween: 30 },
      768: { slidesPerView: 4, slidesPerGroup: 4, spaceBetween: 30 },
      992: { slidesPerView: 4, slidesPerGroup: 4, spaceBetween: 30 },
      1200: { slidesPerView: 4, slidesPerGroup: 4, spaceBetween: 30 },
      1600: { slidesPerView: 4, slidesPerGroup: 4, spaceBetween: 30 },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { groupSize, perView, readThemeSettings } from './theme-settings.ts';

describe('§5 items per view: each device falls back to the wider one', () => {
  const cases: Array<[string, Record<string, string>, Record<string, number | 'auto'>]> = [
    ['nothing set: 1 everywhere', {}, { desktop: 1, widescreen: 1, laptop: 1, tablet_extra: 1, tablet: 1, mobile_extra: 1, mobile: 1 }],
    [
      'desktop only',
      { itemsDesktop: '4' },
      { desktop: 4, widescreen: 4, laptop: 4, tablet_extra: 4, tablet: 4, mobile_extra: 4, mobile: 4 },
    ],
    ['the theme template’s data-lg-items is the desktop count', { lgItems: '3' }, { desktop: 3, mobile: 3 }],
    [
      'laptop → tablet_extra → tablet → mobile_extra → mobile',
      { itemsDesktop: '5', itemsLaptop: '4', itemsTablet: '2' },
      { widescreen: 5, laptop: 4, tablet_extra: 4, tablet: 2, mobile_extra: 2, mobile: 2 },
    ],
    ['widescreen does not feed laptop', { itemsDesktop: '3', itemsWideScreen: '6' }, { widescreen: 6, laptop: 3 }],
    ['mobile_extra → mobile', { itemsDesktop: '3', itemsMobileExtra: '2', itemsMobile: '' }, { mobile_extra: 2, mobile: 2 }],
    ["'auto-fixed' is auto", { itemsDesktop: 'auto-fixed' }, { desktop: 'auto', mobile: 'auto' }],
    ['fractions kept (peeking slides)', { itemsDesktop: '3', itemsMobile: '1.5' }, { mobile: 1.5 }],
  ];
  for (const [name, data, expected] of cases) {
    it(name, () => {
      expect(readThemeSettings(data).items).toMatchObject(expected);
    });
  }
});

describe('§5 group size', () => {
  const cases: Array<[string, string | undefined, number, number | 'auto', number]> = [
    ['absent: inherited', undefined, 2, 4, 2],
    ['absent: inherited, capped at the items per view', undefined, 4, 2, 2],
    ["'inherit': the items per view", 'inherit', 1, 3, 3],
    ['set: itself', '2', 1, 3, 2],
    ['set above the items per view: capped', '5', 1, 3, 3],
    ['auto items per view: 1', '3', 3, 'auto', 1],
  ];
  for (const [name, value, inherited, items, expected] of cases) {
    it(name, () => expect(groupSize(value, inherited, items)).toBe(expected));
  }

  it('falls back device by device like the items', () => {
    const { group } = readThemeSettings({ itemsDesktop: '4', itemsGroupDesktop: '2', itemsTablet: '1' });
    expect(group).toMatchObject({ desktop: 2, widescreen: 2, laptop: 2, tablet_extra: 2, tablet: 1, mobile: 1 });
    expect(readThemeSettings({ itemsDesktop: '3' }).group.desktop).toBe(3);
  });
});

describe('§5 gutter, speed, fade; §9 product carousel', () => {
  const cases: Array<[string, Record<string, string>, boolean, Record<string, unknown>]> = [
    ['gutter defaults to 0', {}, false, { gutter: expect.objectContaining({ desktop: 0, mobile: 0 }) }],
    [
      'gutter falls back (data-lg-gutter too)',
      { lgGutter: '30', gutterTablet: '10' },
      false,
      { gutter: expect.objectContaining({ laptop: 30, tablet: 10, mobile: 10 }) },
    ],
    ['gutter is an integer', { gutterDesktop: '12.7' }, false, { gutter: expect.objectContaining({ desktop: 12 }) }],
    ['speed defaults to 500', {}, false, { speed: 500 }],
    ['speed from the block', { speed: '800' }, false, { speed: 800 }],
    ['fade cross-fades by default', { effect: 'fade' }, false, { effect: 'fade', crossFade: true }],
    ["fade with fadeEffect 'custom' does not", { effect: 'fade', fadeEffect: 'custom' }, false, { crossFade: false }],
    ['no autoplay by default', {}, false, { autoplay: 0 }],
    ['autoplay is the delay', { autoplay: '4000' }, false, { autoplay: 4000 }],
    ['a product carousel autoplays every 3 s at speed 500', { autoplay: '' }, true, { autoplay: 3000, speed: 500 }],
    [
      'flags as jQuery reads them',
      { loop: '1', centered: '0', nav: 'true', pagination: 'false' },
      false,
      { loop: true, centered: false, nav: true, pagination: false },
    ],
    ['simulate touch on unless turned off', { simulateTouch: '0' }, false, { simulateTouch: false }],
    ['pagination type defaults to bullets', {}, false, { paginationType: 'bullets' }],
    ['layer transition kept when the block does not print it (§4 states)', {}, false, { layerTransition: true }],
    ['layer transition turned off by the block', { layerTransition: '0' }, false, { layerTransition: false }],
    ['layer transition on', { layerTransition: '1' }, false, { layerTransition: true }],
    ['vertical auto height only for a vertical carousel', { verticalAutoHeight: '1' }, false, { verticalAutoHeight: false }],
    ['vertical auto height', { vertical: '1', verticalAutoHeight: '1' }, false, { vertical: true, verticalAutoHeight: true }],
    ["the theme's spelling of the centered highlight", { centeredHightlight: 'scale' }, false, { centeredHighlight: 'scale' }],
  ];
  for (const [name, data, product, expected] of cases) {
    it(name, () => expect(readThemeSettings(data, product)).toMatchObject(expected));
  }

  it('perView ignores what is not a positive number', () => {
    expect(perView('abc', 2)).toBe(2);
    expect(perView('0', 2)).toBe(2);
  });
});

/**
 * Swiper's options for one theme carousel (§3 settings with §5 fallbacks, §9 numbers): sizes per
 * breakpoint, effect, loop, autoplay that does not stop on interaction, the arrows, the pagination
 * style's rendering, slide-to-clicked with a drag ratio of 0.2, and the a11y texts.
 */
import type { SwiperOptions } from 'swiper/types';
import { CAROUSEL_TIMING } from '../../dom-bridge/carousel-constants.ts';
import { A11Y_OPTIONS } from '../../src/carousel/a11y.ts';
import { swiperBreakpoints, type BreakpointMap } from '../../src/carousel/breakpoints.ts';
import { bulletHtml, fractionHtml, showsFraction } from '../../src/carousel/pagination.ts';
import type { ThemeCarouselSettings } from '../../src/carousel/theme-settings.ts';
import type { Controls } from './controls.ts';

type Pagination = Exclude<SwiperOptions['pagination'], boolean | undefined>;

/** The pagination of the block's style, or of the custom navigation's (style-02 fraction, 03/04 bullets). */
function pagination(el: HTMLElement, settings: ThemeCarouselSettings, style: string, controls: Controls): Pagination {
  if (controls.customStyle) {
    const fraction = controls.customStyle === '02';
    return {
      el,
      clickable: true,
      type: fraction ? 'custom' : 'bullets',
      renderCustom: (_swiper, current, total) => fractionHtml('02', current, total, controls.customText),
      renderBullet: (index, className) => bulletHtml('', index, className),
    };
  }
  const fraction = showsFraction(style);
  return {
    el,
    clickable: true,
    type: fraction ? 'custom' : settings.paginationType === 'custom' ? 'bullets' : (settings.paginationType as Pagination['type']),
    dynamicBullets: settings.paginationDynamicBullets,
    renderCustom: (_swiper, current, total) => fractionHtml(style, current, total, settings.paginationText),
    renderBullet: (index, className) => bulletHtml(style, index, className),
  };
}

function effectOptions(settings: ThemeCarouselSettings): SwiperOptions {
  if (!settings.effect) return {};
  const options: SwiperOptions = { effect: settings.effect as SwiperOptions['effect'] };
  if (settings.effect === 'fade') options.fadeEffect = { crossFade: settings.crossFade };
  return options;
}

/** Everything Swiper needs for this block, given its breakpoints, controls and pagination style. */
export function themeOptions(settings: ThemeCarouselSettings, points: BreakpointMap, controls: Controls, style: string): SwiperOptions {
  const options: SwiperOptions = {
    speed: settings.speed,
    slidesPerView: settings.items.mobile,
    slidesPerGroup: settings.group.mobile,
    spaceBetween: settings.gutter.mobile,
    breakpoints: swiperBreakpoints(settings, points),
    // Marks the slides in view (swiper-slide-visible), which §4's states are set on.
    watchSlidesProgress: true,
    // §4: a carousel with too few slides to scroll is locked.
    watchOverflow: true,
    initialSlide: settings.initialSlide,
    autoHeight: settings.autoHeight,
    loop: settings.loop,
    centeredSlides: settings.centered,
    direction: settings.vertical ? 'vertical' : 'horizontal',
    a11y: { ...A11Y_OPTIONS },
    ...effectOptions(settings),
  };
  if (!settings.simulateTouch) options.simulateTouch = false;
  if (settings.slideColumns > 1) options.grid = { rows: settings.slideColumns, fill: 'row' };
  if (settings.loop && settings.loopedSlides > 0) options.loopAdditionalSlides = settings.loopedSlides;
  // §9: autoplay does not stop on interaction.
  if (settings.autoplay > 0)
    options.autoplay = { delay: settings.autoplay, disableOnInteraction: false, reverseDirection: settings.autoplayReverse };
  if (settings.freeMode) options.freeMode = { enabled: true };
  if (settings.mousewheel) options.mousewheel = { enabled: true };
  if (controls.prev && controls.next) options.navigation = { prevEl: controls.prev, nextEl: controls.next };
  if (controls.pagination) options.pagination = pagination(controls.pagination, settings, style, controls);
  if (settings.slideToClickedSlide) {
    options.slideToClickedSlide = true;
    // §9: slide-to-clicked sets a drag ratio of 0.2.
    options.touchRatio = CAROUSEL_TIMING.slideToClickedRatio;
  }
  return options;
}

/** Whether this block needs the modules only some carousels use (src/carousel/extra-modules.ts). */
export function needsExtraModules(settings: ThemeCarouselSettings): boolean {
  return settings.effect === 'fade' || settings.freeMode || settings.mousewheel || settings.slideColumns > 1;
}

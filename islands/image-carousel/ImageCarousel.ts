/**
 * The builder's image carousel widget on the shared Swiper, with the builder's runtime off the page:
 * its `data-settings` read as the builder reads them (src/carousel/image-carousel-settings.ts). The
 * server prints the arrows without names and no dots: the island names the arrows, adds the dots as
 * buttons ('Go to slide N') and the first/last slide messages (Swiper's A11y), all keyboard-reachable.
 */
import type { SwiperModule, SwiperOptions } from 'swiper/types';
import { BUILDER_CONFIG_GLOBAL, CAROUSEL_SELECTORS as S } from '../../dom-bridge/carousel-constants.ts';
import { globalRecord, isRecord, type Json } from '../../dom-bridge/globals.ts';
import { A11Y_OPTIONS } from '../../src/carousel/a11y.ts';
import { holdAutoplay } from '../../src/carousel/autoplay-hold.ts';
import { activeBreakpoints, readImageCarouselSettings, type ImageCarouselSettings } from '../../src/carousel/image-carousel-settings.ts';
import { loadContentSwiper } from '../../src/carousel/load-swiper.ts';
import { A11y, Autoplay, Navigation, Pagination } from '../../src/carousel/modules.ts';
import type { Unmount } from '../../src/island.ts';

function readSettings(widget: HTMLElement): Json {
  try {
    const parsed: unknown = JSON.parse(widget.getAttribute('data-settings') ?? '{}');
    return isRecord(parsed) ? parsed : {};
  } catch {
    // Unreadable settings: the builder's defaults.
    return {};
  }
}

async function modulesFor(settings: ImageCarouselSettings): Promise<SwiperModule[]> {
  const modules: SwiperModule[] = [Navigation, Pagination, Autoplay, A11y];
  if (settings.effect !== 'fade') return modules;
  const extra = await import('../../src/carousel/extra-modules.ts');
  return [...modules, extra.EffectFade];
}

function options(settings: ImageCarouselSettings, arrows: [HTMLElement, HTMLElement] | null, dots: HTMLElement | null): SwiperOptions {
  const out: SwiperOptions = {
    slidesPerView: settings.slidesPerView,
    slidesPerGroup: settings.slidesPerGroup,
    breakpoints: settings.breakpoints,
    loop: settings.loop,
    speed: settings.speed,
    spaceBetween: settings.spaceBetween,
    watchOverflow: true,
    a11y: { ...A11Y_OPTIONS },
  };
  if (settings.effect === 'fade') Object.assign(out, { effect: 'fade', fadeEffect: { crossFade: true } });
  if (settings.autoplay > 0) out.autoplay = { delay: settings.autoplay, disableOnInteraction: settings.stopOnInteraction };
  if (arrows) out.navigation = { prevEl: arrows[0], nextEl: arrows[1] };
  if (dots) out.pagination = { el: dots, type: 'bullets', clickable: true, bulletElement: 'button' };
  return out;
}

export async function mount(widget: HTMLElement): Promise<Unmount> {
  const container = widget.querySelector<HTMLElement>(S.imageContainer);
  // The builder's handler leaves a carousel of fewer than two slides alone.
  if (!container || container.querySelectorAll(S.slide).length < 2) return () => {};
  const settings = readImageCarouselSettings(readSettings(widget), activeBreakpoints(globalRecord(BUILDER_CONFIG_GLOBAL).responsive));
  const [{ Swiper }, modules] = await Promise.all([loadContentSwiper(), modulesFor(settings)]);
  const prev = container.querySelector<HTMLElement>(S.imagePrev);
  const next = container.querySelector<HTMLElement>(S.imageNext);
  const arrows: [HTMLElement, HTMLElement] | null = settings.arrows && prev && next ? [prev, next] : null;
  let dots: HTMLElement | null = null;
  if (settings.dots) {
    dots = document.createElement('div');
    dots.className = 'swiper-pagination';
    container.append(dots);
  }
  const swiper = new Swiper(container, { ...options(settings, arrows, dots), modules });
  const release = holdAutoplay(swiper, widget, { hover: settings.pauseOnHover });
  return () => {
    release();
    swiper.destroy(true, true);
    dots?.remove();
    // Swiper's A11y named the server's arrows; the server printed them without names.
    for (const arrow of arrows ?? []) arrow.removeAttribute('aria-label');
  };
}

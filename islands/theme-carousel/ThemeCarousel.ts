/**
 * The theme's carousel block (`.tm-swiper`, §2 "Content pages", §3–§5, §9 "Carousels") on the shared
 * Swiper: the server's slides stay where they are (they show the first slides before this runs), the
 * island adds the arrows and pagination the block asks for, the §4 states, and autoplay that waits for
 * the shopper (src/carousel/autoplay-hold.ts). Everything added is undone on unmount.
 */
import type { SwiperModule, SwiperOptions } from 'swiper/types';
import { BUILDER_CONFIG_GLOBAL, CAROUSEL_CLASSES as C, CAROUSEL_SELECTORS as S } from '../../dom-bridge/carousel-constants.ts';
import { globalRecord } from '../../dom-bridge/globals.ts';
import { holdAutoplay } from '../../src/carousel/autoplay-hold.ts';
import { carouselBreakpoints } from '../../src/carousel/breakpoints.ts';
import { loadContentSwiper } from '../../src/carousel/load-swiper.ts';
import { A11y, Autoplay, Navigation, Pagination } from '../../src/carousel/modules.ts';
import { paginationStyle } from '../../src/carousel/pagination.ts';
import { readThemeSettings, type ThemeCarouselSettings } from '../../src/carousel/theme-settings.ts';
import type { Unmount } from '../../src/island.ts';
import { addControls, type Controls } from './controls.ts';
import { trackHeights } from './heights.ts';
import { needsExtraModules, themeOptions } from './options.ts';
import { STATE_CLASSES, trackStates } from './states.ts';

async function modulesFor(settings: ThemeCarouselSettings): Promise<SwiperModule[]> {
  const modules: SwiperModule[] = [Navigation, Pagination, Autoplay, A11y];
  if (!needsExtraModules(settings)) return modules;
  const extra = await import('../../src/carousel/extra-modules.ts');
  return [...modules, extra.EffectFade, extra.FreeMode, extra.Grid, extra.Mousewheel];
}

/** The extra arrows of pagination styles 04, 08 and 10 move the carousel by their `data-action`. */
function onAltArrow(block: HTMLElement, move: (action: string) => void): () => void {
  const click = (event: MouseEvent): void => {
    const arrow = event.target instanceof Element ? event.target.closest<HTMLElement>('.swiper-alt-arrow-button') : null;
    if (arrow && block.contains(arrow)) move(arrow.dataset.action ?? '');
  };
  block.addEventListener('click', click);
  return () => block.removeEventListener('click', click);
}

function undoMarkup(container: HTMLElement, controls: Controls, addedContainerClass: boolean): void {
  controls.remove();
  if (addedContainerClass) container.classList.remove(C.container);
  for (const slide of container.querySelectorAll(S.slide)) slide.classList.remove(...STATE_CLASSES);
  container.querySelector(S.wrapper)?.removeAttribute('data-active-items');
}

export async function mount(block: HTMLElement): Promise<Unmount> {
  const inner = block.querySelector<HTMLElement>(S.themeInner) ?? block;
  const container = inner.querySelector<HTMLElement>(S.themeContainer);
  if (!container?.querySelector(S.wrapper)) return () => {};
  const settings = readThemeSettings(block.dataset, block.classList.contains(C.productCarousel));
  const [{ Swiper }, modules] = await Promise.all([loadContentSwiper(), modulesFor(settings)]);
  const style = paginationStyle(block);
  const controls = addControls(block, inner, settings, style);
  // Swiper's stylesheet lays out `.swiper`; the theme prints `.swiper-container` on older blocks.
  const addedContainerClass = !container.classList.contains(C.container);
  container.classList.add(C.container);
  const options: SwiperOptions = {
    ...themeOptions(settings, carouselBreakpoints(globalRecord(BUILDER_CONFIG_GLOBAL)), controls, style),
    modules,
  };
  const swiper = new Swiper(container, options);
  const lock = (): void => {
    block.classList.toggle(C.locked, swiper.isLocked);
  };
  swiper.on('lock', lock);
  swiper.on('unlock', lock);
  lock();
  const undos = [
    trackStates(swiper, block, settings),
    trackHeights(swiper, settings),
    holdAutoplay(swiper, block),
    onAltArrow(block, (action) => (action === 'prev' ? swiper.slidePrev() : swiper.slideNext())),
  ];
  block.dataset.carouselReady = '';
  return () => {
    for (const undo of undos) undo();
    swiper.destroy(true, true);
    undoMarkup(container, controls, addedContainerClass);
    block.classList.remove(C.locked, C.paginationHidden);
    delete block.dataset.carouselReady;
  };
}

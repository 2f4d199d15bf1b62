/**
 * The main carousel: Swiper's core (touch, drag, transitions; no modules: thumbnails,
 * keys and slide semantics are the gallery's own) run on the server's markup, the
 * gallery as Swiper's container and its wrapper's children as slides. Slides that
 * are not shown are inert (out of the tab order and the accessibility tree); a video
 * leaving the screen is paused.
 */
import { loadStylesheet } from '../../dom-bridge/stylesheet.ts';
import { Swiper, swiperStyles } from '../../src/carousel/swiper.ts';
import carouselCss from './carousel.css?url';

/** Swiper's layout (the one Swiper shared by every carousel, src/carousel/) and ours, applied before any carousel starts (loadCarousel waits for it). */
export const stylesReady = Promise.all([swiperStyles(), loadStylesheet(carouselCss)]);

export interface Carousel {
  active(): number;
  slideTo(index: number): void;
  /** Re-reads the slides after the wrapper's children changed (a variation's own slides). */
  update(): void;
  onChange(listener: (index: number) => void): () => void;
  destroy(): void;
}

const CONTAINER_CLASS = 'swiper';
const WRAPPER_CLASS = 'swiper-wrapper';
const SLIDE_CLASS = 'swiper-slide';
/** Our marks on each slide, removed on destroy. */
const SLIDE_ATTRS = ['inert', 'role', 'aria-roledescription', 'aria-label'];

/** flexslider's speed in the platform's settings (wc_single_product_params.flexslider.animationSpeed). */
const SPEED_MS = 500;

function slideElements(wrapper: HTMLElement): HTMLElement[] {
  return Array.from(wrapper.children).filter((el): el is HTMLElement => el instanceof HTMLElement);
}

/** Marks the shown slide as the carousel's current slide and the others inert; pauses hidden videos. */
function markSlides(slides: HTMLElement[], active: number): void {
  slides.forEach((slide, index) => {
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'slide');
    slide.setAttribute('aria-label', `${index + 1} of ${slides.length}`);
    if (index === active) {
      slide.removeAttribute('inert');
      return;
    }
    slide.setAttribute('inert', '');
    for (const video of slide.querySelectorAll('video')) if (!video.paused) video.pause();
  });
}

export function createCarousel(gallery: HTMLElement, wrapper: HTMLElement): Carousel {
  const listeners = new Set<(index: number) => void>();
  const classify = (): HTMLElement[] => {
    const slides = slideElements(wrapper);
    for (const slide of slides) slide.classList.add(SLIDE_CLASS);
    return slides;
  };
  gallery.classList.add(CONTAINER_CLASS);
  wrapper.classList.add(WRAPPER_CLASS);
  markSlides(classify(), 0);
  const swiper = new Swiper(gallery, {
    speed: SPEED_MS,
    // flexslider's smoothHeight in the platform's settings.
    autoHeight: true,
    watchOverflow: true,
    // Swiper's default also covers video: dragging its controls never turns the slide.
    on: {
      slideChange(instance) {
        markSlides(slideElements(wrapper), instance.activeIndex);
        for (const listener of listeners) listener(instance.activeIndex);
      },
    },
  });
  return {
    active: () => swiper.activeIndex,
    slideTo(index) {
      swiper.slideTo(index);
    },
    update() {
      classify();
      swiper.update();
      if (swiper.activeIndex !== 0) swiper.slideTo(0, 0);
      markSlides(slideElements(wrapper), swiper.activeIndex);
      for (const listener of listeners) listener(swiper.activeIndex);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      listeners.clear();
      swiper.destroy(true, true);
      gallery.classList.remove(CONTAINER_CLASS);
      wrapper.classList.remove(WRAPPER_CLASS);
      for (const slide of slideElements(wrapper)) {
        slide.classList.remove(SLIDE_CLASS);
        for (const name of SLIDE_ATTRS) slide.removeAttribute(name);
      }
    },
  };
}

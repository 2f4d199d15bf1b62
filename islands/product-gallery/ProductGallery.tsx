/**
 * The product gallery (§2): the server's slides in a Swiper carousel, thumbnails as
 * buttons, arrow keys while focus is in the gallery, zoom on hover, a zoom button
 * opening the PhotoSwipe lightbox (loaded on first use), videos paused when their
 * slide leaves, and the variation's image or slides while a variation is chosen.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { GALLERY } from '../../dom-bridge/media-constants.ts';
import { emitOn } from '../../dom-bridge/emit.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { globalRecord, str } from '../../dom-bridge/globals.ts';
import type { Unmount } from '../../src/island.ts';
import { createHost, renderIsland } from '../../src/react-root.tsx';
import type { Carousel, createCarousel } from './carousel.ts';
import { chosenVariation, followVariation, variationForm } from './follow-variation.ts';
import type { Lightbox } from './lightbox.ts';
import { loadCarousel } from './load-carousel.ts';
import { MagnifierIcon } from './MagnifierIcon.tsx';
import { readSlides, type LargeImage, type Slide } from './slides.ts';
import { galleryChoice, VariationMedia } from './variation-media.ts';
import { attachZoom } from './zoom.ts';
import { warn } from '../../dom-bridge/warn.ts';

const NAME = 'product-gallery';
/** The platform's text (wc_single_product_params.i18n_product_gallery_trigger_text). */
const TRIGGER_TEXT = 'View full-screen image gallery';

interface Props {
  gallery: HTMLElement;
  wrapper: HTMLElement;
  triggerText: string;
  carouselFactory: typeof createCarousel;
}

/** 'Go to slide N', with what the thumbnail shows when the server named it. */
export function thumbLabel(index: number, alt: string): string {
  return alt ? `Go to slide ${index + 1}: ${alt}` : `Go to slide ${index + 1}`;
}

/** Where `key` moves the carousel from `active` (of `count`), or null when it is not a carousel key. */
export function keyTarget(key: string, active: number, count: number): number | null {
  if (key === 'ArrowRight') return Math.min(active + 1, count - 1);
  if (key === 'ArrowLeft') return Math.max(active - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The lightbox's images and the one to open: the shown slide, or the first image when a video is shown. */
export function lightboxItems(slides: Slide[], active: number): { images: LargeImage[]; index: number } {
  const withImage = slides.filter((slide) => slide.large !== null);
  const index = withImage.indexOf(slides[active] as Slide);
  return { images: withImage.map((slide) => slide.large as LargeImage), index: Math.max(index, 0) };
}

function ProductGallery({ gallery, wrapper, triggerText, carouselFactory }: Props): ReactNode {
  const [slides, setSlides] = useState<Slide[]>(() => readSlides(wrapper));
  const [thumbs, setThumbs] = useState<VariationMedia['thumbs']>([]);
  const [active, setActive] = useState(0);
  const carousel = useRef<Carousel | null>(null);
  const lightbox = useRef<Promise<Lightbox> | null>(null);
  const thumbList = useRef<HTMLOListElement>(null);
  /** Where focus goes after a keyboard move, so it never falls into an inert slide. */
  const focusAfterMove = useRef<'thumb' | 'slide' | null>(null);
  const slidesRef = useRef(slides);
  slidesRef.current = slides;

  const openLightbox = useCallback((slideIndex: number) => {
    const { images, index } = lightboxItems(slidesRef.current, slideIndex);
    if (!images.length) return;
    lightbox.current ??= import('./lightbox.ts').then(({ createLightbox }) => createLightbox());
    lightbox.current.then(
      (box) => box.open(images, index),
      (error: unknown) => {
        lightbox.current = null;
        warn(`${NAME}: the lightbox could not load.`, error);
      },
    );
  }, []);

  // Carousel, variation media and keys: one effect, so teardown restores the server markup in order.
  useEffect(() => {
    const previousOpacity = gallery.style.opacity;
    // The platform's inline opacity 0 waits for its gallery script; we are that script now.
    gallery.style.opacity = '1';
    const media = new VariationMedia(wrapper);
    const instance = carouselFactory(gallery, wrapper);
    carousel.current = instance;
    const offChange = instance.onChange(setActive);

    const show = (choice: ReturnType<typeof galleryChoice>): void => {
      const changed = media.show(choice);
      if (changed === 'same') return;
      if (changed === 'slides') instance.update();
      else instance.slideTo(0);
      setSlides(readSlides(wrapper));
      setThumbs(media.thumbs);
    };
    const form = variationForm(gallery);
    const offVariation = form ? followVariation(form, show) : () => {};
    const initial = form ? chosenVariation(form) : null;
    if (initial) show(galleryChoice(initial));

    const onKey = (event: KeyboardEvent): void => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      // A video's own controls use the arrow keys (seek, volume).
      if (event.target instanceof Element && event.target.closest('video, input, select, textarea')) return;
      const target = keyTarget(event.key, instance.active(), slidesRef.current.length);
      if (target === null) return;
      event.preventDefault();
      const inThumbs = event.target instanceof Node && thumbList.current?.contains(event.target);
      focusAfterMove.current = inThumbs ? 'thumb' : wrapper.contains(document.activeElement) ? 'slide' : null;
      instance.slideTo(target);
    };
    // A click on a slide's image opens it in the lightbox (its link goes to the same image without JS).
    const onSlideClick = (event: MouseEvent): void => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || !wrapper.contains(link)) return;
      const index = slidesRef.current.findIndex((slide) => slide.element.contains(link));
      if (index === -1 || slidesRef.current[index]?.large === null) return;
      event.preventDefault();
      openLightbox(index);
    };
    const stopListening = undoAll([listen(gallery, 'keydown', onKey), listen(wrapper, 'click', onSlideClick)]);
    emitOn(gallery, GALLERY.afterInitEvent, [gallery]);
    return () => {
      stopListening();
      offVariation();
      offChange();
      media.dispose();
      instance.destroy();
      carousel.current = null;
      gallery.style.opacity = previousOpacity;
      void lightbox.current?.then(
        (box) => box.destroy(),
        () => {},
      );
    };
  }, [gallery, wrapper, openLightbox, carouselFactory]);

  // Zoom follows the shown slide.
  useEffect(() => {
    const slide = slides[active];
    return slide?.large ? attachZoom(slide.element, slide.large) : undefined;
  }, [slides, active]);

  // After a keyboard move, focus what the key was pressed on: the new thumbnail, or the new slide's link.
  useEffect(() => {
    const where = focusAfterMove.current;
    focusAfterMove.current = null;
    if (where === 'thumb') thumbList.current?.querySelectorAll('button')[active]?.focus();
    if (where === 'slide') {
      const slide = slides[active]?.element;
      (slide?.querySelector<HTMLElement>('a[href], video, button') ?? slide)?.focus();
    }
  }, [active, slides]);

  const hasImages = slides.some((slide) => slide.large !== null);
  return (
    <>
      {hasImages && (
        <button type="button" className={GALLERY.triggerClass} aria-label={triggerText} onClick={() => openLightbox(active)}>
          <MagnifierIcon />
        </button>
      )}
      {slides.length > 1 && (
        <ol ref={thumbList} className={GALLERY.thumbsClass}>
          {slides.map((slide, index) => {
            const thumb = thumbs[index] ?? slide.thumb;
            const current = index === active;
            return (
              <li key={index}>
                <button
                  type="button"
                  className="shop-islands-gallery-thumb"
                  aria-label={thumbLabel(index, thumb.alt)}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => carousel.current?.slideTo(index)}
                >
                  <img src={thumb.src} alt="" className={current ? GALLERY.activeThumbClass : undefined} loading="lazy" decoding="async" />
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}

/** Mounts the island on a claimed gallery. */
export async function mount(gallery: HTMLElement): Promise<Unmount> {
  const wrapper = gallery.querySelector<HTMLElement>(GALLERY.wrapper);
  if (!wrapper || !wrapper.querySelector(GALLERY.slide)) {
    throw new Error(`no ${GALLERY.wrapper} with ${GALLERY.slide} slides; the gallery stays as printed.`);
  }
  // Swiper is its own chunk (budgeted like React); index.ts starts fetching it alongside this one.
  const { createCarousel } = await loadCarousel();
  const triggerText = str(globalRecord(GALLERY.paramsGlobal), 'i18n_product_gallery_trigger_text', TRIGGER_TEXT);
  return renderIsland(
    NAME,
    createHost(gallery, 'append'),
    <ProductGallery gallery={gallery} wrapper={wrapper} triggerText={triggerText} carouselFactory={createCarousel} />,
  );
}

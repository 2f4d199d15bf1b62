/**
 * The product gallery (§2): the server's slides in a Swiper carousel, thumbnails as
 * buttons, arrow keys while focus is in the gallery, zoom on hover, a zoom button
 * opening the PhotoSwipe lightbox (loaded on first use), videos paused when their
 * slide leaves, and the variation's image or slides while a variation is chosen.
 */
import { useEffect, type ReactNode } from 'react';
import { GALLERY } from '../../dom-bridge/media-constants.ts';
import { globalRecord, str } from '../../dom-bridge/globals.ts';
import type { Unmount } from '../../src/island.ts';
import { createHost, renderIsland } from '../../src/react-root.tsx';
import type { createCarousel } from './carousel.ts';
import { loadCarousel } from './load-carousel.ts';
import { MagnifierIcon } from './MagnifierIcon.tsx';
import { useCarousel } from './use-carousel.ts';
import { useLightbox } from './use-lightbox.ts';
import { attachZoom } from './zoom.ts';

// The helpers' tests import them from the island.
export { keyTarget } from './gallery-input.ts';
export { lightboxItems } from './use-lightbox.ts';

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

function ProductGallery({ gallery, wrapper, triggerText, carouselFactory }: Props): ReactNode {
  const openLightbox = useLightbox(NAME);
  const { slides, thumbs, active, slideTo, thumbList } = useCarousel(gallery, wrapper, carouselFactory, openLightbox);

  // Zoom follows the shown slide.
  useEffect(() => {
    const slide = slides[active];
    return slide?.large ? attachZoom(slide.element, slide.large) : undefined;
  }, [slides, active]);

  const hasImages = slides.some((slide) => slide.large !== null);
  return (
    <>
      {hasImages && (
        <button type="button" className={GALLERY.triggerClass} aria-label={triggerText} onClick={() => openLightbox(slides, active)}>
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
                  onClick={() => slideTo(index)}
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

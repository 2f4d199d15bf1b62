/**
 * The one lightbox (§2 "A zoom button opens a full-screen lightbox", "Content pages"): PhotoSwipe,
 * shared by the product gallery and the builder's content. This module (PhotoSwipe's lightbox and
 * its CSS) is fetched on the first open and PhotoSwipe's core only when it opens, never at page
 * load. Arrows and Esc work from the keyboard, focus goes back to the link (returnFocus), and
 * `prefers-reduced-motion` turns its animations off (motion.ts).
 */
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import type { SlideData } from 'photoswipe';
import photoswipeCss from 'photoswipe/style.css?url';
import { CAROUSEL_TIMING } from '../../dom-bridge/carousel-constants.ts';
import { loadStylesheet } from '../../dom-bridge/stylesheet.ts';
import lightboxCss from './lightbox.css?url';
import { FALLBACK_SIZE, measureImage } from './measure.ts';
import { motionOptions, prefersReducedMotion, settleWithoutSpring } from './motion.ts';
import { registerToolbar } from './toolbar.ts';
import type { LightboxItem, LightboxOptions } from './types.ts';

export interface Lightbox {
  open(items: LightboxItem[], index: number): void;
  destroy(): void;
}

/** The iframe of a video slide carries its URL apart: the provider's player loads only while its slide is shown. */
function videoSlide(item: LightboxItem): SlideData {
  const frame = document.createElement('iframe');
  frame.className = 'shop-islands-lightbox-video__frame';
  frame.dataset.src = item.videoUrl ?? '';
  // An iframe needs a name; the builder's video slides carry none of their own.
  frame.title = item.title || 'Video';
  frame.allow = 'autoplay; fullscreen; picture-in-picture';
  frame.allowFullscreen = true;
  const box = document.createElement('div');
  box.className = 'shop-islands-lightbox-video';
  box.append(frame);
  return { html: box.outerHTML, title: item.title, description: item.description };
}

/** A slide whose size is not known yet: laid out at the fallback until its image loads. */
type Slide = SlideData & { unsized?: boolean };

/** The opened image is measured before the lightbox lays it out; the others only when PhotoSwipe loads them. */
async function slideData(item: LightboxItem, measureNow: boolean): Promise<Slide> {
  if (item.videoUrl) return videoSlide(item);
  const caption = { title: item.title, description: item.description };
  if (item.width && item.height) return { src: item.src, alt: item.alt ?? '', width: item.width, height: item.height, ...caption };
  if (!measureNow) return { src: item.src, alt: item.alt ?? '', ...FALLBACK_SIZE, unsized: true, ...caption };
  return { src: item.src, alt: item.alt ?? '', ...(await measureImage(item.src ?? '')), ...caption };
}

/** A slide laid out at the fallback size takes its image's own size once loaded (a gallery never downloads every file to open). */
function sizeWhenLoaded(lightbox: PhotoSwipeLightbox): void {
  lightbox.on('loadComplete', ({ content, slide, isError }) => {
    const data = content.data as Slide;
    const image = content.element;
    if (!data.unsized || isError || !(image instanceof HTMLImageElement) || !image.naturalWidth) return;
    const size = { width: image.naturalWidth, height: image.naturalHeight };
    Object.assign(data, size, { unsized: false });
    // The slide lays itself out again at its image's size (PhotoSwipe's own resize path).
    Object.assign(content, size);
    Object.assign(slide, size);
    slide.resize();
  });
}

function playWhenShown(lightbox: PhotoSwipeLightbox): void {
  lightbox.on('contentActivate', ({ content }) => {
    const frame = content.element?.querySelector<HTMLIFrameElement>('iframe[data-src]');
    if (frame && !frame.src) frame.src = frame.dataset.src ?? '';
  });
  // A video left behind stops: its player goes with its URL.
  lightbox.on('contentDeactivate', ({ content }) => {
    content.element?.querySelector<HTMLIFrameElement>('iframe[data-src]')?.removeAttribute('src');
  });
}

export function createLightbox(options: LightboxOptions): Lightbox {
  const { labels } = options;
  const lightbox = new PhotoSwipeLightbox({
    pswpModule: () => import('photoswipe'),
    ...motionOptions(false),
    returnFocus: true,
    counter: options.counter,
    zoom: options.zoom,
    // §9 slider defaults, "zoom maximum ratio 3": a pinch or ctrl-wheel zooms up to three times the
    // fitted image, as the builder's slider does (PhotoSwipe's own limit is four times, or the file's size).
    maxZoomLevel: (levels) => levels.fit * CAROUSEL_TIMING.zoomMaxRatio,
    // The Zoom control and a click zoom to that ratio. PhotoSwipe's own level never goes past the file's
    // size, so an image that fits would get no zoom at all (and no Zoom control).
    secondaryZoomLevel: options.alwaysZoomable ? (levels) => levels.fit * CAROUSEL_TIMING.zoomMaxRatio : undefined,
    closeTitle: labels.close,
    zoomTitle: labels.zoom,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
  });
  registerToolbar(lightbox, options);
  playWhenShown(lightbox);
  sizeWhenLoaded(lightbox);
  let reduced = false;
  lightbox.on('afterInit', () => {
    if (reduced && lightbox.pswp) settleWithoutSpring(lightbox.pswp.mainScroll);
  });
  lightbox.init();
  return {
    open(items, index) {
      reduced = prefersReducedMotion();
      Object.assign(lightbox.options, motionOptions(reduced));
      // PhotoSwipe's layout must apply before it measures the viewport; sizes are read before it lays out.
      const ready = Promise.all([loadStylesheet(photoswipeCss), loadStylesheet(lightboxCss)]);
      void Promise.all(items.map((item, i) => slideData(item, i === index))).then(async (dataSource) => {
        await ready;
        lightbox.loadAndOpen(index, dataSource);
      });
    },
    destroy() {
      lightbox.destroy();
    },
  };
}

/**
 * The one lightbox (§2 "A zoom button opens a full-screen lightbox", "Content pages"): PhotoSwipe,
 * shared by the product gallery and the builder's content. This module (PhotoSwipe's lightbox and
 * its CSS) is fetched on the first open and PhotoSwipe's core only when it opens, never at page
 * load. Arrows and Esc work from the keyboard, focus goes back to the link (returnFocus), and
 * PhotoSwipe drops its animations under `prefers-reduced-motion`.
 */
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import type { SlideData } from 'photoswipe';
import photoswipeCss from 'photoswipe/style.css?url';
import { loadStylesheet } from '../../dom-bridge/stylesheet.ts';
import lightboxCss from './lightbox.css?url';
import { measureImage } from './measure.ts';
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

async function slideData(item: LightboxItem): Promise<SlideData> {
  if (item.videoUrl) return videoSlide(item);
  const size = item.width && item.height ? { width: item.width, height: item.height } : await measureImage(item.src ?? '');
  return { src: item.src, alt: item.alt ?? '', ...size, title: item.title, description: item.description };
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
    // The platform and the builder open and close without a zoom-in from the thumbnail.
    showHideAnimationType: 'none',
    returnFocus: true,
    counter: options.counter,
    zoom: options.zoom,
    closeTitle: labels.close,
    zoomTitle: labels.zoom,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
  });
  registerToolbar(lightbox, options);
  playWhenShown(lightbox);
  lightbox.init();
  return {
    open(items, index) {
      // PhotoSwipe's layout must apply before it measures the viewport; sizes are read before it lays out.
      const ready = Promise.all([loadStylesheet(photoswipeCss), loadStylesheet(lightboxCss)]);
      void Promise.all(items.map(slideData)).then(async (dataSource) => {
        await ready;
        lightbox.loadAndOpen(index, dataSource);
      });
    },
    destroy() {
      lightbox.destroy();
    },
  };
}

/**
 * The gallery's own UI after the server's slides: the zoom button (when a slide has an image)
 * and the thumbnail list (when there is more than one slide), in a `display: contents` host.
 */
import { GALLERY } from '../../dom-bridge/media-constants.ts';
import { createMagnifierIcon } from './magnifier-icon.ts';
import type { Slide } from './slides.ts';
import { createThumbnails, type Thumb } from './thumbnails.ts';

export interface GalleryView {
  /** Shows the slides' thumbnails (a variation's own where given, by index), `active` current. */
  update(slides: Slide[], thumbs: Array<Thumb | undefined>, active: number): void;
  /** The thumbnail list while it is shown. */
  thumbList(): HTMLOListElement | null;
  remove(): void;
}

export interface ViewActions {
  /** The zoom button (`pressed`): opens the shown slide in the lightbox. */
  open(pressed: Element): void;
  slideTo(index: number): void;
}

function createZoomButton(label: string, open: (pressed: Element) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = GALLERY.triggerClass;
  button.setAttribute('aria-label', label);
  button.append(createMagnifierIcon());
  button.addEventListener('click', () => open(button));
  return button;
}

/** Appends the host to `gallery`; nothing shows until the first update. */
export function createGalleryView(gallery: HTMLElement, triggerText: string, actions: ViewActions): GalleryView {
  const host = document.createElement('span');
  host.dataset.islandRoot = '';
  host.style.display = 'contents';
  gallery.append(host);
  const zoom = createZoomButton(triggerText, actions.open);
  const thumbnails = createThumbnails(actions.slideTo);
  return {
    update(slides, thumbs, active) {
      if (slides.some((slide) => slide.large !== null)) host.prepend(zoom);
      else zoom.remove();
      if (slides.length > 1) {
        thumbnails.render(
          slides.map((slide, index) => thumbs[index] ?? slide.thumb),
          active,
        );
        host.append(thumbnails.list);
      } else thumbnails.list.remove();
    },
    thumbList: () => (thumbnails.list.isConnected ? thumbnails.list : null),
    remove: () => host.remove(),
  };
}

/**
 * The gallery of ProductX's quick view (issue 25), which its script ran on slick: one image at a
 * time, previous/next buttons hidden at either end, thumbnails that choose an image, the hovered
 * image magnified beside it (its "zoom" effect), and the chosen variation's image in the first
 * place while a variation is chosen. A single image gets only the magnifier. Undone in full.
 */
import { on } from '../../dom-bridge/events.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { VARIATION_EVENTS } from '../../dom-bridge/product-constants.ts';
import {
  WOPB_QUICK_VIEW as W,
  WOPB_QUICK_VIEW_CLASSES as C,
  WOPB_QUICK_VIEW_TEXTS as T,
  WOPB_ZOOM_MAX_PERCENT,
} from '../../dom-bridge/quick-view-constants.ts';
import { isRecord, readNonEmptyString } from '../../protocol/validate.ts';

function arrow(className: string, label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.setAttribute('aria-label', label);
  button.textContent = className === C.prevImage ? '‹' : '›';
  return button;
}

/** Slides, thumbnails and arrows: shows slide `at`, the others hidden; the thumbnails say which is shown. */
function slides(slider: HTMLElement, nav: HTMLElement | null): { select(at: number): void; undo(): void } {
  const items = [...slider.children].filter((el): el is HTMLElement => el instanceof HTMLElement);
  const thumbs = nav ? [...nav.children].filter((el): el is HTMLElement => el instanceof HTMLElement) : [];
  const previous = arrow(C.prevImage, T.previousImage);
  const next = arrow(C.nextImage, T.nextImage);
  let current = 0;
  const select = (at: number): void => {
    current = Math.min(Math.max(at, 0), items.length - 1);
    items.forEach((item, i) => (item.hidden = i !== current));
    thumbs.forEach((thumb, i) => thumb.setAttribute('aria-current', String(i === current)));
    previous.hidden = current === 0;
    next.hidden = current === items.length - 1;
  };
  thumbs.forEach((thumb, i) => {
    thumb.classList.add(C.pressable);
    thumb.setAttribute('role', 'button');
    thumb.setAttribute('tabindex', '0');
    thumb.setAttribute('aria-label', T.image(i + 1, items.length));
  });
  slider.before(previous);
  slider.after(next);
  const undo = undoAll([
    listen(previous, 'click', () => select(current - 1)),
    listen(next, 'click', () => select(current + 1)),
    ...(nav
      ? [listen(nav, 'click', (event) => select(thumbs.findIndex((t) => event.target instanceof Node && t.contains(event.target))))]
      : []),
  ]);
  select(0);
  return {
    select,
    undo: () => {
      undo();
      previous.remove();
      next.remove();
    },
  };
}

/** ProductX's hover zoom: the hovered image, magnified, in the box beside the gallery. */
function magnifier(root: HTMLElement): () => void {
  const outer = root.querySelector<HTMLElement>(W.zoomOuter);
  const inner = outer?.querySelector<HTMLElement>(W.zoomInner);
  const zoomed = inner?.querySelector('img');
  if (!outer || !inner || !zoomed) return () => {};
  return undoAll([
    listen(root, 'mousemove', (event) => {
      const image = event.target instanceof HTMLImageElement && event.target.matches(W.mainImage) ? event.target : null;
      if (!image) return;
      const box = image.getBoundingClientRect();
      if (!box.width || !box.height) return;
      const x = Math.min(((event.clientX - box.left) / box.width) * 100, WOPB_ZOOM_MAX_PERCENT);
      const y = Math.min(((event.clientY - box.top) / box.height) * 100, WOPB_ZOOM_MAX_PERCENT);
      zoomed.src = image.currentSrc || image.src;
      outer.style.display = 'block';
      inner.style.transform = `translate(-${Math.max(x, 0)}%, -${Math.max(y, 0)}%)`;
    }),
    listen(root, 'mouseout', (event) => {
      if (event.target instanceof Element && event.target.matches(W.mainImage)) outer.style.display = '';
    }),
  ]);
}

/** The chosen variation's image in the first slide (ProductX's quick view swapped it too); its own back on reset. */
function followVariation(root: HTMLElement, form: Element | null, show: (at: number) => void): () => void {
  const first = root.querySelector<HTMLImageElement>(W.mainImage);
  if (!form || !first) return () => {};
  const own = { src: first.getAttribute('src') ?? '', alt: first.alt };
  const restore = (): void => {
    first.setAttribute('src', own.src);
    first.alt = own.alt;
  };
  return undoAll([
    on(
      VARIATION_EVENTS.found,
      ([variation]) => {
        const image = isRecord(variation) && isRecord(variation.image) ? variation.image : null;
        const src = image ? readNonEmptyString(image.src) : undefined;
        if (!image || !src) return restore();
        first.setAttribute('src', src);
        first.alt = readNonEmptyString(image.alt) ?? own.alt;
        show(0);
      },
      form,
    ),
    on(VARIATION_EVENTS.resetImage, restore, form),
    restore,
  ]);
}

/** Starts the gallery in `content` (the quick view's answer, on the page); returns the undo. */
export function startWopbGallery(content: HTMLElement): () => void {
  const slider = content.querySelector<HTMLElement>(W.slider);
  const many = slider && slider.children.length > 1 ? slides(slider, content.querySelector<HTMLElement>(W.sliderNav)) : null;
  return undoAll([
    magnifier(content),
    followVariation(content, content.querySelector(W.form), (at) => many?.select(at)),
    () => many?.undo(),
  ]);
}

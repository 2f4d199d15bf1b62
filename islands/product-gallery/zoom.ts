/**
 * Zoom on hover (§2, §9 "Zoom magnify: 2"): while a mouse or pen is over the shown
 * image, a copy at magnify × its large size follows the pointer, like the
 * platform's jquery.zoom. Touch never zooms (a tap must stay a tap). The copy is
 * decorative: hidden from assistive technology and from the pointer, so clicks
 * still reach the image's link. A pointer already resting on the image when the zoom is
 * attached (it entered before the island was live, issue 28) counts as having entered.
 */
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { GALLERY, ZOOM_MAGNIFY } from '../../dom-bridge/media-constants.ts';
import type { LargeImage } from './slides.ts';

export interface Box {
  width: number;
  height: number;
}

/** Where the zoomed copy sits so the point under the pointer stays under it. */
export function zoomOffset(pointer: { x: number; y: number }, box: Box, zoom: Box): { left: number; top: number } {
  const clamp = (value: number, max: number): number => Math.min(Math.max(value, 0), max);
  return {
    left: -(clamp(pointer.x, box.width) / box.width) * Math.max(zoom.width - box.width, 0) || 0,
    top: -(clamp(pointer.y, box.height) / box.height) * Math.max(zoom.height - box.height, 0) || 0,
  };
}

/** The zoomed size, or null when it would be no larger than the slide (the platform's rule: zoom only a larger image). */
export function zoomSize(image: LargeImage, box: Box, magnify = ZOOM_MAGNIFY): Box | null {
  const width = image.width * magnify;
  const height = image.height * magnify;
  return width > box.width || height > box.height ? { width, height } : null;
}

/** Zooms `slide` on hover with `image`; returns the undo. */
export function attachZoom(slide: HTMLElement, image: LargeImage): () => void {
  let zoomed: HTMLImageElement | null = null;
  let size: Box | null = null;
  const saved = { position: slide.style.position, overflow: slide.style.overflow };

  const move = (event: PointerEvent): void => {
    if (!zoomed || !size) return;
    const rect = slide.getBoundingClientRect();
    const { left, top } = zoomOffset({ x: event.clientX - rect.left, y: event.clientY - rect.top }, rect, size);
    zoomed.style.left = `${left}px`;
    zoomed.style.top = `${top}px`;
  };
  const leave = (): void => {
    zoomed?.remove();
    zoomed = null;
    slide.style.position = saved.position;
    slide.style.overflow = saved.overflow;
  };
  /** Without an event (the pointer was already over the slide), the copy waits at 0,0 for the next move. */
  const enter = (event?: PointerEvent): void => {
    if (event?.pointerType === 'touch' || zoomed) return;
    const rect = slide.getBoundingClientRect();
    size = zoomSize(image, rect);
    if (!size) return;
    zoomed = document.createElement('img');
    zoomed.className = GALLERY.zoomImageClass;
    zoomed.src = image.src;
    zoomed.alt = '';
    zoomed.setAttribute('aria-hidden', 'true');
    zoomed.setAttribute('role', 'presentation');
    Object.assign(zoomed.style, {
      position: 'absolute',
      top: '0',
      left: '0',
      width: `${size.width}px`,
      height: `${size.height}px`,
      maxWidth: 'none',
      maxHeight: 'none',
      border: 'none',
      pointerEvents: 'none',
    });
    slide.style.position = 'relative';
    slide.style.overflow = 'hidden';
    slide.append(zoomed);
    if (event) move(event);
  };
  const stopListening = undoAll([
    listen(slide, 'pointerenter', enter),
    listen(slide, 'pointermove', move),
    listen(slide, 'pointerleave', leave),
  ]);
  // Its pointerenter went by before anyone listened; `hover: hover` keeps out a tap's sticky :hover (touch never zooms).
  if (slide.matches(':hover') && matchMedia('(hover: hover)').matches) enter();
  return () => {
    stopListening();
    leave();
  };
}

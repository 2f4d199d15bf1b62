/**
 * ProductX's flip image (issue 25): while a pointer is over the card's image area, or focus is in
 * it, the second image shows over the first (ProductX's stylesheet animates it: the section's
 * hover class), and the first hides once 40 % of that animation has run. A touch shows it the way
 * ProductX's did (the browser's compatibility mouse events), until a touch elsewhere. Undone in full.
 */
import { FLIP_IMAGE } from '../../dom-bridge/flip-image-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import type { Unmount } from '../../src/island.ts';

/** The first duration of `element`'s running animation, in ms (0 without one). */
export function animationMs(element: Element): number {
  const first = getComputedStyle(element).animationDuration.split(',')[0]?.trim() ?? '';
  const value = Number.parseFloat(first);
  if (!Number.isFinite(value)) return 0;
  return first.endsWith('ms') ? value : value * 1000;
}

/** Whether the pointer is over `element` (a selector engine without `:hover` says no). */
function hovered(element: Element): boolean {
  try {
    return element.matches(':hover');
  } catch {
    return false;
  }
}

export async function mount(flip: HTMLElement): Promise<Unmount> {
  const section = flip.parentElement;
  // The area whose hover shows it: the section's parent (the card's image box, or the archive card).
  const host = section?.parentElement;
  if (!section || !host) throw new Error('a flip image without its card.');
  const own = [...section.querySelectorAll<HTMLElement>('img')].filter((img) => !img.classList.contains(FLIP_IMAGE.flip));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = false;
  const show = (): void => {
    if (shown) return;
    shown = true;
    section.classList.add(FLIP_IMAGE.hover);
    timer = setTimeout(() => own.forEach((img) => (img.style.opacity = '0')), FLIP_IMAGE.hideMainAt * animationMs(flip));
  };
  const hide = (): void => {
    if (!shown) return;
    shown = false;
    clearTimeout(timer);
    section.classList.remove(FLIP_IMAGE.hover);
    own.forEach((img) => (img.style.opacity = ''));
  };
  const focusInside = (): boolean => host.contains(document.activeElement);
  section.classList.add(FLIP_IMAGE.section);
  const undo = undoAll([
    listen(host, 'mouseenter', show),
    listen(host, 'mouseleave', () => {
      if (!focusInside()) hide();
    }),
    listen(host, 'focusin', show),
    listen(host, 'focusout', (event) => {
      if (!(event.relatedTarget instanceof Node && host.contains(event.relatedTarget)) && !hovered(host)) hide();
    }),
  ]);
  // What woke the island (the pointer entering, a focus) came before these listeners.
  if (hovered(host) || focusInside()) show();
  return () => {
    undo();
    hide();
    section.classList.remove(FLIP_IMAGE.section);
  };
}

/**
 * What every carousel tells assistive technology (§9 "Page builder and content": the a11y labels), as
 * Swiper's A11y options, and the labelled arrow buttons the islands add.
 */
import { CAROUSEL_TEXTS as T } from '../../dom-bridge/carousel-texts.ts';

export const A11Y_OPTIONS = {
  enabled: true,
  prevSlideMessage: T.prevSlide,
  nextSlideMessage: T.nextSlide,
  firstSlideMessage: T.firstSlide,
  lastSlideMessage: T.lastSlide,
  paginationBulletMessage: `${T.goToSlide} {{index}}`,
} as const;

/** A real button (keyboard-reachable), named for assistive technology, showing `text` when given. */
export function arrowButton(className: string, label: string, text = ''): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.setAttribute('aria-label', label);
  if (text) {
    const span = document.createElement('span');
    span.className = 'nav-button-text';
    span.textContent = text;
    button.append(span);
  }
  return button;
}

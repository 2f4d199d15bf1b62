/**
 * The gallery shows the chosen variation's image or slides (§4 "Variation form"), from the
 * choice already made when it starts and after each variation event.
 */
import type { Carousel } from './carousel.ts';
import { chosenVariation, followVariation, variationForm } from './follow-variation.ts';
import { galleryChoice, type GalleryChoice, type VariationMedia } from './variation-media.ts';

/** Shows each choice with `media`, keeps `carousel` in step and calls `shown` after a change; until the returned undo. */
export function showVariationMedia(
  gallery: HTMLElement,
  media: VariationMedia,
  carousel: Carousel,
  shown: (thumbs: VariationMedia['thumbs']) => void,
): () => void {
  const show = (choice: GalleryChoice): void => {
    const changed = media.show(choice);
    if (changed === 'same') return;
    if (changed === 'slides') carousel.update();
    else carousel.slideTo(0);
    shown(media.thumbs);
  };
  const form = variationForm(gallery);
  const stop = form ? followVariation(form, show) : () => {};
  const initial = form ? chosenVariation(form) : null;
  if (initial) show(galleryChoice(initial));
  return stop;
}

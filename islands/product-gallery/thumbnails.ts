/**
 * The thumbnail list (§2 "Gallery": thumbnails): one button per slide under flexslider's
 * classes (themes already style them), the current one marked, updated in place so focus
 * stays on a thumbnail while the carousel moves.
 */
import { GALLERY } from '../../dom-bridge/media-constants.ts';

export interface Thumb {
  src: string;
  alt: string;
}

export interface Thumbnails {
  list: HTMLOListElement;
  /** Shows one button per thumbnail, `active` current. */
  render(thumbs: Thumb[], active: number): void;
}

interface Item {
  li: HTMLLIElement;
  button: HTMLButtonElement;
  img: HTMLImageElement;
}

/** 'Go to slide N', with what the thumbnail shows when the server named it. */
export function thumbLabel(index: number, alt: string): string {
  return alt ? `Go to slide ${index + 1}: ${alt}` : `Go to slide ${index + 1}`;
}

function createItem(index: number, slideTo: (index: number) => void): Item {
  const li = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'shop-islands-gallery-thumb';
  button.addEventListener('click', () => slideTo(index));
  const img = document.createElement('img');
  img.alt = '';
  img.loading = 'lazy';
  img.decoding = 'async';
  button.append(img);
  li.append(button);
  return { li, button, img };
}

function showItem({ button, img }: Item, thumb: Thumb, index: number, current: boolean): void {
  button.setAttribute('aria-label', thumbLabel(index, thumb.alt));
  if (current) button.setAttribute('aria-current', 'true');
  else button.removeAttribute('aria-current');
  // Setting the same src again would restart the image's load.
  if (img.getAttribute('src') !== thumb.src) img.setAttribute('src', thumb.src);
  if (current) img.className = GALLERY.activeThumbClass;
  else img.removeAttribute('class');
}

/** The list; a press on a thumbnail calls `slideTo` with its index. */
export function createThumbnails(slideTo: (index: number) => void): Thumbnails {
  const list = document.createElement('ol');
  list.className = GALLERY.thumbsClass;
  const items: Item[] = [];
  return {
    list,
    render(thumbs, active) {
      for (const item of items.splice(thumbs.length)) item.li.remove();
      thumbs.forEach((thumb, index) => {
        const item = items[index] ?? createItem(index, slideTo);
        if (!items[index]) {
          items.push(item);
          list.append(item.li);
        }
        showItem(item, thumb, index, index === active);
      });
    },
  };
}

import { describe, expect, it, vi } from 'vitest';
import { keyTarget, lightboxItems, thumbLabel } from './ProductGallery.ts';
import { readSlide, readSlides, parseSlidesHtml } from './slides.ts';
import { galleryChoice, VariationMedia } from './variation-media.ts';
import { attachZoom, zoomOffset, zoomSize } from './zoom.ts';
import { parseVariation } from '../../protocol/variation.ts';

const SLIDE = (n: number) =>
  `<div data-thumb="/t${n}.svg" data-thumb-alt="Alt ${n}" class="woocommerce-product-gallery__image"><a href="/full${n}.svg"><img width="416" height="416" src="/img${n}.svg" alt="Alt ${n}" data-caption="" data-src="/full${n}.svg" data-large_image="/full${n}.svg" data-large_image_width="1000" data-large_image_height="800" /></a></div>`;
const VIDEO = `<div data-thumb="/poster.svg" data-thumb-alt="Preview video" class="woocommerce-product-gallery__image"><video controls poster="/poster.svg"><source src="/v.webm" type="video/webm"></video></div>`;

/** Every element's attributes, order-free: a restore may re-add an attribute at the end. */
function attributes(root: Element): string[] {
  return Array.from(root.querySelectorAll('*')).map((el) =>
    [
      el.tagName,
      ...Array.from(el.attributes)
        .map((a) => `${a.name}=${a.value}`)
        .sort(),
    ].join(' '),
  );
}

function wrapper(html: string): HTMLElement {
  document.body.innerHTML = `<div class="woocommerce-product-gallery__wrapper">${html}</div>`;
  return document.querySelector('.woocommerce-product-gallery__wrapper')!;
}

const variation = (extra: Record<string, unknown> = {}) =>
  parseVariation({
    variation_id: 201,
    attributes: { attribute_pa_format: 'lightroom' },
    image: {
      src: '/var.svg',
      full_src: '/var-full.svg',
      full_src_w: 324,
      full_src_h: 324,
      alt: 'Var',
      title: 'Var',
      gallery_thumbnail_src: '/var-thumb.svg',
      srcset: false,
    },
    ...extra,
  });

describe('slides (§2 gallery markup)', () => {
  it('reads the platform slide: thumbnail, large image and its size', () => {
    const [slide] = readSlides(wrapper(SLIDE(1)));
    expect(slide).toMatchObject({
      kind: 'image',
      thumb: { src: '/t1.svg', alt: 'Alt 1' },
      large: { src: '/full1.svg', width: 1000, height: 800, alt: 'Alt 1' },
    });
  });

  it('reads a video slide (poster as thumbnail, no large image) and a theme slide without data-thumb', () => {
    expect(readSlides(wrapper(VIDEO))[0]).toMatchObject({
      kind: 'video',
      thumb: { src: '/poster.svg', alt: 'Preview video' },
      large: null,
    });
    const [theme] = parseSlidesHtml(
      '<div class="swiper-slide zoom" data-src="/big.svg"><div class="woocommerce-product-gallery__image"><img src="/s.svg" width="300" height="200" alt="S"></div></div><script>x()</script>',
    );
    expect(readSlide(theme!)).toMatchObject({ thumb: { src: '/s.svg' }, large: { src: '/big.svg', width: 300, height: 200 } });
  });

  it('drops scripts from slide HTML', () => {
    expect(parseSlidesHtml('<div></div><script>alert(1)</script>')).toHaveLength(1);
  });
});

describe('the gallery follows the variation (§4, §3 Variation)', () => {
  it('chooses the variation slides, else its image, else the default', () => {
    expect(galleryChoice(null)).toEqual({ kind: 'default' });
    expect(galleryChoice(variation())).toMatchObject({ kind: 'image', image: { src: '/var.svg' } });
    expect(galleryChoice(variation({ image: { src: '' } }))).toEqual({ kind: 'default' });
    expect(
      galleryChoice(variation({ variation_gallery_main_slides_html: SLIDE(9), variation_gallery_thumb_slides_html: '' })),
    ).toMatchObject({ kind: 'slides' });
  });

  it('puts the variation image on the first slide and restores the server attributes on reset', () => {
    const root = wrapper(SLIDE(1) + SLIDE(2));
    const before = attributes(root);
    const media = new VariationMedia(root);
    expect(media.show(galleryChoice(variation()))).toBe('image');
    const img = root.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/var.svg');
    expect(img.getAttribute('data-large_image')).toBe('/var-full.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(root.querySelector('a')!.getAttribute('href')).toBe('/var-full.svg');
    expect(root.firstElementChild!.getAttribute('data-thumb')).toBe('/var-thumb.svg');
    expect(media.show(galleryChoice(variation()))).toBe('same');
    expect(media.show({ kind: 'default' })).toBe('image');
    expect(attributes(root)).toEqual(before);
    expect(media.show({ kind: 'default' })).toBe('same');
  });

  it('swaps in the variation slides with their thumbnails and brings the server slides back', () => {
    const root = wrapper(SLIDE(1) + SLIDE(2));
    const originals = Array.from(root.children);
    const media = new VariationMedia(root);
    const choice = galleryChoice(
      variation({
        variation_gallery_main_slides_html: SLIDE(7) + SLIDE(8),
        variation_gallery_thumb_slides_html: '<div class="swiper-slide"><img src="/vt7.svg" alt="Seven"></div>',
      }),
    );
    expect(media.show(choice)).toBe('slides');
    expect(readSlides(root).map((slide) => slide.thumb.src)).toEqual(['/t7.svg', '/t8.svg']);
    expect(media.thumbs).toEqual([{ src: '/vt7.svg', alt: 'Seven' }]);
    expect(media.show(galleryChoice(variation()))).toBe('slides');
    expect(Array.from(root.children)).toEqual(originals);
    expect(root.querySelector('img')!.getAttribute('src')).toBe('/var.svg');
    media.dispose();
    expect(root.querySelector('img')!.getAttribute('src')).toBe('/img1.svg');
  });
});

describe('gallery helpers', () => {
  it('labels thumbnails "Go to slide N", with the image alt when there is one', () => {
    expect(thumbLabel(0, '')).toBe('Go to slide 1');
    expect(thumbLabel(2, 'Before and after')).toBe('Go to slide 3: Before and after');
  });

  it('moves with the arrow keys, Home and End, within bounds', () => {
    expect(keyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(keyTarget('ArrowRight', 2, 3)).toBe(2);
    expect(keyTarget('ArrowLeft', 0, 3)).toBe(0);
    expect(keyTarget('Home', 2, 3)).toBe(0);
    expect(keyTarget('End', 0, 3)).toBe(2);
    expect(keyTarget('Enter', 0, 3)).toBeNull();
  });

  it('opens the lightbox on the shown image, skipping videos', () => {
    const slides = readSlides(wrapper(SLIDE(1) + VIDEO + SLIDE(2)));
    expect(lightboxItems(slides, 2)).toMatchObject({ index: 1, images: [{ src: '/full1.svg' }, { src: '/full2.svg' }] });
    expect(lightboxItems(slides, 1).index).toBe(0);
  });

  it('zooms at magnify 2 (§9) only when that is larger than the slide, keeping the pointed spot under the pointer', () => {
    const image = { src: '/x.svg', width: 324, height: 324, alt: '' };
    expect(zoomSize(image, { width: 400, height: 400 })).toEqual({ width: 648, height: 648 });
    expect(zoomSize(image, { width: 700, height: 700 })).toBeNull();
    const box = { width: 400, height: 400 };
    const zoom = { width: 800, height: 800 };
    expect(zoomOffset({ x: 0, y: 0 }, box, zoom)).toEqual({ left: 0, top: 0 });
    expect(zoomOffset({ x: 400, y: 200 }, box, zoom)).toEqual({ left: -400, top: -200 });
    expect(zoomOffset({ x: 900, y: -5 }, box, zoom)).toEqual({ left: -400, top: 0 });
  });

  it('zooms a slide the pointer already rests on when attached (it entered before the island was live), unless the device cannot hover', () => {
    const image = { src: '/x.svg', width: 324, height: 324, alt: '' };
    const hovered = (canHover: boolean): HTMLElement => {
      document.body.innerHTML = '<div class="woocommerce-product-gallery__image"></div>';
      const slide = document.querySelector<HTMLElement>('.woocommerce-product-gallery__image')!;
      vi.spyOn(slide, 'matches').mockImplementation((selector) => selector === ':hover');
      vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: canHover } as MediaQueryList);
      return slide;
    };
    const slide = hovered(true);
    const undo = attachZoom(slide, image);
    expect(slide.querySelectorAll('.zoomImg')).toHaveLength(1);
    // A pointerenter that follows adds no second copy.
    slide.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    expect(slide.querySelectorAll('.zoomImg')).toHaveLength(1);
    undo();
    expect(slide.querySelectorAll('.zoomImg')).toHaveLength(0);
    // A phone's tap leaves :hover behind; touch never zooms.
    const tapped = hovered(false);
    attachZoom(tapped, image)();
    expect(window.matchMedia).toHaveBeenCalledWith('(hover: hover)');
    expect(tapped.querySelectorAll('.zoomImg')).toHaveLength(0);
    vi.restoreAllMocks();
  });
});

import { screen, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitOn } from '../../dom-bridge/emit.ts';
import type { Unmount } from '../../src/island.ts';
import { mount } from './ProductGallery.ts';

// Stylesheets are fetched by URL in the browser (checked in e2e/product-media.spec.ts); happy-dom loads none.
vi.mock('../../dom-bridge/stylesheet.ts', () => ({ loadStylesheet: () => Promise.resolve() }));

const SLIDE = (n: number) =>
  `<div data-thumb="/t${n}.svg" data-thumb-alt="" class="woocommerce-product-gallery__image"><a href="/full${n}.svg"><img width="324" height="324" src="/img${n}.svg" alt="Pack" data-src="/full${n}.svg" data-large_image="/full${n}.svg" data-large_image_width="324" data-large_image_height="324" /></a></div>`;
const VIDEO = `<div data-thumb="/poster.svg" data-thumb-alt="Preview video" class="woocommerce-product-gallery__image"><video controls poster="/poster.svg"></video></div>`;
const VARIATIONS = [
  {
    variation_id: 201,
    attributes: { attribute_pa_format: 'lightroom' },
    image: { src: '/var.svg', full_src: '/var.svg', gallery_thumbnail_src: '/var-t.svg', alt: 'Lightroom' },
  },
];

function page(variationId = 0): void {
  document.body.innerHTML = `
    <div class="product">
      <div class="woocommerce-product-gallery images" style="opacity: 0"><div class="woocommerce-product-gallery__wrapper">${SLIDE(1)}${SLIDE(2)}${VIDEO}</div></div>
      <form class="variations_form cart" data-product_variations='${JSON.stringify(VARIATIONS)}'><input type="hidden" class="variation_id" name="variation_id" value="${variationId}"></form>
    </div>`;
}

const gallery = () => document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
const slides = () => Array.from(document.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__wrapper > *'));
const thumbs = () => screen.getAllByRole('button', { name: /^Go to slide/ });
const form = () => document.querySelector('form')!;

let unmount: Unmount | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

describe('product-gallery island', () => {
  it('shows the gallery, a labelled zoom button and one thumbnail button per slide, the first current', async () => {
    page();
    unmount = await mount(gallery());
    expect(gallery().style.opacity).toBe('1');
    const zoom = screen.getByRole('button', { name: 'View full-screen image gallery' });
    // A drawn magnifier, not an emoji: without an emoji font that shows as a missing-glyph box.
    const icon = zoom.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('focusable')).toBe('false');
    expect(zoom.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(thumbs().map((b) => b.getAttribute('aria-label'))).toEqual(['Go to slide 1', 'Go to slide 2', 'Go to slide 3: Preview video']);
    expect(thumbs()[0]!.getAttribute('aria-current')).toBe('true');
    expect(slides().map((s) => s.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(slides()[0]!.getAttribute('aria-roledescription')).toBe('slide');
  });

  it('goes to a slide from its thumbnail and with the arrow keys; hidden videos are paused', async () => {
    page();
    unmount = await mount(gallery());
    thumbs()[1]!.click();
    await waitFor(() => expect(thumbs()[1]!.getAttribute('aria-current')).toBe('true'));
    expect(slides().map((s) => s.hasAttribute('inert'))).toEqual([true, false, true]);

    thumbs()[1]!.focus();
    thumbs()[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitFor(() => expect(thumbs()[2]!.getAttribute('aria-current')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(thumbs()[2]));

    const video = document.querySelector('video')!;
    Object.defineProperty(video, 'paused', { value: false, configurable: true });
    const pause = vi.spyOn(video, 'pause').mockImplementation(() => {});
    thumbs()[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    await waitFor(() => expect(thumbs()[0]!.getAttribute('aria-current')).toBe('true'));
    expect(pause).toHaveBeenCalled();
  });

  it('switches to the variation image on found_variation and back on reset_data', async () => {
    page();
    unmount = await mount(gallery());
    emitOn(form(), 'found_variation', [VARIATIONS[0]]);
    await waitFor(() => expect(document.querySelector('.woocommerce-product-gallery__image img')!.getAttribute('src')).toBe('/var.svg'));
    await waitFor(() => expect(thumbs()[0]!.querySelector('img')!.getAttribute('src')).toBe('/var-t.svg'));
    emitOn(form(), 'reset_data');
    await waitFor(() => expect(document.querySelector('.woocommerce-product-gallery__image img')!.getAttribute('src')).toBe('/img1.svg'));
    expect(thumbs()[0]!.querySelector('img')!.getAttribute('src')).toBe('/t1.svg');
  });

  it('ignores the variation choices of a bundle add-on form nested inside the product form', async () => {
    page();
    const addOn = document.createElement('div');
    addOn.className = 'variations_form woobt_variations_form';
    form().append(addOn);
    unmount = await mount(gallery());
    const mainImage = (): string | null => document.querySelector('.woocommerce-product-gallery__image img')!.getAttribute('src');
    // Asserting that nothing happens: give a wrong switch the time it would take.
    const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 50));
    emitOn(addOn, 'found_variation', [VARIATIONS[0]]);
    await settle();
    expect(mainImage()).toBe('/img1.svg');
    emitOn(form(), 'found_variation', [VARIATIONS[0]]);
    await waitFor(() => expect(mainImage()).toBe('/var.svg'));
    emitOn(addOn, 'reset_data');
    await settle();
    expect(mainImage()).toBe('/var.svg');
  });

  it('shows a variation chosen before it started, and gives the markup back on unmount', async () => {
    page(201);
    unmount = await mount(gallery());
    expect(document.querySelector('.woocommerce-product-gallery__image img')!.getAttribute('src')).toBe('/var.svg');
    unmount();
    unmount = undefined;
    expect(document.querySelector('.woocommerce-product-gallery__image img')!.getAttribute('src')).toBe('/img1.svg');
    expect(gallery().classList.contains('swiper')).toBe(false);
    expect(gallery().style.opacity).toBe('0');
    expect(slides().some((s) => s.hasAttribute('inert') || s.classList.contains('swiper-slide'))).toBe(false);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('refuses a gallery without slides with a clear error', async () => {
    document.body.innerHTML = '<div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__wrapper"></div></div>';
    await expect(mount(gallery())).rejects.toThrow(
      'no .woocommerce-product-gallery__wrapper with .woocommerce-product-gallery__image slides',
    );
  });
});

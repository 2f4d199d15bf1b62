import hoodieHtml from '../fixtures-html/captures/woocommerce-9.9-addons/product-hoodie.html?raw';
import { afterEach, describe, expect, it } from 'vitest';
import { showPlaceholderGalleries } from './placeholder-gallery.ts';

describe('a product gallery without images (the captured Hoodie)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is printed invisible and shown, as single-product.js would have shown it', () => {
    document.body.innerHTML = new DOMParser().parseFromString(hoodieHtml, 'text/html').body.innerHTML;
    const gallery = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
    expect(gallery.style.opacity).toBe('0');
    showPlaceholderGalleries();
    expect(gallery.style.opacity).toBe('1');
  });

  it('leaves a gallery with images to the gallery island', () => {
    document.body.innerHTML = '<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images" style="opacity: 0"></div>';
    showPlaceholderGalleries();
    expect(document.querySelector<HTMLElement>('.woocommerce-product-gallery')!.style.opacity).toBe('0');
  });
});

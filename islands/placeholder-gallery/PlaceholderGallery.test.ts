import hoodieHtml from '../../fixtures-html/captures/woocommerce-9.9-addons/product-hoodie.html?raw';
import { afterEach, describe, expect, it } from 'vitest';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { whenLive } from '../../tests/support/hydration.ts';
import { placeholderGalleryIsland } from './index.ts';

let runtime: Runtime | undefined;

describe('a product gallery without images (the captured Hoodie)', () => {
  afterEach(() => {
    runtime?.stop();
    runtime = undefined;
    document.body.innerHTML = '';
  });

  it('is printed invisible and shown, as single-product.js would have shown it; unmounting puts it back', async () => {
    document.body.innerHTML = new DOMParser().parseFromString(hoodieHtml, 'text/html').body.innerHTML;
    const gallery = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
    expect(gallery.style.opacity).toBe('0');
    runtime = startRuntime([placeholderGalleryIsland]);
    await whenLive(gallery);
    expect(gallery.style.opacity).toBe('1');
    runtime.stop();
    expect(gallery.style.opacity).toBe('0');
  });

  it('leaves a gallery with images to the gallery island', () => {
    document.body.innerHTML = '<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images" style="opacity: 0"></div>';
    runtime = startRuntime([placeholderGalleryIsland]);
    expect(document.querySelector('.woocommerce-product-gallery')!.hasAttribute('data-island')).toBe(false);
  });
});

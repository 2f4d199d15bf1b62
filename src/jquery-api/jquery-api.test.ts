/**
 * The platform's jQuery plugin API on the captured bought-together Hoodie page (two variation
 * forms: the product's and the add-on's nested one), called the way other scripts call it:
 * before our functions have arrived and after.
 */
import { waitFor } from '@testing-library/react';
import jQuery from 'jquery';
import hoodieHtml from '../../fixtures-html/captures/woocommerce-9.9-addons/product-hoodie.html?raw';
import pluginStubSource from '../../integrations/wordpress/jquery-api-stub.js?raw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productGalleryIsland } from '../../islands/product-gallery/index.ts';
import { variationFormIsland } from '../../islands/variation-form/index.ts';
import { startRuntime, type Runtime } from '../runtime.ts';
import { whenLive } from '../../tests/support/hydration.ts';
import { JQUERY_API_NAMES, resetJQueryApiForTests, startJQueryApi } from './stub.ts';

// Stylesheets are fetched by URL in the browser; happy-dom loads none.
vi.mock('../../dom-bridge/stylesheet.ts', () => ({ loadStylesheet: () => Promise.resolve() }));

type Win = { jQuery?: unknown; shopIslandsJQueryCalls?: unknown };
const $ = jQuery;
const PLACEHOLDER = 'http://127.0.0.1:8080/wp-content/uploads/woocommerce-placeholder-416x416.png';
const SLIDE = (n: number): string =>
  `<div data-thumb="/t${n}.svg" class="woocommerce-product-gallery__image"><a href="/full${n}.svg"><img width="416" height="416" src="/img${n}.svg" class="wp-post-image" alt="Hoodie ${n}" data-large_image="/full${n}.svg" data-large_image_width="416" data-large_image_height="416" /></a></div>`;

/** The captured page without its scripts and stylesheets; `withImages` gives the gallery two real slides. */
function loadHoodiePage(withImages = false): void {
  let html = hoodieHtml.replace(/<(script|style|link)\b[\s\S]*?(<\/\1>|\/?>)/g, '');
  if (withImages) {
    html = html
      .replace('woocommerce-product-gallery--without-images', 'woocommerce-product-gallery--with-images')
      .replace(
        /<div class="woocommerce-product-gallery__image woocommerce-product-gallery__image--placeholder">[\s\S]*?<\/div>/,
        SLIDE(1) + SLIDE(2),
      );
  }
  const doc = new DOMParser().parseFromString(html, 'text/html');
  document.body.className = doc.body.className;
  document.body.innerHTML = doc.body.innerHTML;
}

const productForm = (): HTMLFormElement => document.querySelector<HTMLFormElement>('form.variations_form')!;
const addonForm = (): HTMLElement => document.querySelector<HTMLElement>('div.woobt_variations_form')!;
const mainImage = (): HTMLImageElement => document.querySelector<HTMLImageElement>('.woocommerce-product-gallery .wp-post-image')!;
const fn = (): Record<string, unknown> => jQuery.fn as unknown as Record<string, unknown>;

/** The Hoodie's red/small variation as the page prints it, with an image of its own. */
function redSmall(): Record<string, unknown> {
  const [first] = JSON.parse(productForm().getAttribute('data-product_variations')!) as Array<Record<string, unknown>>;
  return {
    ...first,
    image_id: 30,
    image: { src: '/red.svg', src_w: 416, src_h: 416, full_src: '/red-full.svg', gallery_thumbnail_src: '/red-t.svg', alt: 'Red hoodie' },
  };
}

/** Resolves once our real functions replaced the stubs. */
async function whenInstalled(stub: unknown): Promise<void> {
  await waitFor(() => expect(fn().wc_variation_form).not.toBe(stub));
}

let runtime: Runtime | undefined;
beforeEach(() => {
  (window as unknown as Win).jQuery = jQuery;
  resetJQueryApiForTests();
});
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  for (const name of JQUERY_API_NAMES) delete fn()[name];
  jQuery(document).off();
  jQuery(document.body).off();
  delete (window as unknown as Win).jQuery;
  delete (window as unknown as Win).shopIslandsJQueryCalls;
  vi.unstubAllGlobals();
});

describe("the platform's jQuery API without its scripts", () => {
  it('takes calls before our functions arrive (no TypeError, chainable) and replays them in order', async () => {
    loadHoodiePage();
    runtime = startRuntime([variationFormIsland]);
    const heard: unknown[] = [];
    $(document.body).on('wc_variation_form', (event) => heard.push(event.target));
    startJQueryApi();
    const stub = fn().wc_variation_form;

    const forms = $('.variations_form');
    expect(forms.wc_variation_form()).toBe(forms);
    expect($(productForm()).wc_variations_image_update(redSmall())).toBeInstanceOf(jQuery);
    $('.product_meta .sku').wc_set_content('woo-hoodie-red-small');
    expect(mainImage().getAttribute('src')).toBe(PLACEHOLDER);

    await whenInstalled(stub);
    // Replayed: the placeholder gallery (no island runs it) shows the variation's image, as the platform's swap does.
    expect(mainImage().getAttribute('src')).toBe('/red.svg');
    expect(mainImage().getAttribute('data-o_src')).toBe(PLACEHOLDER);
    // Replayed: the SKU was set, its original kept. Read from data-o_content, not the text: the form's
    // first check (100 ms after it is live) resets the details as the platform's does, and on a loaded
    // machine it can come before this line.
    expect($('.product_meta .sku').attr('data-o_content')).toBe('woo-hoodie');
    // Both variation forms are live islands, and each announced itself as the platform's form does.
    await whenLive(productForm());
    await whenLive(addonForm());
    await waitFor(() => expect(heard).toEqual(expect.arrayContaining([productForm(), addonForm()])));

    // After: the real functions run at once.
    $(productForm()).wc_variations_image_reset();
    expect(mainImage().getAttribute('src')).toBe(PLACEHOLDER);
    // As the platform's: an attribute the server did not print comes back empty.
    expect(mainImage().getAttribute('width')).toBe('');
  });

  it("takes calls made in jQuery's ready handlers, before our chunk, through the WordPress plugin's stubs", async () => {
    loadHoodiePage();
    // What the plugin prints right after jQuery: its stubs cover every name the chunk installs.
    new Function(pluginStubSource)();
    const pluginStub = fn().wc_variation_form;
    expect(JQUERY_API_NAMES.every((name) => typeof fn()[name] === 'function')).toBe(true);
    // A script's ready handler, long before our product group arrives.
    $('.product_meta .sku').wc_set_content('woo-hoodie-red-small');
    expect($(productForm()).wc_variations_image_update(redSmall())).toBeInstanceOf(jQuery);

    startJQueryApi();
    await whenInstalled(pluginStub);
    expect($('.product_meta .sku').text()).toBe('woo-hoodie-red-small');
    expect(mainImage().getAttribute('src')).toBe('/red.svg');
    expect((window as unknown as Win).shopIslandsJQueryCalls).toEqual([]);
  });

  it('wc_set_content / wc_reset_content and wc_set_variation_attr / wc_reset_variation_attr keep the original in data-o_*', async () => {
    loadHoodiePage();
    startJQueryApi();
    await whenInstalled(undefined);
    const sku = $('.product_meta .sku');
    const original = sku.text();
    sku.wc_set_content('first');
    sku.wc_set_content('second');
    expect(sku.text()).toBe('second');
    expect(sku.attr('data-o_content')).toBe(original);
    sku.wc_reset_content();
    expect(sku.text()).toBe(original);

    const image = $(mainImage());
    image.wc_set_variation_attr('title', 'Red');
    expect(image.attr('title')).toBe('Red');
    expect(image.attr('data-o_title')).toBe('');
    image.wc_set_variation_attr('alt', false);
    expect(image.attr('alt')).toBeUndefined();
    image.wc_set_variation_attr('src', undefined);
    expect(image.attr('src')).toBe(PLACEHOLDER);
    image.wc_reset_variation_attr('alt');
    image.wc_reset_variation_attr('title');
    expect(image.attr('alt')).toBe('Awaiting product image');
    expect(image.attr('title')).toBe('');
  });

  it('wc_maybe_trigger_slide_position_reset tells the gallery when the variation image changes; wc_product_gallery shows a gallery no island runs', async () => {
    loadHoodiePage();
    startJQueryApi();
    await whenInstalled(undefined);
    const resets = vi.fn();
    $('.woocommerce-product-gallery').on('woocommerce_gallery_reset_slide_position', resets);
    const form = $(productForm());
    form.wc_maybe_trigger_slide_position_reset(redSmall());
    form.wc_maybe_trigger_slide_position_reset(redSmall());
    expect(form.attr('current-image')).toBe('30');
    expect(resets).toHaveBeenCalledTimes(1);

    const gallery = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
    expect(gallery.style.opacity).toBe('0');
    $(gallery).wc_product_gallery();
    expect(gallery.style.opacity).toBe('1');
  });

  it('hands the variation to our gallery island, also when it is called before the gallery is live', async () => {
    loadHoodiePage(true);
    // happy-dom lays nothing out (its observer never reports): this one sees every element in view.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: (entries: Array<{ isIntersecting: boolean }>) => void) {}
        observe(): void {
          queueMicrotask(() => this.report([{ isIntersecting: true }]));
        }
        disconnect(): void {}
      },
    );
    startJQueryApi();
    await whenInstalled(undefined);
    runtime = startRuntime([variationFormIsland, productGalleryIsland]);
    const gallery = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
    expect(gallery.getAttribute('data-island-state')).toBe('pending');

    $(productForm()).wc_variations_image_update(redSmall());
    await whenLive(gallery);
    await waitFor(() => expect(mainImage().getAttribute('src')).toBe('/red.svg'));
    // The island keeps the server's value itself (no platform data-o_* marks on its markup).
    expect(mainImage().hasAttribute('data-o_src')).toBe(false);

    $(productForm()).wc_variations_image_reset();
    await waitFor(() => expect(mainImage().getAttribute('src')).toBe('/img1.svg'));
    // The gallery's chunk brings React and Swiper: slow to import on a busy machine.
  }, 30_000);

  it('leaves a function another script already defined (the legacy script still on the page)', async () => {
    const legacy = function (this: JQuery): JQuery {
      return this;
    };
    fn().wc_variation_form = legacy;
    loadHoodiePage();
    startJQueryApi();
    await waitFor(() => expect(typeof fn().wc_set_content).toBe('function'));
    await waitFor(() => expect(fn().wc_product_gallery).not.toBe(undefined));
    expect(fn().wc_variation_form).toBe(legacy);
  });
});

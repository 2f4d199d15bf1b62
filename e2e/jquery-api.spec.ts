/**
 * The platform's jQuery plugin API on one of our product pages with jQuery on it (as a WordPress
 * shop has): another script's calls reach our islands and raise no error.
 */
import { expect, test, type Page } from '@playwright/test';
import { booted, failOnConsoleErrors } from './helpers.ts';

const SUITE = '/product/master-grading-suite/';
/** An image the shop serves, not one of this product's. */
const OTHER_IMAGE = '/wp-content/uploads/presets/black-white-matte-pack.svg';
const ENTRY = '<script type="module" src="/dist/shop-islands.js"></script>';

/**
 * A bought-together-like script: on every found_variation it calls the platform's functions, as
 * the add-ons do, and it records what it saw.
 */
const LEGACY_SCRIPT = `
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script>
<script>
  window.__legacy = { formEvents: 0, updates: 0 };
  jQuery(document).on('wc_variation_form', '.variations_form', function () { window.__legacy.formEvents += 1; });
  jQuery(document).on('found_variation', '.variations_form', function (event, variation) {
    var $form = jQuery(this);
    $form.wc_variations_image_update(variation);
    $form.closest('.product').find('.product_meta .sku').wc_set_content(variation.sku || '');
    window.__legacy.updates += 1;
  });
</script>`;

/** Serves the product page with jQuery and the script above before our entry. */
async function openWithJQuery(page: Page): Promise<string[]> {
  const errors = failOnConsoleErrors(page);
  await page.route(`**${SUITE}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(ENTRY, `${LEGACY_SCRIPT}\n${ENTRY}`);
    await route.fulfill({ response, body: html });
  });
  await page.goto(SUITE);
  await booted(page);
  return errors;
}

test.describe("the platform's jQuery API", () => {
  test('calls from other scripts reach the variation form and the gallery, with no page error', async ({ page }) => {
    const errors = await openWithJQuery(page);
    const form = page.locator('form.variations_form.cart');
    await expect(form).toHaveAttribute('data-island-state', 'live');
    const gallery = page.locator('.woocommerce-product-gallery');
    await expect(gallery).toHaveAttribute('data-island-state', 'live');
    const firstImage = gallery.locator('.woocommerce-product-gallery__image img').first();
    const serverSrc = await firstImage.getAttribute('src');
    await expect
      .poll(() =>
        page.evaluate(() => typeof (window as unknown as { jQuery: { fn: Record<string, unknown> } }).jQuery.fn.wc_variation_form),
      )
      .toBe('function');

    // wc_variation_form on a live form: the call returns the collection and the form checks again.
    const chained = await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (selector: string) => { wc_variation_form(): unknown; length: number } }).jQuery;
      const forms = $('.variations_form');
      return forms.wc_variation_form() === forms;
    });
    expect(chained).toBe(true);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __legacy: { formEvents: number } }).__legacy.formEvents))
      .toBeGreaterThan(0);

    // A complete choice: the add-on's found_variation handler calls the platform's functions.
    const selects = form.locator('.variations select');
    for (let index = 0; index < (await selects.count()); index += 1) {
      const select = selects.nth(index);
      const value = await select.locator('option:not([value=""])').first().getAttribute('value');
      await select.selectOption(value ?? '');
    }
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __legacy: { updates: number } }).__legacy.updates))
      .toBeGreaterThan(0);

    // wc_variations_image_update / reset with another image: our gallery island shows it, then the server's image.
    const callOnForm = (method: string) =>
      page.evaluate(
        ([name, src]) => {
          const $ = (window as unknown as { jQuery: (selector: string) => Record<string, (arg?: unknown) => unknown> }).jQuery;
          $('form.variations_form')[name]!({ variation_id: 999, attributes: {}, image: { src, full_src: src } });
        },
        [method, OTHER_IMAGE] as const,
      );
    await callOnForm('wc_variations_image_update');
    await expect(firstImage).toHaveAttribute('src', OTHER_IMAGE);
    await callOnForm('wc_variations_image_reset');
    await expect(firstImage).toHaveAttribute('src', serverSrc ?? '');
    expect(errors).toEqual([]);
  });

  test("on the real shop's Hoodie page (as the WordPress plugin prints it), calls from jQuery's ready handlers raise no error and reach the islands", async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page);
    const hoodie = '/real/product/hoodie/';
    // A bought-together-like script whose ready handler calls the platform's functions, before any chunk of ours arrived.
    const readyScript = `<script>jQuery(function ($) {
      window.__ready = { chained: $('.variations_form').wc_variation_form().length, gallery: $('.woocommerce-product-gallery').wc_product_gallery().length };
    });</script>`;
    await page.route(`**${hoodie}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</body>', `${readyScript}\n</body>`);
      await route.fulfill({ response, body: html });
    });
    await page.goto(hoodie);
    await booted(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __ready?: unknown }).__ready)).toEqual({ chained: 1, gallery: 1 });
    await expect(page.locator('form.variations_form.cart')).toHaveAttribute('data-island-state', 'live');
    // Replayed once the real functions arrived: the plugin's recorded calls are all handed over.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shopIslandsJQueryCalls?: unknown[] }).shopIslandsJQueryCalls?.length))
      .toBe(0);
    expect(errors).toEqual([]);
  });
});

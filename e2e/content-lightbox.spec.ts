/**
 * Issue 16 on the builder page (/builder/): the global image lightbox (opt in / out, downloads, gallery
 * groups, counter, toolbar labels, captions, keyboard and focus), action links valid and broken, the
 * video facades (no request to the providers before play), axe with the lightbox open, no-JS.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { booted, failOnConsoleErrors } from './helpers.ts';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PROVIDERS = /youtube\.com|youtube-nocookie\.com|vimeo\.com|ytimg\.com|vimeocdn\.com/;

/** Stands in for the two video services: records what the page asks of them, and nothing leaves the machine. */
async function stubProviders(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(PROVIDERS, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' });
  });
  return asked;
}

function chunksOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/chunks/') || request.url().includes('/assets/')) names.push(request.url());
  });
  return names;
}

function warnings(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[shop-islands]')) lines.push(message.text());
  });
  return lines;
}

async function open(page: Page): Promise<void> {
  await page.goto('/builder/');
  await booted(page);
  await expect(page.locator('[data-island="image-lightbox"]')).toHaveCount(1);
}

const lightbox = (page: Page) => page.locator('.pswp');
const counter = (page: Page) => page.locator('.pswp__counter');
const caption = (page: Page) => page.locator('.shop-islands-lightbox-caption');

/**
 * Drags the shown slide two thirds of the screen to the left with the mouse and lets go; then reads, in the
 * frame after the release and one later, whether the slides still move, and the counter in that first frame.
 */
async function swipeLeft(page: Page): Promise<{ moving: boolean; counter: string }> {
  const box = (await page.locator('.pswp__scroll-wrap').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.15, y, { steps: 8 });
  await page.mouse.up();
  return page.evaluate(async () => {
    const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const container = document.querySelector<HTMLElement>('.pswp__container')!;
    await frame();
    const first = container.style.transform;
    const counter = document.querySelector('.pswp__counter')?.textContent ?? '';
    for (let i = 0; i < 3; i += 1) await frame();
    return { moving: container.style.transform !== first, counter };
  });
}

test.describe('builder page: image lightbox', () => {
  test('a link to an image opens the lightbox (site-wide setting) with its title and description; Esc closes and focus returns', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page);
    const chunks = chunksOf(page);
    await open(page);
    await page.waitForLoadState('networkidle');
    expect(chunks.filter((url) => /photoswipe|lightbox/.test(url))).toEqual([]);

    const link = page.getByRole('link', { name: 'Golden hour sample', exact: true });
    await link.click();
    await expect(lightbox(page)).toBeVisible();
    await expect(page.locator('.pswp__item img.pswp__img').first()).toHaveAttribute('src', /golden-hour-lightroom-pack\.svg$/);
    await expect(counter(page)).toHaveText('1 / 1');
    await expect(caption(page)).toContainText('Golden hour');
    await expect(caption(page)).toContainText('Warm light, soft shadows.');
    expect(chunks.some((url) => /photoswipe\.esm-/.test(url))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/builder/');

    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await expect(link).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('a link that opts out, or carries download, is followed as printed', async ({ page }) => {
    await open(page);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Film emulation sample (download)' }).click();
    expect((await download).suggestedFilename()).toBe('film-emulation-collection.svg');
    await expect(lightbox(page)).toHaveCount(0);

    await page.getByRole('link', { name: 'Moody forest sample (opens the file)' }).click();
    await expect(page).toHaveURL(/\/wp-content\/uploads\/presets\/moody-forest-lightroom-pack\.svg$/);
  });

  test('a link opting in with a query string opens too; the gallery opens as one group with next/previous by keyboard', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('link', { name: 'Neon sample' }).click();
    await expect(counter(page)).toHaveText('1 / 1');
    await expect(caption(page)).toHaveText('Neon nights');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Pastel dreams' }).click();
    await expect(counter(page)).toHaveText('2 / 3');
    await expect(caption(page)).toContainText('Pastel dreams');
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('3 / 3');
    await expect(caption(page)).toContainText('Desert dust');
    await expect(caption(page)).toContainText('Dry, warm and grainy.');
    // Its size was not measured before opening (only the opened image's is): it takes its own square shape once loaded.
    const shown = page.locator('.pswp__item:not([aria-hidden="true"]) img.pswp__img');
    await expect
      .poll(() => shown.evaluate((img) => Math.round((100 * img.getBoundingClientRect().width) / img.getBoundingClientRect().height)))
      .toBe(100);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText('1 / 3');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(counter(page)).toHaveText('2 / 3');
  });

  test('the toolbar has the kit’s buttons with the §9 labels; share offers the four entries for the shown image', async ({ page }) => {
    await open(page);
    await page.getByRole('link', { name: 'Black and white matte' }).click();
    await expect(lightbox(page)).toBeVisible();
    for (const name of ['Fullscreen', 'Share', 'Close']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    // The kit's zoom is on: the control is offered for this image too, named (§9 "Lightbox labels").
    await expect(page.locator('.pswp__button--zoom')).toHaveAttribute('title', 'Zoom');
    await expect(page.getByRole('button', { name: 'Zoom', exact: true })).toBeVisible();
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('.shop-islands-lightbox-share');
    await expect(menu.getByRole('link')).toHaveText(['Share on Facebook', 'Share on X', 'Pin it', 'Download image']);
    await expect(menu.getByRole('link', { name: 'Download image' })).toHaveAttribute('download', '');
    await expect(menu.getByRole('link', { name: 'Pin it' })).toHaveAttribute('href', /media=.*black-white-matte-pack\.svg/);

    await page.getByRole('button', { name: 'Fullscreen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.classList.contains('pswp') ?? false)).toBe(true);
    await page.keyboard.press('Escape');
  });

  test('with the kit’s zoom on, an image that fits the screen offers Zoom too: it zooms to three times and back (§2, §9)', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('link', { name: 'Golden hour sample', exact: true }).click();
    const shown = page.locator('.pswp__item:not([aria-hidden="true"]) img.pswp__img');
    await expect(shown).toBeVisible();
    const width = () => shown.evaluate((img) => img.getBoundingClientRect().width);
    const fitted = await width();
    // The image fits: PhotoSwipe alone would zoom it no further than its file's size, and hide the control.
    expect(fitted).toBeLessThan(page.viewportSize()!.width);
    const zoom = page.getByRole('button', { name: 'Zoom', exact: true });
    await expect(zoom).toBeVisible();
    await zoom.click();
    await expect.poll(async () => Math.round((100 * (await width())) / fitted)).toBe(300);
    await zoom.click();
    await expect.poll(async () => Math.round((100 * (await width())) / fitted)).toBe(100);
  });

  test('a shopper zooms up to three times the fitted image, no further (§9 slider defaults: zoom maximum ratio 3)', async ({ page }) => {
    await open(page);
    await page.getByRole('link', { name: 'Black and white matte' }).click();
    const shown = page.locator('.pswp__item:not([aria-hidden="true"]) img.pswp__img');
    await expect(shown).toBeVisible();
    const width = () => shown.evaluate((img) => img.getBoundingClientRect().width);
    const fitted = await width();
    const box = (await shown.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.down('Control');
    // Far past any limit: each step asks for twice the zoom (PhotoSwipe's wheel factor 2^(-deltaY × 0.002)).
    for (let step = 0; step < 8; step++) await page.mouse.wheel(0, -500);
    await page.keyboard.up('Control');
    await expect.poll(async () => Math.round((100 * (await width())) / fitted)).toBe(300);
  });

  test('the kit’s settings switch each part: counter, fullscreen, share and zoom off; the site-wide setting off leaves default links alone', async ({
    page,
  }) => {
    await open(page);
    // The islands read the builder's config when they mount, at the first click: change it before.
    await page.evaluate(() => {
      const kit = (window as unknown as { elementorFrontendConfig: { kit: Record<string, string> } }).elementorFrontendConfig.kit;
      Object.assign(kit, {
        lightbox_enable_counter: 'no',
        lightbox_enable_fullscreen: 'no',
        lightbox_enable_share: 'no',
        lightbox_enable_zoom: 'no',
        global_image_lightbox: 'no',
      });
    });
    await page.getByRole('link', { name: 'Pastel dreams' }).click();
    await expect(page.locator('.pswp__item img.pswp__img').first()).toBeVisible();
    await expect(counter(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Fullscreen' })).toHaveCount(0);
    await expect(page.locator('.pswp__button--zoom')).toHaveCount(0);
    await page.keyboard.press('Escape');
    // A link that does not opt in follows its href once the site-wide setting is off.
    await page.getByRole('link', { name: 'Golden hour sample', exact: true }).click();
    await expect(page).toHaveURL(/golden-hour-lightroom-pack\.svg$/);
  });

  test('image links outside the builder’s content follow the site-wide setting too (as the builder’s own front end); an opt-out there is followed', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page);
    await open(page);
    const outside = page.getByRole('link', { name: 'Teal and orange sample (outside the builder)' });
    await expect(outside).toHaveCount(1);
    expect(await outside.evaluate((a) => a.closest('.elementor') === null)).toBe(true);
    await outside.click();
    await expect(page.locator('.pswp__item img.pswp__img').first()).toHaveAttribute('src', /cinematic-teal-orange-pack\.svg$/);
    await expect(counter(page)).toHaveText('1 / 1');
    await expect(caption(page)).toContainText('Teal and orange');
    expect(new URL(page.url()).pathname).toBe('/builder/');
    await page.keyboard.press('Escape');
    await expect(outside).toBeFocused();

    await page.getByRole('link', { name: 'A preset file outside the builder (opts out)' }).click();
    await expect(page).toHaveURL(/desert-dust-lightroom-pack\.svg$/);
    expect(errors).toEqual([]);
  });

  test('the first click on an image link outside the builder’s content wakes the lightbox on its own', async ({ page }) => {
    await open(page);
    await page.locator('#outside-image').click();
    await expect(counter(page)).toHaveText('1 / 1');
  });

  test('a link in the platform’s product gallery is left to the gallery, on the first click and once the lightbox is live', async ({
    page,
  }) => {
    const inGallery = async (): Promise<void> => {
      // The gallery's own island stays away (no images class): what is checked is that the builder's lightbox leaves the link.
      await page.evaluate(() => {
        document
          .querySelector('.builder-outside')!
          .insertAdjacentHTML(
            'beforeend',
            '<div class="woocommerce-product-gallery woocommerce-product-gallery--without-images"><div class="woocommerce-product-gallery__image"><a id="in-gallery" href="/wp-content/uploads/presets/neon-cyberpunk-pack.svg">Gallery image</a></div></div>',
          );
      });
      await page.locator('#in-gallery').click();
      await expect(page).toHaveURL(/neon-cyberpunk-pack\.svg$/);
      expect(await page.locator('.pswp').count()).toBe(0);
    };
    await open(page);
    await inGallery();

    await open(page);
    await page.getByRole('link', { name: 'Teal and orange sample (outside the builder)' }).click();
    await expect(counter(page)).toHaveText('1 / 1');
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await inGallery();
  });

  test('with prefers-reduced-motion the lightbox opens and closes without animation and a released swipe lands at once; read at each open', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    await page.getByRole('link', { name: 'Pastel dreams' }).click();
    await expect(counter(page)).toHaveText('2 / 3');
    await expect.poll(() => lightbox(page).evaluate((el) => el.style.getPropertyValue('--pswp-transition-duration'))).toBe('0ms');
    await expect(page.locator('.pswp__top-bar')).toHaveCSS('transition-duration', '0s');
    // Released, the slide is where it ends at once: the next frame already shows the next slide in place.
    expect(await swipeLeft(page)).toEqual({ moving: false, counter: '3 / 3' });
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);

    // The same shopper turning the setting off gets PhotoSwipe's spring back at the next open.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.getByRole('link', { name: 'Pastel dreams' }).click();
    await expect(counter(page)).toHaveText('2 / 3');
    expect((await swipeLeft(page)).moving).toBe(true);
    await expect(counter(page)).toHaveText('3 / 3');
  });

  test('axe finds no WCAG 2.2 AA violation with the lightbox open', async ({ page }) => {
    await open(page);
    await page.getByRole('link', { name: 'Pastel dreams' }).click();
    await expect(counter(page)).toHaveText('2 / 3');
    const results = await new AxeBuilder({ page }).include('.pswp').withTags(WCAG_22_AA).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('without JavaScript an image link opens the image itself', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/builder/');
    await page.getByRole('link', { name: 'Golden hour sample', exact: true }).click();
    await expect(page).toHaveURL(/golden-hour-lightroom-pack\.svg$/);
    await context.close();
  });
});

test.describe('builder page: action links', () => {
  test('URL-encoded and literal lightbox actions open an image and a slideshow', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await open(page);
    await page.locator('#action-image').click();
    await expect(page.locator('.pswp__item img.pswp__img').first()).toHaveAttribute('src', /golden-hour-lightroom-pack\.svg$/);
    expect(new URL(page.url()).hash).toBe('');
    await page.keyboard.press('Escape');
    await expect(page.locator('#action-image')).toBeFocused();

    await page.locator('#action-slideshow').click();
    await expect(counter(page)).toHaveText('2 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('3 / 3');
    await expect(caption(page)).toContainText('Desert dust');
    expect(errors).toEqual([]);
  });

  test('broken settings and an unknown action are ignored with one warning each, never an exception', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    const warned = warnings(page);
    await open(page);
    for (const id of ['#action-broken', '#action-unknown']) {
      await page.locator(id).click();
      await page.locator(id).click();
      await expect(page.locator(id)).toHaveAttribute('data-island-state', 'live');
    }
    await expect.poll(() => warned.length).toBe(2);
    expect(warned[0]).toContain('unreadable settings');
    expect(warned[1]).toContain('unknown action "popup"');
    await expect(lightbox(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('builder page: video facades', () => {
  test('no request to either video service until play; play loads the player in place', async ({ page }) => {
    const asked = await stubProviders(page);
    await open(page);
    const widget = page.locator('.elementor-widget-video').first();
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute('data-island-state', 'live');
    await expect(page.locator('.elementor-widget-video[data-island-state="live"]')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);

    await widget.getByRole('button', { name: 'Play Video' }).click();
    await expect(widget.locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/XHOmBV4js_E?autoplay=1&rel=0');
    await expect.poll(() => asked.length).toBe(1);

    const vimeo = page.locator('.elementor-widget-video').nth(1);
    await vimeo.getByRole('button', { name: 'Play Video' }).press('Enter');
    await expect(vimeo.locator('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/235215203?autoplay=1');
  });

  test('a video set to the lightbox plays there, from the no-cookie host; a video action link too', async ({ page }) => {
    const asked = await stubProviders(page);
    await open(page);
    const widget = page.locator('.elementor-widget-video').nth(2);
    await widget.scrollIntoViewIfNeeded();
    await widget.getByRole('button', { name: 'Play Video' }).click();
    await expect(page.locator('.pswp iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/9bZkp7q19f0?autoplay=1&rel=0',
    );
    expect(asked.every((url) => url.includes('youtube-nocookie.com'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);

    await page.locator('#action-video').click();
    await expect(page.locator('.pswp iframe')).toHaveAttribute('src', /youtube\.com\/embed\/XHOmBV4js_E/);
  });
});

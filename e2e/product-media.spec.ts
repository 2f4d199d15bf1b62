import { expect, test, type Page, type Request } from '@playwright/test';
import { booted, failOnConsoleErrors, reactFetchedBeforeLoad } from './helpers.ts';

const PRODUCT = '/product/film-emulation-collection/';
const GALLERY = '.woocommerce-product-gallery';

function gallery(page: Page) {
  return page.locator(GALLERY);
}

function thumbs(page: Page) {
  return page.getByRole('button', { name: /^Go to slide/ });
}

async function galleryLive(page: Page): Promise<void> {
  await page.goto(PRODUCT);
  await booted(page);
  await expect(gallery(page)).toHaveAttribute('data-island-state', 'live');
}

/** The dist chunks the page fetched, by file name. */
function recordChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/')) chunks.push(path.slice('/dist/'.length));
  });
  return chunks;
}

/** The slide the carousel shows (the one that is not inert). */
function currentSlide(page: Page) {
  return page.locator(`${GALLERY} .woocommerce-product-gallery__wrapper > :not([inert])`);
}

test.describe('product gallery', () => {
  test('thumbnails are labelled buttons; clicking one and the arrow keys move the carousel', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await galleryLive(page);
    await expect(thumbs(page)).toHaveCount(5);
    await expect(thumbs(page).first()).toHaveAccessibleName('Go to slide 1: Film Emulation Collection');
    await expect(thumbs(page).last()).toHaveAccessibleName('Go to slide 5: Film Emulation Collection: preview video');
    await expect(thumbs(page).first()).toHaveAttribute('aria-current', 'true');
    // The lazy chunk's stylesheet (Swiper's core CSS) is in: the wrapper is a flex row.
    await expect(page.locator('.woocommerce-product-gallery__wrapper')).toHaveCSS('display', 'flex');

    await thumbs(page).nth(2).click();
    await expect(thumbs(page).nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '3 of 5');
    await expect(currentSlide(page).locator('img')).toBeInViewport();

    await thumbs(page).nth(2).focus();
    await page.keyboard.press('ArrowRight');
    await expect(thumbs(page).nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(thumbs(page).nth(3)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(thumbs(page).nth(1)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('End');
    await expect(thumbs(page).nth(4)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Home');
    await expect(thumbs(page).nth(0)).toHaveAttribute('aria-current', 'true');

    // From the slide itself: its link keeps focus as the slides change.
    await currentSlide(page).locator('a').focus();
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 5');
    await expect(currentSlide(page).locator('a')).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('a product page with a gallery fetches no React before the load event', async ({ page }) => {
    const chunks = recordChunks(page);
    await galleryLive(page);
    await thumbs(page).nth(1).click();
    await expect(thumbs(page).nth(1)).toHaveAttribute('aria-current', 'true');
    await page.waitForLoadState('networkidle');
    expect(chunks.some((name) => /\/ProductGallery-[\w-]{7}\.js$/.test(name))).toBe(true);
    expect(await reactFetchedBeforeLoad(page)).toEqual([]);
  });

  test('a touch swipe turns the slide, and a touch never zooms', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 800, height: 900 } });
    const page = await context.newPage();
    await galleryLive(page);
    const box = (await currentSlide(page).boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width * 0.8, y }] });
    for (let step = 1; step <= 8; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + box.width * (0.8 - step * 0.08), y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(thumbs(page).nth(1)).toHaveAttribute('aria-current', 'true');
    await page.touchscreen.tap(box.x + box.width / 2, y);
    await expect(page.locator('.zoomImg')).toHaveCount(0);
    await context.close();
  });

  test('hovering the image shows it magnified 2× under the pointer; leaving removes it', async ({ page }) => {
    // The theme's cookie notice sits over the image's lower corner until accepted: this shopper accepted it before.
    await page.addInitScript(() => localStorage.setItem('minimog_cookie_accepted', 'yes'));
    await galleryLive(page);
    const slide = currentSlide(page);
    // Below the theme's header on a short window: the whole image in view first, so the pointer's path stays on it.
    await slide.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = (await slide.boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + 5);
    const zoom = page.locator('.zoomImg');
    await expect(zoom).toHaveCount(1);
    await expect(zoom).toHaveAttribute('aria-hidden', 'true');
    // §9 magnify 2: the 324 px large image drawn at 648 px.
    await expect(zoom).toHaveCSS('width', '648px');
    await page.mouse.move(box.x + box.width - 2, box.y + box.height - 2);
    const left = await zoom.evaluate((el) => parseFloat((el as HTMLElement).style.left));
    expect(left).toBeLessThan(-100);
    await page.mouse.move(box.x + box.width + 300, box.y);
    await expect(zoom).toHaveCount(0);
  });

  test('the zoom button opens a full-screen lightbox, PhotoSwipe’s core loading only then; Esc closes it and focus returns', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page);
    const chunks = recordChunks(page);
    await galleryLive(page);
    await page.waitForLoadState('networkidle');
    // The shared opener (src/lightbox/lightbox-opener.ts, a few hundred bytes) comes with the gallery; PhotoSwipe and the lightbox only on open.
    expect(chunks.filter((name) => /photoswipe|lightbox(?!-opener)/.test(name))).toEqual([]);

    const trigger = page.getByRole('button', { name: 'View full-screen image gallery' });
    await thumbs(page).nth(1).click();
    await trigger.click();
    const lightbox = page.locator('.pswp');
    await expect(lightbox).toBeVisible();
    await expect(lightbox).toHaveCSS('position', 'fixed');
    await expect(lightbox.locator('.pswp__item img.pswp__img').first()).toBeVisible();
    expect(chunks.some((name) => /photoswipe\.esm-/.test(name))).toBe(true);
    // PhotoSwipe's stylesheet is fetched with the lightbox, not at page load.
    expect(chunks.some((name) => /photoswipe-.*\.css$/.test(name))).toBe(true);
    const box = (await lightbox.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect([box.width, box.height]).toEqual([viewport.width, viewport.height]);
    // It opened on the slide the carousel shows (the second image).
    await expect(page.locator('.pswp__counter')).toHaveText('2 / 4');

    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await expect(trigger).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('the video slide plays its local clip and is paused when its slide leaves', async ({ page }) => {
    await galleryLive(page);
    await thumbs(page).nth(4).click();
    const video = currentSlide(page).locator('video');
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('controls', '');
    await video.evaluate(async (el: HTMLVideoElement) => {
      el.muted = true;
      await el.play();
    });
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused && el.readyState >= 2)).toBe(true);
    await thumbs(page).nth(0).click();
    await expect.poll(() => page.locator('video').evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
  });

  test('follows the chosen variation: its image, its own slides, and back to the default on reset', async ({ page }) => {
    await galleryLive(page);
    const form = 'form.variations_form';
    const fire = (name: string, format?: string) =>
      page.evaluate(
        ({ form, name, format }) => {
          const el = document.querySelector(form)!;
          const list = JSON.parse(el.getAttribute('data-product_variations') ?? '[]') as Array<{ attributes: Record<string, string> }>;
          const variation = list.find(
            (v) => v.attributes.attribute_pa_format === format && v.attributes.attribute_pa_licence === 'personal',
          );
          el.dispatchEvent(new CustomEvent(name, { bubbles: true, detail: { args: variation ? [variation] : [] } }));
        },
        { form, name, format },
      );
    const firstImage = page.locator('.woocommerce-product-gallery__wrapper > :first-child img');

    await thumbs(page).nth(2).click();
    await fire('found_variation', 'lightroom');
    await expect(firstImage).toHaveAttribute('src', '/wp-content/uploads/presets/film-emulation-collection-lightroom.svg');
    await expect(thumbs(page).first().locator('img')).toHaveAttribute(
      'src',
      '/wp-content/uploads/presets/film-emulation-collection-lightroom.svg',
    );
    await expect(thumbs(page).first()).toHaveAttribute('aria-current', 'true');

    await fire('found_variation', 'capture-one');
    await expect(thumbs(page)).toHaveCount(2);
    await expect(thumbs(page).nth(1)).toHaveAccessibleName('Go to slide 2: Film Emulation Collection: the styles panel');
    await thumbs(page).nth(1).click();
    await expect(currentSlide(page).locator('img')).toHaveAttribute(
      'src',
      '/wp-content/uploads/presets/film-emulation-collection-styles-panel.svg',
    );

    await fire('reset_data');
    await expect(thumbs(page)).toHaveCount(5);
    await expect(firstImage).toHaveAttribute('src', '/wp-content/uploads/presets/film-emulation-collection.svg');
    await expect(thumbs(page).first()).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('product gallery with the variation form island', () => {
  test('choosing options in the form switches the gallery; Clear brings the default back', async ({ page }) => {
    await galleryLive(page);
    const form = page.locator('form.variations_form');
    await expect(form).toHaveAttribute('data-island-state', 'live');
    const firstImage = page.locator('.woocommerce-product-gallery__wrapper > :first-child img');
    await form.locator('select[name="attribute_pa_format"]').selectOption('lightroom');
    await form.locator('select[name="attribute_pa_licence"]').selectOption('personal');
    await expect(firstImage).toHaveAttribute('src', '/wp-content/uploads/presets/film-emulation-collection-lightroom.svg');
    await form
      .getByRole('button', { name: 'Clear options' })
      .or(form.getByRole('link', { name: 'Clear options' }))
      .click();
    await expect(firstImage).toHaveAttribute('src', '/wp-content/uploads/presets/film-emulation-collection.svg');
  });
});

test.describe('size chart', () => {
  test('opens as a modal: focus inside and trapped, Esc / close / outside click close it, focus back on the opener', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await page.goto(PRODUCT);
    await booted(page);
    const opener = page.getByRole('button', { name: 'Licence chart' });
    const dialog = page.getByRole('dialog', { name: 'Licence chart' });

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog.getByRole('table')).toContainText('Client work');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('table').click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(errors).toEqual([]);
  });
});

test.describe('share buttons', () => {
  test('a share opens an 800×500 popup and the block shows the new count', async ({ page, context }) => {
    await context.route(/^http:\/\/www\.facebook\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Share</title>' }),
    );
    await page.goto(PRODUCT);
    await booted(page);
    const count = page.locator('.wopb-share-count');
    await expect(count).toHaveText('0');
    const shareCall = page.waitForRequest(
      (request) => request.url().includes('admin-ajax.php') && (request.postData() ?? '').includes('action=wopb_share_count'),
    );
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Facebook' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/^http:\/\/www\.facebook\.com\/sharer\.php\?u=.*\/product\/film-emulation-collection\/$/);
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([800, 500]);
    const fields = new URLSearchParams((await shareCall).postData() ?? '');
    expect(Object.fromEntries(fields)).toMatchObject({ action: 'wopb_share_count', postId: '103', shareCount: '0' });
    expect(fields.get('wpnonce')).toMatch(/^[0-9a-f]{10}$/);
    await expect(count).toHaveText('1');
    await expect(page.locator('.wopb-share')).not.toHaveClass(/wopb-share-loading/);
  });

  test('a failed count is only logged and the loading state cleared', async ({ page, context }) => {
    await context.route(/^http:\/\/twitter\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Share</title>' }));
    await page.route('**/wp-admin/admin-ajax.php', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: 'Internal error' }),
    );
    const logged: string[] = [];
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
    await page.goto(PRODUCT);
    await booted(page);
    await page.getByRole('link', { name: 'Twitter' }).click();
    await expect
      .poll(() => logged.some((line) => line.startsWith('warning: [shop-islands] share-buttons: Error occured.please try again')))
      .toBe(true);
    await expect(page.locator('.wopb-share')).not.toHaveClass(/wopb-share-loading/);
    await expect(page.locator('.wopb-share-count')).toHaveText('0');
    await expect(page.locator('.wopb-share [role="alert"]')).toHaveCount(0);
  });
});

test.describe('view ping', () => {
  test('POSTs /wopb/views once, 3 s after load', async ({ page }) => {
    // Time stands still until the test moves it: the 3 s are counted on the fake clock only.
    await page.clock.install({ time: new Date('2026-01-05T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-05T10:00:01Z'));
    const pings: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wp-json/wopb/views') pings.push(request);
    });
    await page.goto(PRODUCT);
    await booted(page);
    // Claimed first (its claim group arrives over the network, not on the clock), then the idle wait runs on the clock.
    await expect(page.locator('#wopb-script-js-extra')).toHaveAttribute('data-island-state', /pending|live/);
    // The island starts on idle (at the latest after 2 s); the fake clock hides navigation timing, so it counts 3 s from then.
    await page.clock.runFor(2000);
    await expect(page.locator('#wopb-script-js-extra')).toHaveAttribute('data-island-state', 'live');
    await page.clock.runFor(2900);
    await page.waitForTimeout(300);
    expect(pings).toHaveLength(0);
    await page.clock.runFor(200);
    await expect.poll(() => pings.length).toBe(1);
    const ping = pings[0]!;
    expect(ping.method()).toBe('POST');
    expect(ping.headers()['x-wp-nonce']).toMatch(/^[0-9a-f]{10}$/);
    expect(new URL(ping.url()).searchParams.get('_locale')).toBe('user');
    expect(ping.postDataJSON()).toEqual({ postID: 103, wpnonce: expect.stringMatching(/^[0-9a-f]{10}$/) });
    expect(await (await ping.response())!.json()).toEqual({ success: true, views: expect.any(Number) });
    await page.clock.runFor(20_000);
    await page.waitForTimeout(200);
    expect(pings).toHaveLength(1);
  });
});

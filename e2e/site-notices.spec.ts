/**
 * Issue 15, "Notices and banners": the cookie notice (admin-ajax, local storage, never again once
 * accepted), the coming-soon banner (REST POST with X-WP-Nonce, hidden once it completes), the sales
 * notification (2 s, stay/cycle from the page marks, hover pause, close cookie, polite and never
 * focused, reduced motion), and the focus on a notice with role alert after 500 ms. Failures (500,
 * offline) leave each widget usable with a message. Desktop and 390 px; axe with the popups shown.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { booted, gate } from './helpers.ts';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const AJAX = '**/wp-admin/admin-ajax.php';
/** A page marked for sales notifications (the fixture shop marks its product pages). */
const SALES_PAGE = '/product/golden-hour-lightroom-pack/';

/** The page's clock stands still from the first byte: only runFor moves it (timers, performance.now, idle callbacks). */
async function stillClock(page: Page): Promise<void> {
  // Today's date: a cookie the page sets for a day must not be born expired.
  const now = Date.now();
  await page.clock.install({ time: now });
  // A second ahead: the clock ticks between the two calls, and it cannot be paused in its past.
  await page.clock.pauseAt(now + 1000);
}

/** Opens a marked page with a still clock and lets 1 s pass: the popup is live and its snippets are in. */
async function shopWithSnippets(page: Page): Promise<void> {
  await stillClock(page);
  const answered = page.waitForResponse((r) => r.url().includes('/wp-json/sales/v1/notification'));
  await page.goto(SALES_PAGE, { waitUntil: 'domcontentloaded' });
  await booted(page);
  // Claimed (its group is in, its idle wait set) before the still clock moves: a later claim's wait would never end.
  await expect(page.locator('.sales-notification')).toHaveAttribute('data-island-state', /pending|live/);
  await page.clock.runFor(1000);
  await answered;
  await expect(page.locator('.sales-notification')).toHaveAttribute('data-island-state', 'live');
  await page.waitForLoadState('networkidle');
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('cookie notice: shown until accepted; accepting stores {theme}_cookie_accepted after the server says yes; never shown again', async ({
      page,
    }) => {
      await page.goto('/disclaimer/');
      await booted(page);
      const notice = page.locator('#cookie-notice');
      await expect(notice).toBeVisible();
      await axeClean(page);
      const posted = page.waitForRequest((r) => r.url().includes('/wp-admin/admin-ajax.php') && r.method() === 'POST');
      await notice.getByRole('button', { name: 'Accept' }).click();
      expect(new URLSearchParams((await posted).postData() ?? '').get('action')).toBe('minimog_cookie_accepted');
      await expect(notice).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('minimog_cookie_accepted'))).toBe('yes');
      await page.reload();
      await booted(page);
      await expect(notice).toHaveAttribute('data-island-state', 'live');
      await expect(notice).toBeHidden();
    });
  });
}

test('cookie notice: a 500 or being offline leaves it shown and usable, with the message', async ({ page }) => {
  await page.goto('/disclaimer/');
  await booted(page);
  const notice = page.locator('#cookie-notice');
  await expect(notice).toBeVisible();
  await page.route(AJAX, (route) => route.fulfill({ status: 500, body: '' }));
  const accept = notice.getByRole('button', { name: 'Accept' });
  await accept.click();
  await expect(notice.getByRole('alert')).toHaveText('An unknown error occurred.');
  await page.unroute(AJAX);
  await page.route(AJAX, (route) => route.abort('internetdisconnected'));
  await accept.click();
  await expect(notice.getByRole('alert')).toHaveText('You are probably offline.');
  expect(await page.evaluate(() => localStorage.getItem('minimog_cookie_accepted'))).toBeNull();
  await page.unroute(AJAX);
  await accept.click();
  await expect(notice).toBeHidden();
});

test('coming-soon banner: a guest is refused with the message; logged in, the REST POST carries the nonce and the banner goes', async ({
  page,
}) => {
  // The cookie notice, shown at idle, must not slide over the banner's button between the check and the press.
  await page.addInitScript(() => localStorage.setItem('minimog_cookie_accepted', 'yes'));
  await page.goto('/disclaimer/');
  await booted(page);
  const banner = page.locator('#coming-soon-footer-banner');
  const dismiss = banner.getByRole('button', { name: /Dismiss/ });
  await expect(banner).toHaveAttribute('data-island-state', 'pending');
  await dismiss.click();
  await expect(banner.getByRole('alert')).toHaveText('You are not currently logged in.');
  await expect(banner).toBeVisible();

  // §7 "Requests add _locale=user": the dismissal is a REST call like the others.
  const usersMe = '**/wp-json/wp/v2/users/me?_locale=user';
  await page.route(usersMe, (route) => route.abort('internetdisconnected'));
  await dismiss.click();
  await expect(banner.getByRole('alert')).toHaveText('You are probably offline.');
  await page.unroute(usersMe);

  const security = await page.locator('#modal-user-login input[name="security"]').inputValue();
  await page.request.post('/wp-admin/admin-ajax.php', {
    form: { action: 'minimog_user_login', security, user_login: 'demo', password: 'lumen-demo' },
  });
  const nonce = await page.evaluate(() => (window as unknown as { wpApiSettings: { nonce: string } }).wpApiSettings.nonce);
  const request = page.waitForRequest((r) => r.url().includes('/wp-json/wp/v2/users/me'));
  await dismiss.focus();
  await page.keyboard.press('Enter');
  const sent = await request;
  expect(sent.method()).toBe('POST');
  expect(new URL(sent.url()).searchParams.get('_locale')).toBe('user');
  expect(sent.headers()['x-wp-nonce']).toBe(nonce);
  expect(sent.postDataJSON()).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
  await expect(banner).toBeHidden();
  await expect(page.locator('#content')).toBeFocused();
  // Stored as the user's meta: the next page no longer prints it for them.
  await page.reload();
  await booted(page);
  await expect(page.locator('#coming-soon-footer-banner')).toHaveCount(0);
});

test.describe('sales notification', () => {
  // A product page (the marked kind) with a still clock: heavier than the others under a loaded machine.
  test.slow();

  test('first snippet 2 s after load, each stays 7 s then fades, the next one cycle later; hover pauses; announced politely without focus', async ({
    page,
  }) => {
    await stillClock(page);
    const fetched = page.waitForRequest((r) => r.url().includes('/wp-json/sales/v1/notification') && r.method() === 'POST');
    await page.goto(SALES_PAGE, { waitUntil: 'domcontentloaded' });
    await booted(page);
    const popup = page.locator('.sales-notification');
    const item = popup.locator('.sales-notification__item');
    await expect(item).toHaveAttribute('aria-live', 'polite');
    await expect(item).toHaveAttribute('role', 'status');
    // Claimed before the still clock moves (see shopWithSnippets).
    await expect(popup).toHaveAttribute('data-island-state', /pending|live/);
    await page.clock.runFor(1000);
    expect((await fetched).postData()).toBeNull();
    await expect(popup).toHaveAttribute('data-island-state', 'live');
    await page.waitForLoadState('networkidle');
    await expect(item).toBeEmpty();
    await page.clock.runFor(1100);
    await expect(item).toContainText('purchased');
    const first = await item.textContent();
    await expect(page.locator('body')).toBeFocused();

    // Stays 7 s, fades over 400 ms, the next one starts a cycle (14 s) after the first.
    await page.clock.runFor(7000);
    await expect(popup).toHaveClass(/fading/);
    await page.clock.runFor(400);
    await expect(item).toBeEmpty();
    await page.clock.runFor(6600);
    await expect(item).toContainText('purchased');
    const second = await item.textContent();
    expect(second).not.toBe(first);

    // Hover holds it where it is; leaving gives back the time that was left.
    await popup.hover();
    await page.clock.runFor(20_000);
    await expect(item).toHaveText(second ?? '');
    await page.mouse.move(1, 1);
    await page.clock.runFor(7400);
    await expect(item).toBeEmpty();
    await page.clock.runFor(6600);
    await expect(item).toContainText('purchased');
    await expect(item).not.toHaveText(second ?? '');
    // axe needs the page's timers running.
    await page.clock.resume();
    await axeClean(page);
  });

  test('the first snippet shows 2 s after the load event, however long the page took to load (§4)', async ({ page }) => {
    // An image of the page held back: the load event waits for it, the islands do not.
    const image = gate();
    await page.route('**/presets/film-emulation-collection.svg', image.hold);
    await stillClock(page);
    const answered = page.waitForResponse((r) => r.url().includes('/wp-json/sales/v1/notification'));
    await page.goto(SALES_PAGE, { waitUntil: 'domcontentloaded' });
    await booted(page);
    await page.clock.runFor(1000);
    await answered;
    const popup = page.locator('.sales-notification');
    const item = popup.locator('.sales-notification__item');
    await expect(popup).toHaveAttribute('data-island-state', 'live');
    // Snippets in, the page not loaded yet: nothing shows, however long that takes.
    await page.clock.runFor(3000);
    await expect(item).toBeEmpty();
    image.release();
    await page.waitForLoadState('load');
    await page.clock.runFor(1900);
    await expect(item).toBeEmpty();
    await page.clock.runFor(100);
    await expect(item).toContainText('purchased');
  });

  test('close stops it and sets sales_notification=closed for a day; then nothing is fetched', async ({ page, context }) => {
    await shopWithSnippets(page);
    await page.clock.runFor(1100);
    const popup = page.locator('.sales-notification');
    await expect(popup.locator('.sales-notification__item')).toContainText('purchased');
    await popup.getByRole('button', { name: 'Close sales notifications' }).click();
    await expect(popup).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'sales_notification');
    expect(cookie?.value).toBe('closed');
    const days = ((cookie?.expires ?? 0) * 1000 - (await page.evaluate(() => Date.now()))) / 864e5;
    expect(days).toBeGreaterThan(0.99);
    expect(days).toBeLessThan(1.01);
    let fetched = false;
    page.on('request', (r) => {
      if (r.url().includes('/sales/v1/notification')) fetched = true;
    });
    await page.reload();
    await booted(page);
    await page.clock.runFor(5000);
    await expect(popup).toHaveAttribute('data-island-state', 'live');
    await expect(popup).toBeHidden();
    expect(fetched).toBe(false);
  });

  test('with reduced motion the snippet leaves without a fade; an unmarked page has no popup', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await shopWithSnippets(page);
    await page.clock.runFor(1100);
    const item = page.locator('.sales-notification__item');
    await expect(item).toContainText('purchased');
    await page.clock.runFor(7000);
    await expect(item).toBeEmpty();
    await page.goto('/cart/');
    await booted(page);
    await expect(page.locator('.sales-notification')).toHaveCount(0);
  });
});

test('a notice with role alert receives focus 500 ms after the page shows it', async ({ page }) => {
  await stillClock(page);
  await page.goto('/disclaimer/?add-to-cart=101');
  await booted(page);
  const notice = page.locator('.woocommerce-message[role="alert"]');
  await expect(notice).toHaveAttribute('data-island-state', 'live');
  await page.clock.runFor(400);
  await expect(notice).not.toBeFocused();
  await page.clock.runFor(200);
  await expect(notice).toBeFocused();
});

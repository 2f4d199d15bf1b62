/**
 * Wishlists (issue 11) on the fixture shop, over the add-on's markup and `/?wc-ajax=woosw_*`:
 * the button and popup, the counter (also in a second tab), the product page's variation, the
 * wishlist page (remove, notes, copy link, shared list), named lists, the cache rules and failures.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { booted, failOnConsoleErrors } from './helpers.ts';

const SHOP = '/shop/';
const VARIABLE = '/product/film-emulation-collection/'; // 103, pa_format × pa_licence
const WOOSW = /[?&]wc-ajax=woosw_/;

const popup = (page: Page): Locator => page.locator('#woosw_wishlist');
const counter = (page: Page): Locator => page.locator('.woosw-menu-item .woosw-menu-item-inner');
const cardButton = (page: Page, id: number): Locator => page.locator(`li.product .woosw-btn-${id}`);

function wishlistCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (WOOSW.test(url.search)) calls.push(url.searchParams.get('wc-ajax') ?? '');
  });
  return calls;
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await booted(page);
}

async function addFromCard(page: Page, id: number): Promise<void> {
  await cardButton(page, id).click();
  await expect(popup(page)).toHaveClass(/woosw-show/);
}

test.describe('wishlist', () => {
  test('add from a card: popup lists it, counter 1, the button is added; again: already in the list', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await open(page, SHOP);
    await addFromCard(page, 101);
    await expect(popup(page).locator('.woosw-item')).toHaveCount(1);
    await expect(popup(page).locator('.woosw-item-101')).toBeVisible();
    await expect(popup(page).locator('.woosw-notice')).toContainText('Golden Hour Lightroom Pack has been added to Wishlist.');
    await expect(popup(page).locator('.woosw-notice strong')).toHaveText('Golden Hour Lightroom Pack');
    await expect(counter(page)).toHaveAttribute('data-count', '1');
    await expect(cardButton(page, 101)).toHaveText('Browse wishlist');
    await expect(cardButton(page, 101)).toHaveAttribute('aria-label', 'Browse wishlist');
    // Focus moved into the popup; Esc closes it and gives focus back to the button.
    await expect(popup(page).locator('.woosw-popup-content')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup(page)).not.toHaveClass(/woosw-show/);
    await expect(cardButton(page, 101)).toBeFocused();
    // An added button opens the popup (button_action_added: popup), with no new add.
    const calls = wishlistCalls(page);
    await cardButton(page, 101).click();
    await expect(popup(page)).toHaveClass(/woosw-show/);
    expect(calls).toEqual([]);
    // A click outside the content closes it.
    await popup(page).click({ position: { x: 5, y: 5 } });
    await expect(popup(page)).not.toHaveClass(/woosw-show/);
    expect(errors).toEqual([]);
  });

  test('the same product added twice (another page still showing it as new): already in the Wishlist', async ({ page }) => {
    await open(page, SHOP);
    await addFromCard(page, 102);
    await page.keyboard.press('Escape');
    await open(page, SHOP);
    // A second tab printed before the add: its button still shows "Add to wishlist".
    await page.evaluate(() => sessionStorage.clear());
    await page.evaluate(() => document.querySelector('.woosw-btn-102')?.classList.remove('woosw-added', 'woosw-btn-added'));
    await addFromCard(page, 102);
    await expect(popup(page).locator('.woosw-notice')).toContainText('is already in the Wishlist.');
    await expect(popup(page).locator('.woosw-item')).toHaveCount(1);
  });

  test('remove in the popup, in place; empty asks first (cancel keeps the list)', async ({ page }) => {
    await open(page, SHOP);
    await addFromCard(page, 101);
    await page.keyboard.press('Escape');
    await addFromCard(page, 104);
    await expect(popup(page).locator('.woosw-item')).toHaveCount(2);
    await expect(counter(page)).toHaveAttribute('data-count', '2');
    await popup(page).locator('.woosw-item-101 .woosw-item--remove span').click();
    await expect(popup(page).locator('.woosw-item')).toHaveCount(1);
    await expect(counter(page)).toHaveAttribute('data-count', '1');
    await expect(cardButton(page, 101)).toHaveText('Add to wishlist');
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await popup(page).locator('.woosw-empty').click();
    await expect.poll(() => messages).toEqual(['This action cannot be undone. Are you sure?']);
    await expect(popup(page).locator('.woosw-item')).toHaveCount(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await popup(page).locator('.woosw-empty').click();
    await expect(popup(page).locator('.woosw-item')).toHaveCount(0);
    await expect(popup(page).locator('.woosw-empty')).toHaveCount(0);
    await expect(counter(page)).toHaveAttribute('data-count', '0');
  });

  test('axe: no violations with the popup open', async ({ page }) => {
    await open(page, SHOP);
    await addFromCard(page, 101);
    const results = await new AxeBuilder({ page }).include('#woosw_wishlist').analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });

  test('product page: a chosen variation is what is added; reset points the button back at the parent', async ({ page }) => {
    await open(page, VARIABLE);
    const button = page.locator('.summary .woosw-btn-103, .woosw-btn-103').first();
    await page.selectOption('#pa_format', 'lightroom');
    await page.selectOption('#pa_licence', 'personal');
    await expect(button).not.toHaveAttribute('data-id', '103');
    const variation = await button.getAttribute('data-id');
    await button.click();
    await expect(popup(page)).toHaveClass(/woosw-show/);
    await expect(popup(page).locator(`.woosw-item-${variation}`)).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(button).toHaveText('Browse wishlist');
    await page.locator('.reset_variations').click();
    await expect(button).toHaveAttribute('data-id', '103');
    // The parent shows as added: one of its variations is listed.
    await expect(button).toHaveText('Browse wishlist');
  });

  test('wishlist page: remove in place, a note with <b>&" round-trips as text, copy link (both outcomes)', async ({ page, context }) => {
    await open(page, SHOP);
    await addFromCard(page, 101);
    await page.keyboard.press('Escape');
    await addFromCard(page, 104);
    await open(page, '/wishlist/');
    const list = page.locator('.woosw-list');
    await expect(list.locator('.woosw-item')).toHaveCount(2);
    await list.locator('.woosw-item-104 .woosw-item--note').click();
    await list.locator('.woosw-item-104 input[type="text"]').fill('<b>&"');
    await list.locator('.woosw-item-104 .woosw_add_note').click();
    await expect(list.locator('.woosw-item-104 .woosw-item--note')).toHaveText('<b>&"');
    await expect(list.locator('.woosw-item-104 .woosw-item--note b')).toHaveCount(0);
    await page.reload();
    await expect(list.locator('.woosw-item-104 .woosw-item--note')).toHaveText('<b>&"');
    await list.locator('.woosw-item-101 .woosw-item--remove span').click();
    await expect(list.locator('.woosw-item')).toHaveCount(1);
    await expect(counter(page)).toHaveAttribute('data-count', '1');
    const link = await page.locator('#woosw_copy_url').inputValue();
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.locator('#woosw_copy_btn').click();
    await expect.poll(() => messages).toEqual([`Copied the wishlist link: ${link}`]);
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    });
    await page.locator('#woosw_copy_btn').click();
    await expect.poll(() => messages).toEqual([`Copied the wishlist link: ${link}`, 'Failure to copy!']);
    // The shared link shows the list read-only to another visitor.
    const other = await context.browser()!.newPage();
    await other.goto(new URL(link, page.url()).href);
    await expect(other.locator('.woosw-list .woosw-item')).toHaveCount(1);
    await expect(other.locator('.woosw-list .woosw-item--remove span')).toHaveCount(0);
    await other.close();
  });

  test('named lists: create, set default (counter follows), view, delete with confirm', async ({ page }) => {
    await open(page, SHOP);
    await addFromCard(page, 101);
    await popup(page).locator('.woosw-manage').click();
    const manage = page.locator('#woosw_manage');
    await expect(manage).toHaveClass(/woosw-show/);
    await manage.locator('#woosw_wishlist_name').fill('Holiday');
    await manage.locator('#woosw_add_wishlist').click();
    await expect(manage.locator('.woosw-wishlist')).toHaveCount(2);
    await manage.locator('.woosw-wishlist', { hasText: 'Holiday' }).locator('.woosw-set-default').click();
    await expect(counter(page)).toHaveAttribute('data-count', '0');
    await expect(cardButton(page, 101)).toHaveText('Add to wishlist');
    await manage.locator('.woosw-wishlist', { hasText: 'Wishlist' }).locator('.woosw-view-wishlist').click();
    await expect(popup(page)).toHaveClass(/woosw-show/);
    await expect(popup(page).locator('.woosw-item-101')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await open(page, '/wishlist/');
    await expect(page.locator('.woosw-list .woosw-item')).toHaveCount(0);
    await page.locator('.woosw-list .woosw-manage').click();
    page.once('dialog', (dialog) => void dialog.dismiss());
    await manage.locator('.woosw-delete-wishlist').click();
    await expect(manage.locator('.woosw-wishlist')).toHaveCount(2);
    page.once('dialog', (dialog) => void dialog.accept());
    await manage.locator('.woosw-delete-wishlist').click();
    await expect(manage.locator('.woosw-wishlist')).toHaveCount(1);
  });

  test('a second tab follows the counter; a reload with a good cache asks nothing; a corrupt cache is refetched', async ({
    page,
    context,
  }) => {
    await open(page, SHOP);
    await addFromCard(page, 101);
    await page.keyboard.press('Escape');
    const second = await context.newPage();
    await open(second, SHOP);
    await expect(counter(second)).toHaveAttribute('data-count', '1');
    await addFromCard(page, 104);
    await expect(counter(second)).toHaveAttribute('data-count', '2');
    await expect(second.locator('li.product .woosw-btn-104')).toHaveText('Browse wishlist');
    const calls = wishlistCalls(page);
    await page.reload();
    await booted(page);
    await expect(counter(page)).toHaveAttribute('data-count', '2');
    await expect(cardButton(page, 104)).toHaveText('Browse wishlist');
    expect(calls).toEqual([]);
    await page.evaluate(() => {
      for (const key of Object.keys(sessionStorage)) if (key.startsWith('woosw_data_')) sessionStorage.setItem(key, '{not json');
    });
    await page.reload();
    await booted(page);
    await expect.poll(() => calls).toEqual(['woosw_get_data']);
    await expect(counter(page)).toHaveAttribute('data-count', '2');
  });

  test('a tab opened before the visitor had a key follows the other tab live, without a request or a click', async ({ page, context }) => {
    // The second tab is opened first: no key, so nothing of the wishlist loaded there.
    const second = await context.newPage();
    const secondCalls = wishlistCalls(second);
    await open(second, SHOP);
    await second.waitForLoadState('networkidle');
    await expect(counter(second)).toHaveAttribute('data-count', '0');
    await open(page, SHOP);
    await addFromCard(page, 101);
    // The first add writes the key (6 characters, kept 7 days), then the other tabs' mark: the waiting tab starts with that change.
    const key = (await context.cookies()).find((cookie) => cookie.name === 'woosw_key');
    expect(key?.value).toMatch(/^[A-Z0-9]{6}$/);
    expect(Math.abs(key!.expires - (Date.now() / 1000 + 7 * 86400))).toBeLessThan(120);
    await expect(counter(second)).toHaveAttribute('data-count', '1');
    await expect(second.locator('li.product .woosw-btn-101')).toHaveText('Browse wishlist');
    await page.keyboard.press('Escape');
    await addFromCard(page, 104);
    await expect(counter(second)).toHaveAttribute('data-count', '2');
    await expect(second.locator('li.product .woosw-btn-104')).toHaveText('Browse wishlist');
    expect(secondCalls).toEqual([]);
  });

  test('a guest with no key and no cache makes no wishlist request on load', async ({ page }) => {
    const calls = wishlistCalls(page);
    await open(page, SHOP);
    await open(page, VARIABLE);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });

  test('bad nonce: a clear message, the button stays usable; server 500 and offline: button back, message, nothing lost', async ({
    page,
  }) => {
    await open(page, SHOP);
    await addFromCard(page, 101);
    await page.keyboard.press('Escape');
    await page.evaluate(() => ((window as unknown as { woosw_vars: { nonce: string } }).woosw_vars.nonce = 'wrong'));
    await cardButton(page, 102).click();
    await expect(page.locator('#woosw-toast')).toHaveText('Permissions check failed!');
    await expect(page.locator('#woosw-toast')).toHaveAttribute('role', 'alert');
    await expect(cardButton(page, 102)).toHaveText('Add to wishlist');
    await expect(cardButton(page, 102)).toBeEnabled();
    await page.route('**/?wc-ajax=woosw_add', (route) => route.fulfill({ status: 500, body: 'Internal server error' }));
    await cardButton(page, 102).click();
    await expect(page.locator('#woosw-toast')).toHaveText('An unknown error occurred.');
    await expect(cardButton(page, 102)).toHaveText('Add to wishlist');
    await page.unroute('**/?wc-ajax=woosw_add');
    await page.route('**/?wc-ajax=woosw_add', (route) => route.abort('internetdisconnected'));
    await cardButton(page, 102).click();
    await expect(page.locator('#woosw-toast')).toHaveText('You are probably offline.');
    await expect(cardButton(page, 102)).not.toHaveClass(/woosw-adding/);
    await expect(counter(page)).toHaveAttribute('data-count', '1');
    await expect(cardButton(page, 101)).toHaveText('Browse wishlist');
  });

  test('adding: the button is busy while the add runs, then added', async ({ page }) => {
    await open(page, SHOP);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/?wc-ajax=woosw_add', async (route) => {
      await held;
      await route.continue();
    });
    await cardButton(page, 101).click();
    await expect(cardButton(page, 101)).toHaveClass(/\bwoosw-adding\b/);
    await expect(cardButton(page, 101)).toHaveAttribute('aria-busy', 'true');
    // A second press while adding adds nothing more.
    await cardButton(page, 101).click({ force: true });
    release();
    await expect(popup(page)).toHaveClass(/woosw-show/);
    await expect(cardButton(page, 101)).not.toHaveClass(/\bwoosw-adding\b/);
    await expect(cardButton(page, 101)).not.toHaveAttribute('aria-busy', 'true');
    await expect(cardButton(page, 101)).toHaveText('Browse wishlist');
    await expect(popup(page).locator('.woosw-item')).toHaveCount(1);
  });

  test('the popup: loaded first for an added button on a new page, loading overlay, close and continue shopping, notice gone after 3000 ms', async ({
    page,
  }) => {
    await open(page, SHOP);
    await addFromCard(page, 101);
    await open(page, SHOP);
    // This page knows the list from the cache, not the popup: a press on the added button loads it first.
    await expect(cardButton(page, 101)).toHaveText('Browse wishlist');
    const calls = wishlistCalls(page);
    await cardButton(page, 101).click();
    await expect(popup(page)).toHaveClass(/woosw-show/);
    await expect(popup(page).locator('.woosw-item-101')).toHaveCount(1);
    expect(calls).toEqual(['woosw_load']);
    await popup(page).locator('.woosw-popup-close').click();
    await expect(popup(page)).not.toHaveClass(/woosw-show/);
    await cardButton(page, 101).click();
    await expect(popup(page)).toHaveClass(/woosw-show/);
    await popup(page).getByText('Continue shopping').click();
    await expect(popup(page)).not.toHaveClass(/woosw-show/);
    await expect(page).toHaveURL(/\/shop\/$/);

    await page.clock.install();
    await addFromCard(page, 104);
    await expect(popup(page).locator('.woosw-notice')).toHaveClass(/woosw-notice-show/);
    await page.clock.runFor(3100);
    await expect(popup(page).locator('.woosw-notice')).not.toHaveClass(/woosw-notice-show/);
    // A request under way: the item being removed is marked, emptying covers the popup with the loading overlay.
    const holds: Array<() => void> = [];
    for (const call of ['woosw_remove', 'woosw_empty'])
      await page.route(`**/?wc-ajax=${call}`, async (route) => {
        await new Promise<void>((resolve) => holds.push(resolve));
        await route.continue();
      });
    await popup(page).locator('.woosw-item-104 .woosw-item--remove span').click();
    await expect(popup(page).locator('.woosw-item-104').first()).toHaveClass(/\bwoosw-item--removing\b/);
    await expect.poll(() => holds.length).toBe(1);
    holds.shift()!();
    await expect(popup(page).locator('.woosw-item')).toHaveCount(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await popup(page).locator('.woosw-empty').click();
    await expect(popup(page)).toHaveClass(/\bwoosw-loading\b/);
    await expect.poll(() => holds.length).toBe(1);
    holds.shift()!();
    await expect(popup(page)).not.toHaveClass(/\bwoosw-loading\b/);
    await expect(popup(page).locator('.woosw-item')).toHaveCount(0);
  });

  test("button_action 'no': nothing shows after an add; button_action_added 'page': an added button opens the wishlist page", async ({
    page,
  }) => {
    await open(page, '/shop-wishlist-quiet/');
    await cardButton(page, 101).click();
    await expect(cardButton(page, 101)).toHaveText('Browse wishlist');
    await expect(counter(page)).toHaveAttribute('data-count', '1');
    await expect(popup(page)).not.toHaveClass(/woosw-show/);
    await expect(page.locator('#woosw-toast')).toHaveCount(0);
    await cardButton(page, 101).click();
    await expect(page).toHaveURL(/\/wishlist\/$/);
    await expect(page.locator('.woosw-list .woosw-item-101')).toHaveCount(1);
  });

  test('wishlist page: add to cart from the list goes through the shared add flow', async ({ page }) => {
    await open(page, SHOP);
    await addFromCard(page, 101);
    await open(page, '/wishlist/');
    const add = page.locator('.woosw-list .woosw-item-101').getByRole('link', { name: /^Add to cart/ });
    await expect(add).toHaveClass(/\bajax_add_to_cart\b/);
    await add.click();
    await expect(page.locator('#site-header-cart a.cart-contents .count')).toHaveText('1 item');
    await expect(page.locator('.woosw-list .woosw-item-101').getByRole('link', { name: 'View cart' })).toHaveCount(1);
    await expect(page).toHaveURL(/\/wishlist\/$/);
  });

  test('message mode: a toast at the right top with the product image, gone after 3000 ms', async ({ page }) => {
    await page.clock.install();
    await open(page, '/shop-wishlist-message/');
    await cardButton(page, 101).click();
    const toast = page.locator('#woosw-toast');
    await expect(toast).toContainText('Golden Hour Lightroom Pack has been added to Wishlist.');
    await expect(toast).toHaveClass(/woosw-toast-right-top/);
    await expect(toast.locator('img')).toHaveCount(1);
    await expect(popup(page)).not.toHaveClass(/woosw-show/);
    await page.clock.runFor(3100);
    await expect(toast).toBeHidden();
  });

  test("the popup's copy link says what it copied", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, SHOP);
    await addFromCard(page, 101);
    const link = await popup(page).locator('.woosw-copy input').inputValue();
    expect(link).toMatch(/\/wishlist\/[A-Z0-9]{6}\/$/);
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await popup(page).locator('.woosw-copy').getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => messages).toEqual([`Copied the wishlist link: ${link}`]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  test('menu action open_page (the default): the menu item is the wishlist page’s link', async ({ page }) => {
    await open(page, SHOP);
    await addFromCard(page, 101);
    await page.keyboard.press('Escape');
    await page.locator('.woosw-menu-item a').click();
    await expect(page).toHaveURL(/\/wishlist\/$/);
    await expect(page.locator('.woosw-list .woosw-item-101')).toHaveCount(1);
    await expect(counter(page)).toHaveAttribute('data-count', '1');
  });

  test('menu action open_popup: the menu opens the popup', async ({ page }) => {
    await open(page, SHOP);
    await addFromCard(page, 101);
    await open(page, '/shop-wishlist-popup-menu/');
    await page.locator('.woosw-menu-item a').click();
    await expect(popup(page)).toHaveClass(/woosw-show/);
    await expect(popup(page).locator('.woosw-item-101')).toHaveCount(1);
    await expect(page).toHaveURL(/shop-wishlist-popup-menu/);
  });
});

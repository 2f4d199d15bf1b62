/**
 * Wishlists (issue 11) on the fixture shop, over the add-on's markup and `/?wc-ajax=woosw_*`:
 * the button and popup, the counter (also in a second tab), the product page's variation, the
 * wishlist page (remove, notes, copy link, shared list), named lists, the cache rules and failures.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { booted, failOnConsoleErrors } from './helpers.ts';

const SHOP = '/shop/';
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
    expect(results.violations).toEqual([]);
  });
});

/**
 * ProductX's quick view and flip image on /productx/ (issue 25), on ProductX's own markup: a grid
 * card's trigger posts `/?wc-ajax=wopb_quickview`; the dialog opens with ProductX's loader, shows its
 * answer, adds through the cart flow (one add per click, the header count follows) and closes;
 * keyboard, arrows, failure, axe; the flip image on hover and on focus.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { booted, failOnConsoleErrors, gate } from './helpers.ts';

const PAGE = '/productx/';
const COUNT = '#site-header-cart a.cart-contents .count';
const SIMPLE = 101;
const VARIABLE = 103; // pa_format × pa_licence; has gallery images, so a flip image too
const GRID = '.wopb-block-wopbgrid1lm';

const card = (page: Page, id: number): Locator =>
  page.locator(`${GRID} .wopb-block-item`, { has: page.locator(`.wopb-quickview-btn[data-postid="${id}"]`) });
const trigger = (page: Page, id: number): Locator => page.locator(`${GRID} .wopb-quickview-btn[data-postid="${id}"]`);
const dialog = (page: Page): Locator => page.locator('dialog.shop-islands-quick-view-wopb');

async function productx(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAGE);
  await booted(page);
}

async function open(page: Page, id: number): Promise<void> {
  await trigger(page, id).click();
  await expect(dialog(page).locator('.product_title')).toBeVisible();
}

test.describe('ProductX quick view', () => {
  test("a simple product: loader first, then the product; ProductX's plus, one add per click, the modal closes and the header count follows", async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page);
    await productx(page);
    const held = gate();
    await page.route('**/?wc-ajax=wopb_quickview', held.hold);
    const adds: string[] = [];
    page.on('request', (request) => {
      if (/[?&]wc-ajax=[a-z_]*add_to_cart\b/.test(request.url())) adds.push(request.url());
    });
    const asked = page.waitForRequest('**/?wc-ajax=wopb_quickview');
    await trigger(page, SIMPLE).click();
    // At once: the dialog with ProductX's loader, busy, focus on its close button.
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAttribute('aria-busy', 'true');
    await expect(dialog(page).getByRole('status')).toHaveText('Loading…');
    await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused();
    const request = await asked;
    expect(request.method()).toBe('POST');
    const sent = new URLSearchParams(request.postData() ?? '');
    expect([sent.get('action'), sent.get('postid'), sent.get('postList')?.split(',')]).toEqual([
      'wopb_quickview',
      String(SIMPLE),
      expect.arrayContaining([String(SIMPLE), String(VARIABLE)]),
    ]);
    expect(sent.get('wpnonce')).toMatch(/^[0-9a-f]{10}$/);
    held.release();
    await expect(dialog(page).locator('.product_title')).toHaveText('Golden Hour Lightroom Pack');
    await expect(dialog(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(dialog(page)).toHaveAttribute('aria-label', 'Golden Hour Lightroom Pack');
    await expect(dialog(page).locator('.woocommerce-product-gallery img.wopb-main-image').first()).toBeVisible();

    const form = dialog(page).locator('form.cart');
    await dialog(page).getByRole('button', { name: 'Increase quantity' }).click();
    await expect(form.locator('input.qty')).toHaveValue('2');
    await form.locator('button.single_add_to_cart_button').click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator(COUNT)).toHaveText('2 items');
    expect(adds).toHaveLength(1);
    await expect(trigger(page, SIMPLE)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('a variable product: its variation form inside works, the add closes it; the arrows show the neighbour in the same dialog', async ({
    page,
  }) => {
    await productx(page);
    await open(page, VARIABLE);
    const form = dialog(page).locator('form.variations_form');
    await expect(form).toHaveAttribute('data-island-state', 'live');
    await form.locator('select[name="attribute_pa_format"]').selectOption('lightroom');
    await form.locator('select[name="attribute_pa_licence"]').selectOption('personal');
    await expect(form.locator('.single_variation .woocommerce-variation-price')).not.toBeEmpty();
    await form.locator('button.single_add_to_cart_button').click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator(COUNT)).toContainText('1 item');

    await open(page, SIMPLE);
    const next = dialog(page).locator('.wopb-after-modal-content .wopb-quick-view-next');
    await expect(next).toHaveAttribute('role', 'button');
    const name = (await next.getAttribute('aria-label'))!.replace('Next product: ', '');
    await next.click();
    await expect(dialog(page).locator('.product_title')).toHaveText(name);
    await expect(dialog(page)).toHaveCount(1);
  });

  test('keyboard: the trigger is reached by Tab, Enter opens, Tab stays inside, Esc closes and focus returns', async ({ page }) => {
    await productx(page);
    // Claimed (its group loaded) before the keyboard arrives.
    await expect(trigger(page, SIMPLE)).toHaveAttribute('data-island-state', 'pending');
    // Focus entering a card makes its triggers buttons a keyboard reaches.
    await card(page, SIMPLE).locator('.wopb-block-title a').focus();
    await expect(trigger(page, SIMPLE)).toHaveAttribute('data-island-state', 'live');
    // Back through the card (its category link, then the trigger in its image box).
    for (let step = 0; step < 3 && !(await trigger(page, SIMPLE).evaluate((el) => el === document.activeElement)); step++) {
      await page.keyboard.press('Shift+Tab');
    }
    await expect(trigger(page, SIMPLE)).toBeFocused();
    await expect(trigger(page, SIMPLE)).toHaveAccessibleName('Quick view: Golden Hour Lightroom Pack');
    await page.keyboard.press('Enter');
    await expect(dialog(page).locator('.product_title')).toBeVisible();
    const close = dialog(page).getByRole('button', { name: 'Close' }).first();
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await dialog(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(trigger(page, SIMPLE)).toBeFocused();

    // A click outside the content closes it too.
    await open(page, SIMPLE);
    await page.mouse.click(5, 5);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('a failed call says why in the dialog, with the way to the product page', async ({ page }) => {
    await productx(page);
    await page.route('**/?wc-ajax=wopb_quickview', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<p>There has been a critical error on this website.</p>' }),
    );
    await trigger(page, SIMPLE).click();
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText('An unknown error occurred.');
    await expect(alert.getByRole('link', { name: 'View the product page' })).toHaveAttribute(
      'href',
      /\/product\/golden-hour-lightroom-pack\/$/,
    );
    await expect(dialog(page)).not.toHaveAttribute('aria-busy', 'true');
  });

  test('axe: the open quick view has no violations', async ({ page }) => {
    await productx(page);
    await open(page, VARIABLE);
    const axe = await new AxeBuilder({ page }).include('dialog.shop-islands-quick-view-wopb').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('ProductX flip image', () => {
  const flip = (page: Page): Locator => card(page, VARIABLE).locator('img.wopb-flip-image');
  const opacity = (locator: Locator): Promise<number> => locator.evaluate((el) => Number(getComputedStyle(el).opacity));

  test('the second image shows while the card is hovered, the first hides; both back on leaving', async ({ page }) => {
    await productx(page);
    await expect(flip(page)).toHaveAttribute('data-island-state', 'pending');
    const image = card(page, VARIABLE).locator('.wopb-block-image img').first();
    await card(page, VARIABLE).locator('.wopb-block-image').hover();
    await expect(flip(page)).toHaveAttribute('data-island-state', 'live');
    await expect(flip(page).locator('xpath=..')).toHaveClass(/wopb-flip-image-section wopb-flip-image-hover/);
    await expect.poll(() => opacity(flip(page))).toBe(1);
    await expect(image).toHaveCSS('opacity', '0');
    await page.mouse.move(5, 5);
    await expect(flip(page).locator('xpath=..')).not.toHaveClass(/wopb-flip-image-hover/);
    await expect.poll(() => opacity(flip(page))).toBe(0);
    await expect(image).toHaveCSS('opacity', '1');
  });

  test('keyboard focus in the card image box shows it too', async ({ page }) => {
    await productx(page);
    await expect(flip(page)).toHaveAttribute('data-island-state', 'pending');
    await card(page, VARIABLE).locator('.wopb-block-title a').focus();
    await expect(trigger(page, VARIABLE)).toHaveAttribute('data-island-state', 'live');
    await trigger(page, VARIABLE).focus();
    await expect(flip(page).locator('xpath=..')).toHaveClass(/wopb-flip-image-hover/);
    await card(page, VARIABLE).locator('.wopb-block-title a').focus();
    await expect(flip(page).locator('xpath=..')).not.toHaveClass(/wopb-flip-image-hover/);
  });
});

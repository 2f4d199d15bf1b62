/**
 * Issue 18, the first tap for every island kind: with the island's chunk (and its claim group)
 * held back, the first interaction shows its feedback from the entry in the click's own task
 * (`aria-busy` on what was pressed, or the widget's own state from the stylesheet), nothing
 * leaves the page, and the interaction completes once the chunks arrive. States, never times.
 */
import { expect, test, type Page } from '@playwright/test';
import { booted, failOnConsoleErrors, gate } from './helpers.ts';

/** A chunk of dist/chunks by its name's start (`CartDrawer`, `claims-chrome`). */
const chunk = (name: string): RegExp => new RegExp(`/dist/chunks/${name}-[^/]+\\.js$`);

/** Holds the named chunks until each gate is released. */
async function holdChunks(page: Page, ...names: string[]): Promise<Array<ReturnType<typeof gate>>> {
  const gates = names.map(() => gate());
  for (const [index, name] of names.entries()) await page.route(chunk(name), gates[index]!.hold);
  return gates;
}

/**
 * Clicks the first match of `selector` from inside the page and reads, in that same task (nothing can
 * have painted or arrived in between), whether the element itself or its pressed ancestor is busy.
 */
function clickAndReadBusy(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((sel) => {
    const element = document.querySelector<HTMLElement>(sel)!;
    element.click();
    return element.closest('[aria-busy]')?.getAttribute('aria-busy') ?? null;
  }, selector);
}

test.describe('the first interaction of every island kind, its chunk held back', () => {
  test('cart drawer: the header cart link is busy at the click; the drawer opens once its chunk arrives', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    const [drawerChunk] = await holdChunks(page, 'CartDrawer');
    await page.goto('/shop/');
    await booted(page);
    expect(await clickAndReadBusy(page, '#site-header-cart a.cart-contents')).toBe('true');
    await expect(page.locator('#popup-fly-cart')).toHaveAttribute('data-island-state', 'pending');
    expect(new URL(page.url()).pathname).toBe('/shop/');
    drawerChunk!.release();
    await expect(page.getByRole('dialog', { name: 'Shopping cart' })).toBeVisible();
    await expect(page.locator('#site-header-cart a.cart-contents')).not.toHaveAttribute('aria-busy', 'true');
    expect(errors).toEqual([]);
  });

  test('wishlist: the card’s wishlist button is busy at the click; the product is added and the popup shows once the chunk arrives', async ({
    page,
  }) => {
    const [wishlistChunk] = await holdChunks(page, 'Wishlist');
    await page.goto('/shop/');
    await booted(page);
    expect(await clickAndReadBusy(page, 'li.product .woosw-btn-101')).toBe('true');
    await expect(page.locator('#woosw_wishlist')).not.toHaveClass(/woosw-show/);
    wishlistChunk!.release();
    await expect(page.locator('#woosw_wishlist')).toHaveClass(/woosw-show/);
    await expect(page.locator('#woosw_wishlist .woosw-item-101')).toBeVisible();
  });

  test('quick view: the trigger is busy at the click; the quick view opens once its chunk arrives', async ({ page }) => {
    const [quickViewChunk] = await holdChunks(page, 'QuickView');
    await page.goto('/shop/');
    await booted(page);
    expect(await clickAndReadBusy(page, 'li.product .minimog-quick-view-btn[data-pid="101"]')).toBe('true');
    quickViewChunk!.release();
    await expect(page.locator('dialog.shop-islands-quick-view')).toBeVisible();
  });

  test('filter (ProductX): a box ticked before the discovery group and the filter arrive is busy, then applied, not lost', async ({
    page,
  }) => {
    const [group, filterChunk] = await holdChunks(page, 'claims-discovery', 'Filter');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/product-filter/.test(request.url())) asked.push(request.url());
    });
    await page.goto('/productx/');
    await booted(page);
    const box = page.locator('#tax_term_lightroom-presets_15');
    // The label's text, as a shopper taps it.
    expect(await clickAndReadBusy(page, 'label:has(#tax_term_lightroom-presets_15) span')).toBe('true');
    await expect(box).not.toBeChecked();
    group!.release();
    // Claimed now, its chunk still held: the press is held by the island's own claim, still busy.
    await expect(page.locator('.wopb-filter-block')).toHaveAttribute('data-island-state', 'pending');
    await expect(page.locator('label:has(#tax_term_lightroom-presets_15)')).toHaveAttribute('aria-busy', 'true');
    await expect(box).not.toBeChecked();
    filterChunk!.release();
    await expect(box).toBeChecked();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await expect(page.locator('.wopb-filter-block .wopb-active-items')).toContainText('Lightroom Presets');
  });

  test('lightbox (builder page): an image link pressed before the content group arrives is busy and stays on the page; the lightbox opens', async ({
    page,
  }) => {
    const [group] = await holdChunks(page, 'claims-content');
    await page.goto('/builder/');
    await booted(page);
    const link = page.getByRole('link', { name: 'Golden hour sample', exact: true });
    await link.evaluate((element) => element.setAttribute('data-first-interaction', ''));
    expect(await clickAndReadBusy(page, '[data-first-interaction]')).toBe('true');
    group!.release();
    await expect(page.locator('.pswp')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/builder/');
    await expect(link).not.toHaveAttribute('aria-busy', 'true');
  });

  test('lightbox (product gallery): a slide’s image pressed before the product group and the gallery arrive opens the lightbox, not the file', async ({
    page,
  }) => {
    const [group, galleryChunk] = await holdChunks(page, 'claims-product', 'ProductGallery');
    await page.goto('/product/master-grading-suite/');
    await booted(page);
    expect(await clickAndReadBusy(page, '.woocommerce-product-gallery__image a')).toBe('true');
    group!.release();
    await expect(page.locator('.woocommerce-product-gallery')).toHaveAttribute('data-island-state', 'pending');
    await expect(page.locator('.woocommerce-product-gallery__image a').first()).toHaveAttribute('aria-busy', 'true');
    galleryChunk!.release();
    await expect(page.locator('.pswp')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/product/master-grading-suite/');
  });

  test('lightbox (product gallery, live): the first open marks the slide’s link busy while PhotoSwipe loads', async ({ page }) => {
    const [photoSwipe] = await holdChunks(page, 'photoswipe\\.esm');
    await page.goto('/product/master-grading-suite/');
    await booted(page);
    await expect(page.locator('.woocommerce-product-gallery')).toHaveAttribute('data-island-state', 'live');
    expect(await clickAndReadBusy(page, '.woocommerce-product-gallery__image a')).toBe('true');
    photoSwipe!.release();
    await expect(page.locator('.pswp')).toBeVisible();
    await expect(page.locator('.woocommerce-product-gallery__image a').first()).not.toHaveAttribute('aria-busy', 'true');
  });
});

test.describe('the first menu open, the chrome group held back', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('hover and focus open the mega-menu from the stylesheet before any chunk arrives', async ({ page }) => {
    const [group] = await holdChunks(page, 'claims-chrome');
    await page.goto('/disclaimer/');
    await booted(page);
    const shop = page.locator('#menu-primary > li.has-mega-menu').first();
    await shop.locator(':scope > a').hover();
    await expect(shop.locator('.mega-menu')).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(shop.locator('.mega-menu')).toBeHidden();
    await shop.locator(':scope > a').focus();
    await expect(shop.locator('.mega-menu')).toBeVisible();
    await expect(page.locator('#page-navigation')).not.toHaveAttribute('data-island-state', /./);
    group!.release();
    await expect(page.locator('#page-navigation')).toHaveAttribute('data-island-state', /pending|live/);
  });
});

test.describe('the first menu open at 390 px, the chrome group held back', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button is busy at the press and the drawer opens once the group and the drawer arrive', async ({ page }) => {
    const [group, drawerChunk] = await holdChunks(page, 'claims-chrome', 'MobileDrawer');
    await page.goto('/disclaimer/');
    await booted(page);
    expect(await clickAndReadBusy(page, 'button.page-open-mobile-menu')).toBe('true');
    group!.release();
    await expect(page.locator('#page-mobile-main-menu')).toHaveAttribute('data-island-state', 'pending');
    await expect(page.locator('button.page-open-mobile-menu')).toHaveAttribute('aria-busy', 'true');
    drawerChunk!.release();
    await expect(page.locator('button.page-open-mobile-menu')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#page-mobile-main-menu')).toBeVisible();
  });
});

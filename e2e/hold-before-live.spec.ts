/**
 * Issue 25 point 4, issue 28: no interaction is lost before an island is live. With the island's
 * chunk (and its claim group) held back, a change, a submit or a click on a `href="#"` toggle is
 * held, nothing leaves the page, and the interaction takes effect once the chunks arrive; when the
 * chunk cannot load, the markup does what it does without script. States, never times.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { loadCatalogue } from '../server/catalogue.ts';
import { sortProducts } from '../server/render/listing.ts';
import { booted, failOnConsoleErrors, gate } from './helpers.ts';

/** A chunk of dist/chunks by its name's start (`Ordering`, `claims-discovery`). */
const chunk = (name: string): RegExp => new RegExp(`/dist/chunks/${name}-[^/]+\\.js$`);

/** Holds the named chunks until each gate is released. */
async function holdChunks(page: Page, ...names: string[]): Promise<Array<ReturnType<typeof gate>>> {
  const gates = names.map(() => gate());
  for (const [index, name] of names.entries()) await page.route(chunk(name), gates[index]!.hold);
  return gates;
}

/** Holds matching requests until `now()`, then fails them as a network error would. */
function failLater(): { hold: (route: Route) => Promise<void>; now: () => void } {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    hold: async (route) => {
      await opened;
      await route.abort('failed');
    },
    now: () => open(),
  };
}

/** Puts `productId` in this browser's cart (the request shares the page's cookies). */
async function addToCart(page: Page, productId: number): Promise<void> {
  expect((await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(productId), quantity: '1' } })).ok()).toBe(true);
}

const path = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

test.describe('an interaction before its island is live is held, then takes effect', () => {
  test('shop: "price" chosen in the sort select before the discovery group and the sort island arrive re-sorts the page once they do', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page);
    const [group, ordering] = await holdChunks(page, 'claims-discovery', 'Ordering');
    await page.goto('/shop/');
    await booted(page);
    const select = page.locator('select.orderby').first();
    await select.selectOption('price');
    await expect(select).toHaveValue('price');
    group!.release();
    // Claimed now, its chunk still held: the change waits with the claim; the page stays.
    await expect(page.locator('form.woocommerce-ordering').first()).toHaveAttribute('data-island-state', 'pending');
    expect(path(page)).toBe('/shop/');
    ordering!.release();
    await expect(page).toHaveURL(/[?&]orderby=price(&|$)/);
    const cheapest = sortProducts(loadCatalogue().products, 'price')[0]!;
    await expect(page.locator('ul.products li.product h2').first()).toHaveText(cheapest.name);
    await expect(page.locator('select.orderby').first()).toHaveValue('price');
    expect(errors).toEqual([]);
  });

  test('shop: when the sort island cannot load, a change held before then sends the form, as the platform’s script would have', async ({
    page,
  }) => {
    const fail = failLater();
    await page.route(chunk('Ordering'), fail.hold);
    await page.goto('/shop/');
    await booted(page);
    const form = page.locator('form.woocommerce-ordering').first();
    await expect(form).toHaveAttribute('data-island-state', 'pending');
    await page.locator('select.orderby').first().selectOption('price');
    expect(path(page)).toBe('/shop/');
    fail.now();
    await expect(page).toHaveURL(/[?&]orderby=price(&|$)/);
    await expect(page.locator('select.orderby').first()).toHaveValue('price');
  });

  test('checkout: "Click here to enter your code" and the login toggle, pressed before the checkout group and island arrive, open their forms; the URL keeps no #', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page);
    await page.goto('/shop/');
    await addToCart(page, 101);
    const [group, checkout] = await holdChunks(page, 'claims-checkout', 'Checkout');
    await page.goto('/checkout/');
    await booted(page);
    const toggle = page.locator('a.showcoupon');
    const coupon = page.locator('form.checkout_coupon');
    // Busy in the click's own task.
    expect(
      await toggle.evaluate((element) => {
        (element as HTMLElement).click();
        return element.getAttribute('aria-busy');
      }),
    ).toBe('true');
    group!.release();
    await expect(page.locator('form.checkout.woocommerce-checkout')).toHaveAttribute('data-island-state', 'pending');
    await page.locator('a.showlogin').click();
    expect(path(page)).toBe('/checkout/');
    await expect(coupon).toBeHidden();
    await expect(page.locator('form.woocommerce-form-login')).toBeHidden();
    checkout!.release();
    await expect(coupon).toBeVisible();
    await expect(page.locator('form.woocommerce-form-login')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
    expect(path(page)).toBe('/checkout/');
    expect(errors).toEqual([]);
  });

  test('cart: a shipping method chosen before the cart island arrives is posted and changes the total once it does', async ({ page }) => {
    await page.goto('/shop/');
    await addToCart(page, 125);
    const [cartPage] = await holdChunks(page, 'CartPage');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('wc-ajax=update_shipping_method')) asked.push(request.postData() ?? '');
    });
    await page.goto('/cart/');
    await booted(page);
    const totals = page.locator('div.cart_totals');
    await expect(totals).toHaveAttribute('data-island-state', 'pending');
    await totals.getByLabel('Local pickup').check();
    await expect(totals.locator('.order-total td')).toHaveText('$34.00');
    expect(asked).toEqual([]);
    cartPage!.release();
    await expect(totals.locator('.order-total td')).toHaveText('$29.00');
    expect(new URLSearchParams(asked[0]).get('shipping_method[0]')).toBe('local_pickup:3');
    await expect(totals.getByLabel('Local pickup')).toBeChecked();
  });

  test('product: a price typed in name-your-price before its island arrives is checked once it does (the maximum message and value)', async ({
    page,
  }) => {
    const [nameYourPrice] = await holdChunks(page, 'NameYourPrice');
    await page.goto('/product/pay-what-you-want-starter-pack/');
    await booted(page);
    const field = page.locator('.wopb-name-your-price');
    await expect(field).toHaveAttribute('data-island-state', 'pending');
    const price = page.getByLabel('Name your price ($)');
    await price.fill('500');
    nameYourPrice!.release();
    await expect(field).toHaveAttribute('data-island-state', 'live');
    await expect(field.getByRole('status')).toHaveText('Maximum Price limit is $100.00');
    await expect(price).toHaveValue('100');
  });

  test('product: a variation chosen in its selects before the variation form’s chunk arrives shows its price and variation, and its add button is ready, once it does', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page);
    const [variationForm] = await holdChunks(page, 'VariationForm');
    await page.goto('/product/film-emulation-collection/');
    await booted(page);
    const form = page.locator('form.variations_form.cart');
    await expect(form).toHaveAttribute('data-island-state', 'pending');
    await page.locator('#pa_format').selectOption('lightroom');
    await page.locator('#pa_licence').selectOption('commercial');
    await expect(form.locator('input.variation_id')).toHaveValue('0');
    variationForm!.release();
    await expect(form).toHaveAttribute('data-island-state', 'live');
    await expect(form.locator('.single_variation .woocommerce-variation-price')).toContainText('$59.00');
    await expect(form.locator('input.variation_id')).toHaveValue('202');
    const add = form.locator('.woocommerce-variation-add-to-cart > button.single_add_to_cart_button').first();
    await expect(add).not.toHaveClass(/\b(disabled|wc-variation-selection-needed)\b/);
    await expect(page.locator('#pa_format')).toHaveValue('lightroom');
    await expect(page.locator('#pa_licence')).toHaveValue('commercial');
    expect(errors).toEqual([]);
  });

  test('product: the pointer resting on the main image before the gallery’s chunk arrives gets the hover zoom once it does, without leaving and coming back', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page);
    // The theme's cookie notice sits over the image's lower corner until accepted: this shopper accepted it before.
    await page.addInitScript(() => localStorage.setItem('minimog_cookie_accepted', 'yes'));
    const [productGallery] = await holdChunks(page, 'ProductGallery');
    await page.goto('/product/film-emulation-collection/');
    await booted(page);
    const gallery = page.locator('.woocommerce-product-gallery');
    await expect(gallery).toHaveAttribute('data-island-state', 'pending');
    const slide = gallery.locator('.woocommerce-product-gallery__image').first();
    await slide.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = (await slide.boundingBox())!;
    // The pointer enters the image (its pointerenter goes by with nothing listening) and stays on it.
    await page.mouse.move(box.x + 5, box.y + 5);
    const zoom = page.locator('.zoomImg');
    await expect(zoom).toHaveCount(0);
    productGallery!.release();
    await expect(gallery).toHaveAttribute('data-island-state', 'live');
    await expect(zoom).toHaveCount(1);
    // The next move inside the image places the copy under the pointer.
    await page.mouse.move(box.x + box.width - 2, box.y + box.height - 2);
    await expect.poll(() => zoom.evaluate((el) => parseFloat((el as HTMLElement).style.left))).toBeLessThan(-100);
    await page.mouse.move(box.x + box.width + 300, box.y);
    await expect(zoom).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('search: text typed at once after a click on the header field, before the search chunk arrives and before the popup’s field takes focus, is kept and searched', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.get('minimog-ajax') === 'minimog_search_products') searches.push(url.searchParams.get('s') ?? '');
    });
    await page.clock.install();
    const [popupSearch] = await holdChunks(page, 'PopupSearch');
    await page.goto('/disclaimer/');
    await booted(page);
    const popup = page.locator('#popup-search');
    await expect(popup).toHaveAttribute('data-island-state', 'pending');
    // Time stands still: the typing falls in the instant of the click, as a quick shopper's does.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.locator('#header-search-field').click();
    await page.keyboard.type('fil');
    popupSearch!.release();
    await expect(popup).toHaveAttribute('data-island-state', 'live');
    await expect(popup).toBeVisible();
    const field = popup.locator('.search-field');
    await expect(field).toHaveValue('fil');
    // Open, the page behind inert, the field's own focus (300 ms) still to come: the next key lands in the field.
    await page.keyboard.type('m');
    await expect(field).toHaveValue('film');
    expect(searches).toEqual([]);
    await expect(field).toBeFocused();
    // The typing pause goes by.
    await page.clock.runFor(1_000);
    await expect(popup.locator('.popup-search-current')).toHaveText('film');
    expect(searches).toEqual(['film']);
    await page.clock.resume();
    expect(errors).toEqual([]);
  });
});

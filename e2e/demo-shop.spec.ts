/**
 * How the demo shop's own stylesheet (fixtures-html/assets/shop.css) lays pages out, as QA sees them
 * at 1280 px and on a 390 px phone: boxes and computed styles in Chromium, not pixels.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { booted } from './helpers.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'laid out on the page').not.toBeNull();
  return found as Box;
}

function style(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/** What a shopper sees of a totals table's "Total" row: its cells' type, rule and alignment. */
function totalRowStyles(table: Locator): Promise<Array<Record<string, string>>> {
  return table.locator('tr.order-total > *').evaluateAll((cells) =>
    cells.map((cell) => {
      const computed = getComputedStyle(cell);
      return {
        fontSize: computed.fontSize,
        fontWeight: computed.fontWeight,
        textAlign: computed.textAlign,
        padding: computed.padding,
        borderBottomStyle: computed.borderBottomStyle,
        borderBottomWidth: computed.borderBottomWidth,
      };
    }),
  );
}

/** Puts product 101 in this browser's cart (the request shares the page's cookies). */
async function addToCart(page: Page): Promise<void> {
  const response = await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } });
  expect(response.ok()).toBe(true);
}

test.describe('checkout at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await addToCart(page);
    await page.goto('/checkout/');
    await booted(page);
  });

  test('billing fields have their label above a full-width input; first and last name share a row', async ({ page }) => {
    // Each label and its input measured in one go: the theme's sticky header may move the page between two reads.
    const boxesOf = (field: string): Promise<{ label: Box; input: Box }> =>
      page.evaluate((id) => {
        const rect = (el: Element | null): Box => {
          const r = el!.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        };
        return { label: rect(document.querySelector(`label[for="${id}"]`)), input: rect(document.getElementById(id)) };
      }, field);
    for (const field of ['billing_first_name', 'billing_last_name', 'billing_company', 'billing_email']) {
      const { label, input } = await boxesOf(field);
      expect(input.width, `${field} is wide enough to type in`).toBeGreaterThanOrEqual(200);
      expect(input.y, `${field} is on its own line below its label`).toBeGreaterThanOrEqual(label.y + label.height - 1);
      expect(Math.abs(input.x - label.x), `${field} starts under its label`).toBeLessThanOrEqual(1);
    }
    const { first, last, email } = await page.evaluate(() => {
      const rect = (id: string): Box => {
        const r = document.getElementById(id)!.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      return { first: rect('billing_first_name'), last: rect('billing_last_name'), email: rect('billing_email') };
    });
    expect(last.y).toBe(first.y);
    expect(last.x).toBeGreaterThan(first.x + first.width);
    // A form-row-wide field spans both halves.
    expect(email.width).toBeGreaterThan(first.width + last.width);
  });

  test('payment methods are a bordered list without bullets, the chosen one’s description boxed, and a wide place-order button', async ({
    page,
  }) => {
    const methods = page.locator('ul.wc_payment_methods');
    expect(await style(methods, 'list-style-type')).toBe('none');
    expect(parseFloat(await style(methods, 'border-top-width'))).toBeGreaterThanOrEqual(1);
    const chosenBox = page.locator('.payment_box.payment_method_bacs');
    await expect(chosenBox).toBeVisible();
    expect(await style(chosenBox, 'background-color')).not.toBe('rgba(0, 0, 0, 0)');

    const list = await box(methods);
    const placeOrder = await box(page.getByRole('button', { name: 'Place order' }));
    expect(placeOrder.width).toBeGreaterThanOrEqual(list.width * 0.9);
    expect(placeOrder.y).toBeGreaterThan(list.y + list.height);
  });

  test('the order review sits beside the billing fields, its rows styled like the cart totals', async ({ page }) => {
    const review = page.locator('table.woocommerce-checkout-review-order-table');
    const billing = await box(page.locator('#billing_email'));
    expect((await box(review)).x).toBeGreaterThan(billing.x + billing.width);
    const checkoutTotal = await totalRowStyles(review);

    await page.goto('/cart/');
    await booted(page);
    expect(checkoutTotal).toEqual(await totalRowStyles(page.locator('.cart_totals table.shop_table')));
    expect(checkoutTotal.map((cell) => cell.borderBottomStyle)).toEqual(['solid', 'solid']);
  });
});

test.describe('shop listing at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    await page.goto('/shop/');
    await booted(page);
  });

  test('the page does not scroll sideways', async ({ page }) => {
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  });

  test('the product grid fills the content width with at least two cards a row, each image filling its card', async ({ page }) => {
    const content = page.locator('#content > .col-full');
    const padding = parseFloat(await style(content, 'padding-left')) + parseFloat(await style(content, 'padding-right'));
    const contentWidth = 390 - padding;
    const list = await box(page.locator('ul.products'));
    expect(list.width).toBeGreaterThanOrEqual(contentWidth * 0.9);

    const cards = page.locator('ul.products > li.product');
    const first = await box(cards.nth(0));
    const second = await box(cards.nth(1));
    expect(second.y, 'the second card is on the first row').toBe(first.y);
    expect(second.x + second.width - first.x, 'the first row spans the content width').toBeGreaterThanOrEqual(contentWidth * 0.9);
    const image = await box(cards.nth(0).locator('img').first());
    expect(image.width).toBeGreaterThanOrEqual(first.width - 1);
  });

  test('the header keeps the cart beside the site title and the menu on one line, inside the screen', async ({ page }) => {
    const title = await box(page.locator('.site-title'));
    const cart = await box(page.locator('#site-header-cart a.cart-contents'));
    expect(cart.y, 'the cart is on the title’s row').toBeLessThan(title.y + title.height);
    expect(cart.x + cart.width).toBeLessThanOrEqual(390);
    const links = page.locator('#site-navigation a');
    const tops = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getBoundingClientRect().top));
    expect(new Set(tops).size, 'every menu item on one line').toBe(1);
    const menuEnd = await links.last().evaluate((anchor) => anchor.getBoundingClientRect().right);
    expect(menuEnd).toBeLessThanOrEqual(390);
  });
});

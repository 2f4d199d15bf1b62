/**
 * The checkout's address fields without the platform's country and address scripts (issue 25), on the
 * real shop's checkout (fixtures-html/real-shop/, served under /real/: WooCommerce 9.9 + Storefront,
 * whose page prints the platform's country and locale config): the state field and the labels follow
 * the country, and the order still goes through.
 */
import { expect, test, type Page } from '@playwright/test';
import { booted, failOnConsoleErrors } from './helpers.ts';

/** Puts a Beanie in this browser's real-shop cart through the platform's own endpoint, then opens the checkout. */
async function openCheckout(page: Page): Promise<void> {
  const answer = await page.request.post('/real/?wc-ajax=add_to_cart', { form: { product_id: '14', quantity: '1' } });
  expect(await answer.json()).toHaveProperty('cart_hash');
  await page.goto('/real/checkout/');
  await booted(page);
  await expect(page.locator('#billing_country')).toHaveAttribute('data-island-state', 'live');
}

const stateRow = (page: Page) => page.locator('#billing_state_field');
const stateField = (page: Page) => page.locator('#billing_state');

test.describe('checkout address fields (the platform’s country and address scripts replaced)', () => {
  test('the state field and the labels follow the country; the order is placed', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await openCheckout(page);
    // The legacy scripts are not on the page: what follows is the island's doing.
    await expect(page.locator('script#wc-country-select-js, script#wc-address-i18n-js, script#selectWoo-js')).toHaveCount(0);

    await page.locator('#billing_country').selectOption('CA');
    await expect(stateField(page)).toHaveJSProperty('tagName', 'SELECT');
    await expect(stateField(page).locator('option', { hasText: 'Ontario' })).toHaveCount(1);
    await expect(stateRow(page).locator('label')).toHaveText('Province *');
    await expect(page.locator('#billing_postcode_field label')).toHaveText('Postal code *');

    await page.locator('#billing_country').selectOption('AT');
    await expect(stateRow(page)).toBeHidden();
    await expect(stateField(page)).toHaveAttribute('type', 'hidden');
    // Austria's postcode comes before the city.
    await expect(page.locator('#billing_postcode_field + #billing_city_field')).toHaveCount(1);

    await page.locator('#billing_country').selectOption('GB');
    await expect(stateRow(page)).toBeVisible();
    await expect(stateField(page)).toHaveAttribute('type', 'text');
    await expect(stateRow(page).locator('label')).toHaveText('County (optional)');
    await expect(page.getByLabel('County (optional)')).toBeEditable();

    await page.locator('#billing_country').selectOption('US');
    await expect(stateField(page).locator('option', { hasText: 'California' })).toHaveCount(1);
    await expect(stateRow(page).locator('label')).toHaveText('State *');
    await page.locator('#billing_first_name').fill('Ada');
    await page.locator('#billing_last_name').fill('Lovelace');
    await page.locator('#billing_address_1').fill('1 Analytical Way');
    await page.locator('#billing_city').fill('Los Angeles');
    // A keyboard picks a state in the native select by typing its name.
    await stateField(page).focus();
    await page.keyboard.type('Cal');
    await expect(stateField(page)).toHaveValue('CA');
    await page.locator('#billing_postcode').fill('90210');
    await page.locator('#billing_phone').fill('5550100');
    await page.locator('#billing_email').fill('ada@example.com');
    await page.locator('#place_order').click();
    await expect(page).toHaveURL(/\/real\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    await expect(page.locator('.woocommerce-thankyou-order-received')).toHaveText('Thank you. Your order has been received.');
    expect(errors).toEqual([]);
  });
});

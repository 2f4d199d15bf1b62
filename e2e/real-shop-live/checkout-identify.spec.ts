/**
 * Issue 25, Omnisend on a live checkout: the shopper's e-mail identifies them (admin-ajax.php?action=omnisend_identify)
 * each time they leave the field with a new valid address. Runs on both stacks.
 */
import type { Locator } from '@playwright/test';
import { ajaxAction, expect, forEachStack, recordAction, requestFields, scriptsReady, seedCart, test, trackNetwork } from './helpers.ts';

const FIRST = 'ada@example.com';
const SECOND = 'grace@example.com';

/** Types `address` into the field as a shopper does (replacing what is there), then leaves it with Tab. */
async function typeAndLeave(field: Locator, address: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(address);
  await field.press('Tab');
}

forEachStack((stack) => {
  test.describe('checkout: Omnisend identifies the shopper by e-mail', () => {
    test('two valid addresses, each typed and left → two identify calls, the second with the second address', async ({ page }) => {
      const network = trackNetwork(page);
      await seedCart(page, [{ product_id: '14', quantity: '1' }]);
      const identify = recordAction(page, 'omnisend_identify');
      await page.goto('/checkout/');
      await scriptsReady(page, stack);
      await network.quiet();
      const email = page.locator('#billing_email');

      await typeAndLeave(email, FIRST);
      // Both stacks.
      await expect.poll(() => identify.length).toBe(1);
      await network.quiet();
      await typeAndLeave(email, SECOND);
      await expect.poll(() => identify.length).toBe(2);
      await network.quiet();
      for (const call of identify) expect(new URL(call.url()).pathname).toMatch(/\/wp-admin\/admin-ajax\.php$/);
      // The add-on takes it (a nonce it does not check identify against answers -1, 403).
      for (const call of identify) expect((await call.response())?.status()).toBe(200);
      expect(identify.map((call) => requestFields(call).get('email'))).toEqual([FIRST, SECOND]);
    });
  });
});

// Ours only: Omnisend's own script drops a change that comes while its call is in flight (it returns early), so the
// shop's own stack loses the second address the same way the report says ours did.
forEachStack(
  (stack) => {
    test.describe('checkout: Omnisend identifies the shopper by e-mail', () => {
      // The report: the second address typed right after the first, while the first call was still on its way.
      test('the second address typed while the first identify call is in flight → identified once that call is over', async ({ page }) => {
        const network = trackNetwork(page);
        await seedCart(page, [{ product_id: '14', quantity: '1' }]);
        const identify = recordAction(page, 'omnisend_identify');
        await page.goto('/checkout/');
        await scriptsReady(page, stack);
        await network.quiet();
        let releaseFirst = (): void => {};
        const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
        let routed = 0;
        await page.route('**/wp-admin/admin-ajax.php*', async (route) => {
          if (ajaxAction(route.request()) === 'omnisend_identify' && ++routed === 1) await firstHeld;
          await route.continue();
        });
        const email = page.locator('#billing_email');

        await typeAndLeave(email, FIRST);
        await expect.poll(() => identify.length).toBe(1);
        await typeAndLeave(email, SECOND);
        releaseFirst();
        // Ours.
        await expect.poll(() => identify.length).toBe(2);
        await network.quiet();
        expect(identify.map((call) => requestFields(call).get('email'))).toEqual([FIRST, SECOND]);
      });
    });
  },
  ['ours'],
);

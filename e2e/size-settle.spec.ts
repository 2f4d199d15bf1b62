/**
 * The size budgets (scripts/size.ts) count a page's JavaScript only once the page has settled,
 * and report a page that never does: a measurement must never pass on a partial count.
 */
import { expect, test } from '@playwright/test';
import { gate } from './helpers.ts';
import { scrollThrough, trackRequests, waitUntilSettled } from '../scripts/lib/settle.ts';

const PRODUCT = '/product/master-grading-suite/';

test.describe('size budgets: a defined end of the measurement', () => {
  test('a page whose islands go live and whose network goes quiet is settled', async ({ page }) => {
    const requests = trackRequests(page);
    await page.goto(PRODUCT, { waitUntil: 'load' });
    expect(await scrollThrough(page, requests)).toEqual({ ok: true });
    await expect(page.locator('form.variations_form')).toHaveAttribute('data-island-state', 'live');
  });

  test('a page whose island chunk is still downloading is not settled, and says what it waits for', async ({ page }) => {
    const held = gate();
    await page.route(/\/dist\/chunks\/VariationForm-/, held.hold);
    const requests = trackRequests(page);
    await page.goto(PRODUCT, { waitUntil: 'load' });
    const settled = await waitUntilSettled(page, requests, 3_000);
    held.release();
    expect(settled.ok).toBe(false);
    expect(settled.ok ? '' : settled.reason).toMatch(/variation-form \(pending\).*request\(s\) in flight/);
  });
});

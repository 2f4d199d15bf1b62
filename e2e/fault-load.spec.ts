/**
 * Issue 18: add to cart under load. 20 rapid clicks over three listing buttons while the server
 * answers each add after a seeded random 0–800 ms (the fault switch's `delay`) and fails the
 * 8th with a 500: exactly the 19 successful adds reach the cart, sent in click order; the failed
 * one is reported on its card and the shopper's retry adds it.
 */
import { expect, test } from '@playwright/test';
import { encodeFaultPlan, FAULTS_COOKIE } from '../server/routes/faults.ts';
import { serverCart } from './faults/drive.ts';
import { booted } from './helpers.ts';

const CLICKS = 20;
/** The add the server fails (0-based, in arrival order: the adds are sent one at a time, in click order). */
const FAILED = 7;
const SEED = 18;

declare global {
  interface Window {
    /** Alerts shown on listing cards: [the card's product id, the text]. */
    __alerts: Array<[string, string]>;
  }
}

test('add to cart under load: 20 rapid clicks, random 0–800 ms answers, one 500 → the 19 others in the cart in order, the failed one reported and retried', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const plan = {
    id: `load-${process.pid}-${Date.now()}`,
    rules: [
      { match: 'wc-ajax:add_to_cart', fault: 'delay' as const, ms: 800, seed: SEED },
      { match: 'wc-ajax:add_to_cart', fault: '500' as const, skip: FAILED, times: 1 },
    ],
  };
  await context.addCookies([{ name: FAULTS_COOKIE, value: encodeFaultPlan(plan), url: baseURL! }]);
  await page.addInitScript(() => {
    window.__alerts = [];
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement) || node.getAttribute('role') !== 'alert') continue;
          const id = node.closest('li.product')?.querySelector('[data-product_id]')?.getAttribute('data-product_id') ?? '';
          if (id) window.__alerts.push([id, node.textContent ?? '']);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/shop/');
  await booted(page);
  const cards = page.locator('ul.products li.product').filter({ has: page.locator('a.ajax_add_to_cart') });
  const buttons = [0, 1, 2].map((i) => cards.nth(i).locator('a.ajax_add_to_cart'));
  const ids = await Promise.all(buttons.map(async (button) => (await button.getAttribute('data-product_id'))!));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('wc-ajax=add_to_cart')) sent.push(new URLSearchParams(request.postData() ?? '').get('product_id') ?? '?');
  });

  let answered = 0;
  page.on('requestfinished', (request) => {
    if (request.url().includes('wc-ajax=add_to_cart')) answered += 1;
  });
  page.on('requestfailed', (request) => {
    if (request.url().includes('wc-ajax=add_to_cart')) answered += 1;
  });

  // A fixed, uneven pattern over the three buttons.
  const order = Array.from({ length: CLICKS }, (_, i) => (i * 7 + (i >> 2)) % 3);
  for (const which of order) await buttons[which]!.click({ noWaitAfter: true });
  const clicked = order.map((which) => ids[which]!);

  const failedCard = cards.nth(order[FAILED]!);
  await expect.poll(() => sent.length, { timeout: 30_000 }).toBe(CLICKS);
  // Reported on its own button: a later click on the same button (a new add) may take the notice
  // away again, as any new add does, so what is checked is that it was shown there.
  await expect
    .poll(() => page.evaluate(() => window.__alerts), { timeout: 30_000 })
    .toContainEqual([ids[order[FAILED]!], expect.any(String)]);
  expect(sent).toEqual(clicked);
  // The header counts each add at its click: the server is read once every add has its answer.
  await expect.poll(() => answered, { timeout: 30_000 }).toBe(CLICKS);
  await expect(page.locator('a.cart-contents .count').first()).toHaveText(`${CLICKS - 1} items`);

  // Exactly the successful adds, per product, in the order the cart first saw each product.
  const succeeded = clicked.filter((_, i) => i !== FAILED);
  const expected = new Map<string, number>();
  for (const id of succeeded) expected.set(id, (expected.get(id) ?? 0) + 1);
  await context.clearCookies({ name: FAULTS_COOKIE });
  const cart = await serverCart(page);
  expect(cart.count).toBe(`${CLICKS - 1} items`);
  expect(new Map(cart.lines)).toEqual(expected);
  expect(cart.lines.map(([id]) => id)).toEqual([...expected.keys()]);

  // The shopper retries the failed one.
  await buttons[order[FAILED]!]!.click();
  await expect(page.locator('a.cart-contents .count').first()).toHaveText(`${CLICKS} items`);
  expect((await serverCart(page)).count).toBe(`${CLICKS} items`);
  await expect(failedCard.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => window.__alerts.map(([, text]) => text))).toEqual(['The response is not a valid JSON response.']);
  expect(errors).toEqual([]);
});

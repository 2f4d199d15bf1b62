/**
 * Issue 18 "Memory and lifecycle" in Chromium: fragment replacements (cart refreshes), quick-view /
 * cart-drawer / lightbox open-close cycles and ProductX filter changes leave the mounted roots,
 * listeners and timers where they were after a warm-up, and the JS heap after GC flat (slope over the
 * last half of the cycles under the scenario's tolerance, KB per cycle). npm test runs a few cycles of
 * each; `npm run report` runs the counts (MEMORY_FULL=1: 1,000 / 200 / 100) and prints them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { booted } from './helpers.ts';
import { installProbe, runScenario, type Scenario, type ScenarioResult } from './memory-probe.ts';

const FULL = process.env['MEMORY_FULL'] === '1';
/**
 * Heap growth per cycle (after GC, least squares over the last half of the cycles) a scenario may show: 4 KB
 * over the full counts; 16 KB over npm test's ten-odd cycles, whose slope rests on a few samples (the engine
 * still compiles and caches there; measured 0–8 KB). A leaked modal, drawer or fragment (its markup, islands
 * and listeners) costs tens of KB a cycle.
 */
const TOLERANCE_KB = FULL ? 4 : 16;

// Exact heap figures (performance.memory is bucketed without this flag).
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'] } });

function scenario(name: string, full: number, bounded: number, cycle: Scenario['cycle']): Scenario {
  return { name, cycles: FULL ? full : bounded, warmUp: 10, samples: FULL ? 20 : 8, toleranceKb: TOLERANCE_KB, cycle };
}

/** Checks the figures, and hands them to `npm run report` when it asked for them (MEMORY_OUT). */
function expectFlat(result: ScenarioResult): void {
  if (process.env['MEMORY_OUT']) {
    mkdirSync(process.env['MEMORY_OUT'], { recursive: true });
    writeFileSync(join(process.env['MEMORY_OUT'], `${result.name.replace(/\W+/g, '-')}.json`), JSON.stringify(result));
  }
  // Nothing accumulated: each count ends at or below its warm baseline (a timer pending then may have fired since).
  expect(result.after.roots, 'live roots after the cycles').toBeLessThanOrEqual(result.before.roots);
  expect(result.after.listeners, 'live listeners after the cycles').toBeLessThanOrEqual(result.before.listeners);
  expect(result.after.timers, 'live timers after the cycles').toBeLessThanOrEqual(result.before.timers);
  expect(result.slopeKb, 'heap slope, KB per cycle').toBeLessThan(result.toleranceKb);
}

async function open(page: Page, path: string): Promise<void> {
  await installProbe(page);
  await page.goto(path);
  await booted(page);
}

test.describe('memory and lifecycle', () => {
  test.describe.configure({ timeout: FULL ? 900_000 : 90_000 });

  test('cart fragment replacements', async ({ page }) => {
    // A visitor with a cart; each cycle announces a cart (another script's added_to_cart with fragments and a new
    // hash, as a refresh that found a changed cart commits it): the mini-cart's markup is replaced, its claim with it.
    expect((await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: 101, quantity: 1 } })).ok()).toBe(true);
    const { fragments } = (await (await page.request.post('/?wc-ajax=get_refreshed_fragments')).json()) as {
      fragments: Record<string, string>;
    };
    await open(page, '/shop/');
    const result = await runScenario(
      page,
      scenario('fragment replacements', 1000, 40, async (index) => {
        const replaced = await page.evaluate(
          async ({ fragments, hash }) => {
            const current = (): Element | null => document.querySelector('div.widget_shopping_cart_content');
            const before = current();
            document.body.dispatchEvent(new CustomEvent('added_to_cart', { detail: { args: [fragments, hash, null] } }));
            for (let frame = 0; frame < 300 && current() === before; frame++)
              await new Promise((resolve) => requestAnimationFrame(resolve));
            return current() !== before;
          },
          { fragments, hash: `memory-${index}` },
        );
        expect(replaced).toBe(true);
      }),
    );
    expectFlat(result);
  });

  test('quick view open/close', async ({ page }) => {
    await open(page, '/shop/');
    const dialog = page.locator('dialog.shop-islands-quick-view');
    const result = await runScenario(
      page,
      scenario('quick view open-close', 200, 16, async () => {
        await page.locator('li.product .minimog-quick-view-btn[data-pid="103"]').click();
        await expect(dialog.locator('form.variations_form')).toHaveAttribute('data-island-state', 'live');
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }),
    );
    expectFlat(result);
  });

  test('cart drawer open/close', async ({ page }) => {
    await open(page, '/shop/');
    const dialog = page.getByRole('dialog', { name: 'Shopping cart' });
    const result = await runScenario(
      page,
      scenario('cart drawer open-close', 200, 16, async () => {
        await page.locator('#site-header-cart a.cart-contents').click();
        await expect(dialog).toBeVisible();
        await expect(page.locator('#popup-fly-cart')).toHaveClass(/\bis-loaded\b/);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }),
    );
    expectFlat(result);
  });

  test('lightbox open/close', async ({ page }) => {
    await open(page, '/builder/');
    const link = page.getByRole('link', { name: 'Golden hour sample', exact: true });
    const result = await runScenario(
      page,
      scenario('lightbox open-close', 200, 16, async () => {
        await link.click();
        await expect(page.locator('.pswp__item img.pswp__img').first()).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.locator('.pswp')).toHaveCount(0);
      }),
    );
    expectFlat(result);
  });

  test('ProductX filter changes', async ({ page }) => {
    await open(page, '/productx/');
    await expect(page.locator('[data-island="wopb-filter"]')).toHaveAttribute('data-island-state', 'live');
    const box = page.locator('.wopb-filter-block').getByRole('checkbox', { name: /^Lightroom Presets/ });
    const chips = page.locator('.wopb-filter-block .wopb-filter-active-item');
    const result = await runScenario(
      page,
      scenario('filter changes', 100, 10, async (index) => {
        const answered = page.waitForResponse((response) => response.url().includes('/wopb/product-filter'));
        await box.setChecked(index % 2 === 0);
        await answered;
        await expect(chips).toHaveCount(index % 2 === 0 ? 1 : 0);
      }),
    );
    expectFlat(result);
  });
});

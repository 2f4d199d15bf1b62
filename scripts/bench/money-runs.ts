/**
 * One measured run each, in a fresh browser context (a first visit: nothing cached, no cart), under
 * conditions.ts, timed by the in-page probe (money-probe.js):
 * - the first add on a listing: the page loads, its network goes quiet, then a shopper's press on
 *   the first product's "Add to cart" (pointer down, 100 ms, up): click → feedback painted on the
 *   button, click → header cart count painted;
 * - the variation form: every attribute but the last chosen, then the last choice (the one that
 *   completes a variation) → the paint that shows the variation's region (its Element Timing
 *   renderTime, so work queued after that paint — the gallery following — is not counted).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { applyConditions, type Network } from './conditions.ts';
import { STACK_PARAM } from './proxy.ts';
import { trackRequests } from '../lib/settle.ts';

export type Stack = 'legacy' | 'shop-islands';
export const STACKS: Stack[] = ['legacy', 'shop-islands'];

export type RunResult<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface AddSample {
  feedbackMs: number;
  countMs: number;
  /** Click → the count the server's answer brought (the same as countMs where nothing counts ahead). */
  confirmedMs: number;
}

interface Probe {
  clickAt: number | null;
  feedbackPaintAt: number | null;
  countPaintAt: number | null;
  countConfirmedAt: number | null;
  changeAt: number | null;
  variationPaintAt: number | null;
}

const PROBE_PATH = new URL('./money-probe.js', import.meta.url).pathname;
const FLOOR_PATH = new URL('./variation-floor.js', import.meta.url).pathname;
/** How long a shopper's press lasts before its click (roughly 80–150 ms for a tap or a mouse click). */
const PRESS_MS = 100;
/** How long the network must be quiet after load before the shopper acts. */
const QUIET_MS = 500;
const WAIT_MS = 30_000;

export function stackUrl(base: string, route: string, stack: Stack): string {
  const url = new URL(route, base);
  if (stack === 'legacy') url.searchParams.set(STACK_PARAM, 'legacy');
  return url.href;
}

/** Resolves once no request has been in flight for QUIET_MS (attach before navigating). */
function watchNetwork(page: Page): { quiet(): Promise<void> } {
  const requests = trackRequests(page);
  return {
    quiet: async () => {
      const deadline = Date.now() + WAIT_MS;
      while (requests.inFlight() > 0 || Date.now() - requests.lastActivity() < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`network not quiet after ${WAIT_MS / 1000} s (${requests.inFlight()} in flight)`);
        await page.waitForTimeout(50);
      }
    },
  };
}

const readProbe = (page: Page): Promise<Probe> => page.evaluate(() => (window as unknown as { __money: Probe }).__money);

/** A context and page under `network`, the probe installed, navigated to `url` (load event). */
async function open(
  browser: Browser,
  url: string,
  network: Network,
  extraInitScripts: string[] = [],
): Promise<{ context: BrowserContext; page: Page; quiet(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await applyConditions(page, network);
  // The probe first: its listeners must see the choice before any script added after it.
  for (const path of [PROBE_PATH, ...extraInitScripts]) await page.addInitScript({ path });
  const watcher = watchNetwork(page);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  return { context, page, quiet: watcher.quiet };
}

/** Throws unless the page runs the stack it is meant to (so a wrong page never passes as a figure). */
async function assertStack(page: Page, stack: Stack): Promise<void> {
  const found = await page.evaluate(() => ({
    jquery: typeof (window as unknown as { jQuery?: unknown }).jQuery === 'function',
    islands: document.querySelector('script[src*="shop-islands"]') !== null,
  }));
  const right = stack === 'legacy' ? found.jquery && !found.islands : found.islands;
  if (!right) throw new Error(`the page does not run the ${stack} stack (jQuery: ${found.jquery}, entry: ${found.islands})`);
}

const failure = (error: unknown): { ok: false; reason: string } => ({
  ok: false,
  reason: (error instanceof Error ? error.message : String(error)).split('\n')[0]!,
});

/** The first add to cart on the listing at `route`. */
export async function timeFirstAdd(
  browser: Browser,
  base: string,
  route: string,
  stack: Stack,
  network: Network,
): Promise<RunResult<AddSample>> {
  let context: BrowserContext | undefined;
  try {
    const opened = await open(browser, stackUrl(base, route, stack), network);
    context = opened.context;
    const { page } = opened;
    await assertStack(page, stack);
    const button = page.locator('ul.products .ajax_add_to_cart').first();
    await button.scrollIntoViewIfNeeded();
    await opened.quiet();
    const box = await button.boundingBox();
    if (!box) throw new Error('the first add-to-cart button is not visible');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(PRESS_MS);
    await page.mouse.up();
    await page.waitForFunction(
      () => {
        const probe = (window as unknown as { __money: Probe }).__money;
        return probe.feedbackPaintAt !== null && probe.countPaintAt !== null && probe.countConfirmedAt !== null;
      },
      null,
      { timeout: WAIT_MS },
    );
    const probe = await readProbe(page);
    const clickAt = probe.clickAt!;
    return {
      ok: true,
      value: {
        feedbackMs: probe.feedbackPaintAt! - clickAt,
        countMs: probe.countPaintAt! - clickAt,
        confirmedMs: probe.countConfirmedAt! - clickAt,
      },
    };
  } catch (error) {
    return failure(error);
  } finally {
    await context?.close();
  }
}

/**
 * Who shows the variation: the islands, or the floor (variation-floor.js: a bare handler writes the
 * same box on the same page, the islands loaded but not told) — what the browser itself needs.
 */
export type VariationShower = 'shop-islands' | 'floor';

/** The choice that completes a variation on the product at `route`. */
export async function timeVariationChoice(
  browser: Browser,
  base: string,
  route: string,
  network: Network,
  shower: VariationShower = 'shop-islands',
): Promise<RunResult<number>> {
  let context: BrowserContext | undefined;
  try {
    const opened = await open(browser, stackUrl(base, route, 'shop-islands'), network, shower === 'floor' ? [FLOOR_PATH] : []);
    context = opened.context;
    const { page } = opened;
    await page.locator('form.variations_form[data-island-state="live"]').first().waitFor({ state: 'attached', timeout: WAIT_MS });
    await opened.quiet();
    const selects = page.locator('form.variations_form select');
    const count = await selects.count();
    if (count === 0) throw new Error('no attribute select on the page');
    for (let at = 0; at < count - 1; at += 1) await selects.nth(at).selectOption({ index: 1 });
    await opened.quiet();
    const last = selects.nth(count - 1);
    await last.evaluate((select) => select.setAttribute('data-bench-timed', ''));
    await last.selectOption({ index: 1 });
    await page.waitForFunction(() => (window as unknown as { __money: Probe }).__money.variationPaintAt !== null, null, {
      timeout: WAIT_MS,
    });
    const probe = await readProbe(page);
    return { ok: true, value: probe.variationPaintAt! - probe.changeAt! };
  } catch (error) {
    return failure(error);
  } finally {
    await context?.close();
  }
}
